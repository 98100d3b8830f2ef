import { useTranslation } from '@terrabridge/i18n';
import type { components } from '@terrabridge/api-client';
import { Button } from '@terrabridge/ui';
import { Badge, SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { ClientDetailDialog } from './client-detail-dialog';
import { formatDate } from './client-format';
import { DeletionRequests } from './deletion-requests';
import { StatusBadge } from './status-badge';
import './i18n';

export type AdminClient = components['schemas']['AdminClientDto'];

export const CLIENTS_PATH = '/api/admin/clients';

/** The clients section: every client account, searchable, with each one's detail and actions. */
export default function ClientsTab() {
  const { t, i18n } = useTranslation('admin-clients');
  const controls = useListControls('', { active: '', role: '' });
  const query = useAdminList<AdminClient>(CLIENTS_PATH, controls);
  const [openId, setOpenId] = useState<number | null>(null);
  const language = i18n.language;

  const columns: ListColumn<AdminClient>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (client) => (
        <div>
          <div className="font-medium">{client.name}</div>
          <div className="text-xs text-fg-muted">{client.username}</div>
        </div>
      ),
    },
    {
      id: 'email',
      header: t('columns.email'),
      sort: 'email',
      cell: (client) => (
        <div className="space-y-1">
          <div className="break-all">{client.email}</div>
          <Badge tone={client.emailVerified ? 'success' : 'warning'}>
            {client.emailVerified ? t('badge.verified') : t('badge.unverified')}
          </Badge>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (client) => <StatusBadge client={client} />,
    },
    {
      id: 'work',
      header: t('columns.work'),
      cell: (client) =>
        t('counts', { projects: client.projectCount, invoices: client.openInvoiceCount }),
    },
    {
      id: 'created',
      header: t('columns.created'),
      sort: 'created',
      className: 'whitespace-nowrap',
      cell: (client) => formatDate(client.createdAt, language),
    },
    {
      id: 'lastSignIn',
      header: t('columns.lastSignIn'),
      sort: 'lastSignIn',
      className: 'whitespace-nowrap',
      cell: (client) =>
        client.lastSignInAt ? formatDate(client.lastSignInAt, language) : t('never'),
    },
  ];

  return (
    <>
      <DeletionRequests />
      <AdminList
        label={t('list.label')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('list.search')}
        empty={t('list.empty')}
        dimmed={(client) => !client.isActive}
        toolbar={
          <>
            <SelectField
              label={t('list.status')}
              {...controls.bind('active')}
              options={[
                { value: '', label: t('list.statusAll') },
                { value: 'true', label: t('list.statusActive') },
                { value: 'false', label: t('list.statusInactive') },
              ]}
            />
            <SelectField
              label={t('list.accounts')}
              {...controls.bind('role')}
              options={[
                { value: '', label: t('list.accountsClients') },
                { value: 'admin', label: t('list.accountsAdmins') },
              ]}
            />
          </>
        }
        actions={(client) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('list.open', { name: client.name })}
            onClick={() => setOpenId(client.id)}
          >
            {t('list.openShort')}
          </Button>
        )}
      />
      <ClientDetailDialog clientId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
