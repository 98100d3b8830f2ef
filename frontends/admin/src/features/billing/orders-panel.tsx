import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { Button } from '@terrabridge/ui';
import { Badge, type BadgeTone, Dialog, Field, Skeleton } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { LoadError } from '../../components/load-error';
import { calendarDate, money, moment, today } from './billing-format';
import { ORDERS_PATH } from './billing-paths';

type AdminOrder = components['schemas']['AdminBankTransferOrderDto'];
type ConfirmTransferRequest = components['schemas']['ConfirmTransferRequest'];

export const ORDER_STATE_TONES: Record<AdminOrder['state'], BadgeTone> = {
  awaiting: 'warning',
  sent: 'primary',
  paid: 'success',
  cancelled: 'neutral',
};

/** The service's name in the admin's language. */
const serviceName = (order: AdminOrder, language: string) =>
  (language.startsWith('es') && order.serviceNameEs) || order.serviceName;

/**
 * Services clients ordered to pay by bank transfer: the open ones first (those whose client said
 * the transfer is sent are flagged), each confirmed here once the money is in the account, as a
 * manual payment is recorded. `openOrderId` (from a mailed link) opens that order's confirmation.
 */
export function OrdersPanel({ openOrderId }: { openOrderId?: number | null }) {
  const { t, i18n } = useTranslation('admin-billing');
  const language = i18n.language;
  const query = useQuery({
    queryKey: [ORDERS_PATH],
    queryFn: () => apiJson<{ items: AdminOrder[] }>('GET', ORDERS_PATH),
  });
  const [confirmingId, setConfirmingId] = useState<number | null>(openOrderId ?? null);
  const confirming = query.data?.items.find(
    (order) => order.id === confirmingId && order.state !== 'paid' && order.state !== 'cancelled',
  );

  if (query.isError)
    return (
      <LoadError
        className="mt-6"
        title={t('orders.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <section aria-labelledby="bank-transfer-orders" className="mt-6 space-y-4">
      <div>
        <h3 id="bank-transfer-orders" className="text-lg font-semibold">
          {t('orders.label')}
        </h3>
        <p className="mt-1 text-sm text-fg-muted">{t('orders.intro')}</p>
      </div>
      {!query.data ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('orders.loading')}</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('orders.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {query.data.items.map((order) => (
            <li
              key={order.id}
              aria-label={order.reference}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold">{order.reference}</span>
                  <Badge tone={ORDER_STATE_TONES[order.state]}>
                    {t(`orders.states.${order.state}`)}
                  </Badge>
                </p>
                <p>
                  {serviceName(order, language)} ·{' '}
                  <span className="font-medium tabular-nums">
                    {money(order.totalCents, language)}
                  </span>
                </p>
                <p className="break-all text-fg-muted">
                  {order.client.name} · {order.client.email}
                </p>
                <p className="text-xs text-fg-muted">
                  {t('orders.placed', { date: moment(order.createdAt, language) })}
                  {order.transferSentAt
                    ? ` · ${t('orders.sentOn', { date: moment(order.transferSentAt, language) })}`
                    : ''}
                  {order.paidOn
                    ? ` · ${t('orders.paidOn', { date: calendarDate(order.paidOn, language) })}`
                    : ''}
                  {order.payerReference
                    ? ` · ${t('orders.payerReference', { reference: order.payerReference })}`
                    : ''}
                </p>
              </div>
              {order.state === 'awaiting' || order.state === 'sent' ? (
                <Button
                  size="sm"
                  aria-label={t('orders.confirmOrder', { reference: order.reference })}
                  onClick={() => setConfirmingId(order.id)}
                >
                  {t('orders.confirm')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmTransferDialog order={confirming} onClose={() => setConfirmingId(null)} />
      )}
    </section>
  );
}

/** The transfer arrived: the day and what the bank shows, then the order is paid. */
function ConfirmTransferDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-billing');
  const language = i18n.language;
  const [paidOn, setPaidOn] = useState(today());
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!paidOn || paidOn > today()) {
      setError(t('payment.errors.date'));
      return;
    }
    setError(undefined);
    const body: ConfirmTransferRequest = { paidOn, reference: reference.trim() || null };
    setBusy(true);
    try {
      await apiJson('POST', `${ORDERS_PATH}/${order.id}/confirm-transfer`, body);
      await queryClient.invalidateQueries({ queryKey: [ORDERS_PATH] });
      toastDone(t('orders.confirmed'));
      onClose();
    } catch (failure) {
      toastActionError(failure, t('orders.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t('orders.confirmTitle', { reference: order.reference })}
      description={t('orders.confirmDescription', {
        client: order.client.name,
        service: serviceName(order, language),
        total: money(order.totalCents, language),
      })}
      closeLabel={t('payment.cancel')}
      busy={busy}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field
          type="date"
          label={t('payment.date')}
          value={paidOn}
          max={today()}
          error={error}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <Field
          label={t('orders.reference')}
          optional
          hint={t('orders.referenceHint')}
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('payment.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('orders.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
