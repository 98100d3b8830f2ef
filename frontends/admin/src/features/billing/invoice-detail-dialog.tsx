import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { Button } from '@terrabridge/ui';
import { Badge, ConfirmDialog, Dialog, Skeleton } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { INVOICE_STATUS_TONES, calendarDate, money, moment, percent } from './billing-format';
import { INVOICES_PATH } from './billing-paths';
import { RecordPaymentForm } from './record-payment-form';
import { LoadError } from '../../components/load-error';

type AdminInvoiceDetail = components['schemas']['AdminInvoiceDetailDto'];

const PAYABLE = ['pending', 'partial', 'overdue'];

/**
 * One invoice as admins handle it: its lines, payments and history, its PDF, and what can be
 * done next: issue a draft, record a payment received outside the providers, void it.
 */
export function InvoiceDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-billing');
  const language = i18n.language;
  // Under the list's path, so every change to invoices reloads it too.
  const query = useQuery({
    queryKey: [INVOICES_PATH, 'detail', id],
    queryFn: () => apiJson<AdminInvoiceDetail>('GET', `${INVOICES_PATH}/${id}`),
  });
  const invoice = query.data;
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);
  const [confirmingVoid, setConfirmingVoid] = useState(false);
  // Issuing mails the client at once: it is asked for again, naming who and how much.
  const [confirmingIssue, setConfirmingIssue] = useState(false);
  const number = invoice?.number ?? t('invoices.draftNumber');

  const act = async (action: 'issue' | 'void', done: string, failed: string) => {
    setBusy(true);
    try {
      await apiJson('POST', `${INVOICES_PATH}/${id}/${action}`, {});
      await queryClient.invalidateQueries({ queryKey: [INVOICES_PATH] });
      toastDone(done);
    } catch (error) {
      toastActionError(error, failed);
    } finally {
      setBusy(false);
      setConfirmingVoid(false);
      setConfirmingIssue(false);
    }
  };

  return (
    <Dialog
      open
      title={invoice ? t('detail.title', { number }) : t('detail.loading')}
      closeLabel={t('detail.close')}
      busy={busy}
      onClose={onClose}
      size="lg"
    >
      {query.isError ? (
        <LoadError title={t('detail.loadFailed')} error={query.error} />
      ) : !invoice ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('detail.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="space-y-6 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={INVOICE_STATUS_TONES[invoice.status]}>
              {t(`status.${invoice.status}`)}
            </Badge>
            <a
              href={`/api/invoices/${invoice.id}/pdf`}
              className="font-medium text-link underline-offset-4 hover:underline"
              target="_blank"
              rel="noreferrer"
            >
              {t('detail.pdf')}
            </a>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-fg-muted">{t('detail.client')}</dt>
              <dd className="font-medium">
                {invoice.client.name}
                <span className="block text-xs font-normal break-all text-fg-muted">
                  {invoice.client.email}
                </span>
              </dd>
            </div>
            {invoice.project && (
              <div>
                <dt className="text-fg-muted">{t('detail.project')}</dt>
                <dd className="font-medium">{invoice.project.title}</dd>
              </div>
            )}
            <div>
              <dt className="text-fg-muted">{t('detail.issued')}</dt>
              <dd>{calendarDate(invoice.issueDate, language)}</dd>
            </div>
            <div>
              <dt className="text-fg-muted">{t('detail.due')}</dt>
              <dd>{calendarDate(invoice.dueDate, language)}</dd>
            </div>
          </dl>

          <section aria-labelledby={`invoice-${id}-lines`}>
            <h3 id={`invoice-${id}-lines`} className="font-semibold">
              {t('detail.lines')}
            </h3>
            <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
              {invoice.items.map((line, index) => (
                <li key={index} className="flex justify-between gap-4 px-3 py-2">
                  <span>
                    {language.startsWith('es') && line.descriptionEs
                      ? line.descriptionEs
                      : line.description}
                    <span className="block text-xs text-fg-muted">
                      {t('detail.quantityTimesPrice', {
                        quantity: line.quantity,
                        price: money(line.unitPriceCents, language),
                      })}
                    </span>
                  </span>
                  <span className="tabular-nums">{money(line.amountCents, language)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1">
              {(
                [
                  ['create.subtotal', invoice.subtotalCents],
                  ['create.discountLine', -invoice.discountCents],
                  ['detail.taxAt', invoice.taxCents],
                  ['create.total', invoice.totalCents],
                  ['detail.paid', invoice.paidCents],
                  ['detail.balance', invoice.balanceCents],
                ] as const
              ).map(([key, cents]) => (
                <div key={key} className="flex justify-between gap-4">
                  <dt className="text-fg-muted">
                    {t(key, { rate: percent(invoice.taxRate, language) })}
                  </dt>
                  <dd className="tabular-nums">{money(cents, language)}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby={`invoice-${id}-payments`}>
            <h3 id={`invoice-${id}-payments`} className="font-semibold">
              {t('detail.payments')}
            </h3>
            {invoice.payments.length === 0 ? (
              <p className="mt-2 text-fg-muted">{t('detail.noPayments')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
                {invoice.payments.map((payment) => (
                  <li key={payment.id} className="flex justify-between gap-4 px-3 py-2">
                    <span>
                      {t(`payment.methods.${payment.method}`, { defaultValue: payment.method })}
                      <span className="block text-xs text-fg-muted">
                        {/* The day received: a payment recorded by hand has no time. */}
                        {calendarDate(payment.paidOn, language)}
                        {payment.reference ? ` · ${payment.reference}` : ''}
                      </span>
                      {payment.payerReference ? (
                        <span className="block text-xs break-all text-fg-muted">
                          {t('detail.payerReference', { reference: payment.payerReference })}
                        </span>
                      ) : null}
                    </span>
                    <span className="tabular-nums">{money(payment.amountCents, language)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={`invoice-${id}-history`}>
            <h3 id={`invoice-${id}-history`} className="font-semibold">
              {t('detail.history')}
            </h3>
            <ol className="mt-2 space-y-1.5">
              {invoice.events.map((event, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-x-4">
                  <span>
                    {t(`detail.reasons.${event.reason}`)}{' '}
                    <span className="text-fg-muted">
                      {event.actor ? t('detail.by', { actor: event.actor }) : t('detail.system')}
                    </span>
                  </span>
                  <span className="text-fg-muted">{moment(event.at, language)}</span>
                </li>
              ))}
            </ol>
          </section>

          {paying ? (
            <RecordPaymentForm
              invoiceId={invoice.id}
              balanceCents={invoice.balanceCents}
              onDone={() => setPaying(false)}
            />
          ) : (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
              {invoice.status === 'draft' && (
                <Button disabled={busy} onClick={() => setConfirmingIssue(true)}>
                  {t('detail.issue')}
                </Button>
              )}
              {PAYABLE.includes(invoice.status) && (
                <Button disabled={busy} onClick={() => setPaying(true)}>
                  {t('detail.recordPayment')}
                </Button>
              )}
              {invoice.status !== 'void' && invoice.status !== 'paid' && (
                <Button
                  variant="outline"
                  disabled={busy || invoice.payments.length > 0}
                  title={invoice.payments.length > 0 ? t('detail.voidNeedsNoPayments') : undefined}
                  onClick={() => setConfirmingVoid(true)}
                >
                  {t('detail.void')}
                </Button>
              )}
            </div>
          )}
          <ConfirmDialog
            open={confirmingIssue}
            tone="primary"
            title={t('issueConfirm.title')}
            description={t('issueConfirm.description', {
              client: `${invoice.client.name} (${invoice.client.email})`,
              total: money(invoice.totalCents, language),
            })}
            confirmLabel={t('issueConfirm.confirm')}
            cancelLabel={t('create.cancel')}
            busy={busy}
            onConfirm={() => void act('issue', t('detail.issued_done'), t('detail.issueFailed'))}
            onCancel={() => setConfirmingIssue(false)}
          />
          <ConfirmDialog
            open={confirmingVoid}
            title={t('detail.voidTitle', { number })}
            description={t('detail.voidDescription')}
            confirmLabel={t('detail.voidConfirm')}
            cancelLabel={t('create.cancel')}
            busy={busy}
            onConfirm={() => void act('void', t('detail.voided'), t('detail.voidFailed'))}
            onCancel={() => setConfirmingVoid(false)}
          />
        </div>
      )}
    </Dialog>
  );
}
