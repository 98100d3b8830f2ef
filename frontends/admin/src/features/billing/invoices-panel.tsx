import { useTranslation } from '@terrabridge/i18n';
import type { components } from '@terrabridge/api-client';
import { Button, buttonClasses } from '@terrabridge/ui';
import { Badge, DownloadIcon, Field, SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { listUrl, useAdminList, useListControls } from '../../components/use-admin-list';
import { INVOICES_PATH } from './billing-paths';
import { INVOICE_STATUS_TONES, calendarDate, money } from './billing-format';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { InvoiceDetailDialog } from './invoice-detail-dialog';
import { useBillableClients } from './use-billable-clients';

type AdminInvoice = components['schemas']['AdminInvoiceDto'];

const STATUSES = ['draft', 'pending', 'partial', 'paid', 'overdue', 'void'] as const;

/** Every invoice: filters, sortable columns, the CSV export of what is shown, and new invoices. */
export function InvoicesPanel() {
  const { t, i18n } = useTranslation('admin-billing');
  const language = i18n.language;
  const controls = useListControls('', { status: '', clientId: '', from: '', to: '' });
  const query = useAdminList<AdminInvoice>(INVOICES_PATH, controls);
  const clients = useBillableClients('');
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const exportUrl = listUrl(`${INVOICES_PATH}/export.csv`, {
    q: controls.search,
    sort: controls.sort,
    ...controls.filters,
  });
  const numberOf = (invoice: AdminInvoice) => invoice.number ?? t('invoices.draftNumber');

  const columns: ListColumn<AdminInvoice>[] = [
    {
      id: 'number',
      header: t('invoices.columns.number'),
      sort: 'number',
      cell: (invoice) => <span className="font-medium whitespace-nowrap">{numberOf(invoice)}</span>,
    },
    {
      id: 'client',
      header: t('invoices.columns.client'),
      cell: (invoice) => (
        <>
          <span className="block font-medium">{invoice.client.name}</span>
          <span className="block text-xs break-all text-fg-muted">{invoice.client.email}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('invoices.columns.status'),
      sort: 'status',
      cell: (invoice) => (
        <Badge tone={INVOICE_STATUS_TONES[invoice.status]}>{t(`status.${invoice.status}`)}</Badge>
      ),
    },
    {
      id: 'issued',
      header: t('invoices.columns.issued'),
      sort: 'created',
      className: 'whitespace-nowrap',
      cell: (invoice) => calendarDate(invoice.issueDate, language),
    },
    {
      id: 'due',
      header: t('invoices.columns.due'),
      sort: 'dueDate',
      className: 'whitespace-nowrap',
      cell: (invoice) => calendarDate(invoice.dueDate, language),
    },
    {
      id: 'total',
      header: t('invoices.columns.total'),
      sort: 'total',
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => money(invoice.totalCents, language),
    },
    {
      id: 'balance',
      header: t('invoices.columns.balance'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => money(invoice.balanceCents, language),
    },
  ];

  return (
    <div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <a href={exportUrl} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <DownloadIcon size={16} />
          {t('invoices.export')}
        </a>
        <Button size="sm" onClick={() => setCreating(true)}>
          {t('invoices.new')}
        </Button>
      </div>
      <AdminList
        label={t('invoices.label')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('invoices.search')}
        empty={t('invoices.empty')}
        toolbar={
          <>
            <SelectField
              label={t('invoices.filters.status')}
              className="w-40"
              {...controls.bind('status')}
              placeholder={t('invoices.filters.allStatuses')}
              options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <SelectField
              label={t('invoices.filters.client')}
              className="w-52"
              {...controls.bind('clientId')}
              placeholder={t('invoices.filters.allClients')}
              options={(clients.data?.items ?? []).map((client) => ({
                value: String(client.id),
                label: client.name,
              }))}
            />
            <Field
              type="date"
              label={t('invoices.filters.from')}
              className="w-40"
              {...controls.bind('from')}
              max={controls.filters.to || undefined}
            />
            <Field
              type="date"
              label={t('invoices.filters.to')}
              className="w-40"
              {...controls.bind('to')}
              min={controls.filters.from || undefined}
            />
          </>
        }
        actions={(invoice) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('invoices.viewInvoice', { number: numberOf(invoice) })}
            onClick={() => setOpenId(invoice.id)}
          >
            {t('invoices.view')}
          </Button>
        )}
      />
      {creating && (
        <CreateInvoiceDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setOpenId(id);
          }}
        />
      )}
      {openId !== null && <InvoiceDetailDialog id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
