import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Badge } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import {
  CONTACTS_PATH,
  formatDateTime,
  refreshContacts,
  serviceLabel,
  setContactResolved,
  type AdminContact,
} from './contact-api';
import { ContactDialog } from './contact-dialog';
import { SegmentedFilter } from './segmented-filter';
import './i18n';

type ContactStatus = 'pending' | 'resolved';

/**
 * Resolves or reopens a submission, with the spec's error toast; `busy` names the one in flight.
 */
export function useResolveContact() {
  const { t } = useTranslation('admin-contacts');
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (contact: AdminContact): Promise<AdminContact | null> => {
    setBusy(contact.id);
    try {
      const updated = await setContactResolved(contact.id, !contact.resolved);
      toastDone(updated.resolved ? t('toast.resolved') : t('toast.reopened'));
      await refreshContacts();
      return updated;
    } catch (error) {
      toastActionError(error, t('toast.updateFailed'));
      return null;
    } finally {
      setBusy(null);
    }
  };
  return { busy, toggle };
}

/** The contact submissions tab: pending or resolved messages, each opened to read and reply. */
export default function ContactsTab() {
  const { t, i18n } = useTranslation('admin-contacts');
  const controls = useListControls('', { status: 'pending' });
  const query = useAdminList<AdminContact>(CONTACTS_PATH, controls);
  const { busy, toggle } = useResolveContact();
  const status = controls.filters.status as ContactStatus;
  const language = i18n.language;
  // The open message, as the server last answered it (a reply or a resolution updates it).
  const [open, setOpen] = useState<AdminContact | null>(null);
  // An answer that arrives after the dialog was closed must not open it again.
  const showIfOpen = (updated: AdminContact) =>
    setOpen((current) => (current?.id === updated.id ? updated : current));

  const columns: ListColumn<AdminContact>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (row) => <div className="min-w-32 font-semibold">{row.name}</div>,
    },
    {
      id: 'email',
      header: t('columns.email'),
      sort: 'email',
      cell: (row) => <div className="break-all text-fg-muted">{row.email}</div>,
    },
    {
      id: 'message',
      header: t('columns.message'),
      cell: (row) => (
        <div className="max-w-md min-w-48">
          <p className="line-clamp-2 text-fg-muted">{row.message}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge>{serviceLabel(row, language, t)}</Badge>
            {row.replies.length > 0 && (
              <Badge tone="primary">{t('replies', { count: row.replies.length })}</Badge>
            )}
          </div>
        </div>
      ),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (row) => formatDateTime(row.createdAt, language),
    },
  ];

  return (
    <>
      <AdminList
        label={t('listLabel')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('search')}
        toolbar={
          <SegmentedFilter<ContactStatus>
            label={t('statusFilter')}
            value={status}
            onChange={(value) => controls.setFilter('status', value)}
            options={[
              { value: 'pending', label: t('status.pending') },
              { value: 'resolved', label: t('status.resolved') },
            ]}
          />
        }
        empty={controls.search ? t('empty.search') : t(`empty.${status}`)}
        actions={(row) => (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={t('actions.openFor', { name: row.name })}
              onClick={() => setOpen(row)}
            >
              {t('actions.open')}
            </Button>
            <Button
              size="sm"
              variant={row.resolved ? 'ghost' : 'secondary'}
              disabled={busy === row.id}
              aria-label={t(row.resolved ? 'actions.reopenFor' : 'actions.resolveFor', {
                name: row.name,
              })}
              onClick={() => void toggle(row)}
            >
              {t(row.resolved ? 'actions.reopen' : 'actions.resolve')}
            </Button>
          </div>
        )}
      />
      <ContactDialog
        contact={open}
        onUpdated={showIfOpen}
        onClose={() => setOpen(null)}
        resolving={open !== null && busy === open.id}
        onToggleResolved={async (contact) => {
          const updated = await toggle(contact);
          if (updated) showIfOpen(updated);
        }}
      />
    </>
  );
}
