import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { Field, SelectField } from '@terrabridge/ui/parts';
import { useEffect, useState } from 'react';
import { listUrl } from '../../components/use-admin-list';
import type { ClientOption, ClientOptionsPage } from './project-api';

/**
 * Choosing a client: a search over client accounts, then a native select of the matches (a
 * keyboard and screen reader friendly pair rather than a custom combobox).
 */
export function ClientPicker({
  value,
  onChange,
  error,
}: {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('admin-projects');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const clients = useQuery<ClientOptionsPage>({
    queryKey: [listUrl('/api/admin/projects/clients', { q: search, limit: '20' })],
    placeholderData: (previous) => previous,
  });
  const options = clients.data?.items ?? [];
  // The chosen client stays a choice while other searches run.
  const shown = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <div className="grid gap-3">
      <Field
        label={t('client.search')}
        type="search"
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
        hint={t('client.searchHint')}
        status={
          clients.isFetching
            ? t('client.loading')
            : options.length === 0
              ? t('client.none')
              : undefined
        }
      />
      <SelectField
        label={t('client.label')}
        value={value ? String(value.id) : ''}
        placeholder="—"
        error={error}
        onChange={(event) =>
          onChange(shown.find((client) => String(client.id) === event.target.value) ?? null)
        }
        options={shown.map((client) => ({
          value: String(client.id),
          label: `${client.name} (${client.email})`,
        }))}
      />
    </div>
  );
}
