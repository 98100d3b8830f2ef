import type { components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button } from '@terrabridge/ui';
import { Badge, Field, SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { AuditChanges } from './audit-changes';
import { ACTION_GROUPS, deviceOf } from './audit-format';
import { entrySentence } from './audit-wording';
import './i18n';

type AuditEntry = components['schemas']['AuditEntryDto'];

const AUDIT_PATH = '/api/admin/audit';

/** Where a request came from, in a few words: the address and the browser on its system. */
function ClientCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-audit');
  const { browser, system } = deviceOf(entry.userAgent);
  const device =
    browser && system ? t('device.on', { browser, system }) : (browser ?? system ?? null);
  return (
    <div className="min-w-32">
      <div className="font-mono text-xs">{entry.ip ?? t('unknownAddress')}</div>
      <div className="text-xs text-fg-muted" title={entry.userAgent ?? undefined}>
        {device ?? t('device.unknown')}
      </div>
    </div>
  );
}

/**
 * The audit log: every admin change and security event, newest first, with who did it, when,
 * from where and what changed; filtered by kind of action, person (search, or a click on a
 * name) and dates.
 */
export default function AuditTab() {
  const { t, i18n } = useTranslation('admin-audit');
  const controls = useListControls('', { action: '', from: '', to: '', actorId: '' });
  const [actorName, setActorName] = useState('');
  const query = useAdminList<AuditEntry>(AUDIT_PATH, controls);
  // In the viewer's own time zone, named, since the team may work from several.
  const when = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

  const columns: ListColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: t('columns.when'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (entry) => (
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      ),
    },
    {
      id: 'who',
      header: t('columns.who'),
      cell: (entry) =>
        entry.actor ? (
          <div className="flex flex-col items-start gap-1">
            <button
              type="button"
              className="font-medium text-fg underline-offset-2 hover:underline"
              aria-label={t('filterByActor', {
                name: entry.actor.username ?? `#${entry.actor.id}`,
              })}
              onClick={() => {
                setActorName(entry.actor?.username ?? `#${entry.actor?.id}`);
                controls.setFilter('actorId', String(entry.actor?.id));
              }}
            >
              {entry.actor.username ?? `#${entry.actor.id}`}
            </button>
            {entry.actor.role && (
              <Badge tone={entry.actor.role === 'admin' ? 'primary' : 'neutral'}>
                {entry.actor.role}
              </Badge>
            )}
          </div>
        ) : (
          <span className="text-fg-muted">
            {entry.action.startsWith('auth.') ? t('nobody') : t('system')}
          </span>
        ),
    },
    {
      id: 'action',
      header: t('columns.action'),
      sort: 'action',
      className: 'min-w-64',
      cell: (entry) => (
        <div>
          <p className="text-sm text-fg">
            {entrySentence(entry, t, (cents) => formatMoney(cents, i18n.language))}
          </p>
          <code className="font-mono text-xs text-fg-muted">{entry.action}</code>
          <AuditChanges entry={entry} />
        </div>
      ),
    },
    {
      id: 'target',
      header: t('columns.target'),
      cell: (entry) =>
        entry.target ? (
          <span className="text-xs">
            {t(`types.${entry.target.type}`, { defaultValue: entry.target.type })}
            {entry.target.id ? ` #${entry.target.id}` : ''}
          </span>
        ) : (
          <span className="text-fg-muted">{t('noTarget')}</span>
        ),
    },
    { id: 'from', header: t('columns.from'), cell: (entry) => <ClientCell entry={entry} /> },
    {
      id: 'outcome',
      header: t('columns.outcome'),
      className: 'whitespace-nowrap',
      cell: (entry) =>
        entry.outcome === 'success' ? (
          <Badge tone="success">{t('outcome.success')}</Badge>
        ) : (
          <Badge tone="danger">{t('outcome.failure', { status: entry.statusCode ?? '?' })}</Badge>
        ),
    },
  ];

  const toolbar = (
    <>
      <SelectField
        label={t('filters.action')}
        {...controls.bind('action')}
        options={[
          { value: '', label: t('filters.allActions') },
          ...ACTION_GROUPS.map((group) => ({
            value: group.prefix,
            label: t(`groups.${group.key}`),
          })),
        ]}
        className="min-w-48"
      />
      <Field
        type="date"
        label={t('filters.from')}
        {...controls.bind('from')}
        max={controls.filters.to || undefined}
      />
      <Field
        type="date"
        label={t('filters.to')}
        {...controls.bind('to')}
        min={controls.filters.from || undefined}
      />
      {controls.filters.actorId && (
        <Button
          variant="outline"
          size="sm"
          className="mb-1"
          onClick={() => controls.setFilter('actorId', '')}
        >
          {t('filters.clearActor', { name: actorName })}
        </Button>
      )}
    </>
  );

  return (
    <AdminList
      label={t('listLabel')}
      columns={columns}
      query={query}
      controls={controls}
      searchLabel={t('search')}
      toolbar={toolbar}
      empty={t('empty')}
    />
  );
}
