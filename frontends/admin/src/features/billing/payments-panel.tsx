import { useTranslation } from '@terrabridge/i18n';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { Button } from '@terrabridge/ui';
import { Badge, Dialog, Field, SelectField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { asDecimal, parseAmount } from '@terrabridge/rules/money';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { PAYMENT_STATE_TONES, money, moment } from './billing-format';
import { INVOICES_PATH, PAYMENTS_PATH } from './billing-paths';

type AdminPayment = components['schemas']['AdminPaymentDto'];

const STATES = ['creating', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
export const PROVIDERS = ['stripe', 'paypal'] as const;

const refundableCents = (payment: AdminPayment) =>
  payment.state === 'succeeded' && payment.providerId
    ? payment.amountCents - payment.refundedCents
    : 0;

/** Charges at the providers (cards, PayPal) with their state, and refunds of them. */
export function PaymentsPanel() {
  const { t, i18n } = useTranslation('admin-billing');
  const language = i18n.language;
  const controls = useListControls('', { state: '', provider: '' });
  const query = useAdminList<AdminPayment>(PAYMENTS_PATH, controls);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  const columns: ListColumn<AdminPayment>[] = [
    {
      id: 'reference',
      header: t('payments.columns.reference'),
      cell: (payment) => (
        <>
          <span className="block font-medium whitespace-nowrap">{payment.reference}</span>
          {payment.failureMessage && (
            <span className="block text-xs text-danger">{payment.failureMessage}</span>
          )}
        </>
      ),
    },
    {
      id: 'provider',
      header: t('payments.columns.provider'),
      cell: (payment) => t(`payments.providers.${payment.provider}`),
    },
    {
      id: 'purpose',
      header: t('payments.columns.purpose'),
      cell: (payment) => t(`payments.purposes.${payment.purpose}`),
    },
    {
      id: 'state',
      header: t('payments.columns.state'),
      cell: (payment) => (
        <Badge tone={PAYMENT_STATE_TONES[payment.state]}>
          {t(`payments.states.${payment.state}`)}
        </Badge>
      ),
    },
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (payment) => money(payment.amountCents, language),
    },
    {
      id: 'refunded',
      header: t('payments.columns.refunded'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (payment) => money(payment.refundedCents, language),
    },
    {
      id: 'created',
      header: t('payments.columns.created'),
      className: 'whitespace-nowrap',
      cell: (payment) => moment(payment.createdAt, language),
    },
  ];

  return (
    <>
      <AdminList
        label={t('payments.label')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('payments.search')}
        empty={t('payments.empty')}
        toolbar={
          <>
            <SelectField
              label={t('payments.filters.state')}
              className="w-40"
              {...controls.bind('state')}
              placeholder={t('payments.filters.allStates')}
              options={STATES.map((state) => ({
                value: state,
                label: t(`payments.states.${state}`),
              }))}
            />
            <SelectField
              label={t('payments.filters.provider')}
              className="w-40"
              {...controls.bind('provider')}
              placeholder={t('payments.filters.allProviders')}
              options={PROVIDERS.map((provider) => ({
                value: provider,
                label: t(`payments.providers.${provider}`),
              }))}
            />
          </>
        }
        actions={(payment) =>
          refundableCents(payment) > 0 ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('payments.refundPayment', { reference: payment.reference })}
              onClick={() => setRefunding(payment)}
            >
              {t('payments.refund')}
            </Button>
          ) : null
        }
      />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

/** A refund of all that is left of a charge, or part of it, asked of its provider. */
function RefundDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-billing');
  const leftCents = refundableCents(payment);
  const left = money(leftCents, i18n.language);
  const [amount, setAmount] = useState(asDecimal(leftCents));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmount(amount);
    if (cents === null || cents <= 0 || cents > leftCents) {
      setError(t('payments.refundInvalid', { left }));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      // All that is left goes without an amount: the provider refunds the rest exactly.
      await apiJson(
        'POST',
        `${PAYMENTS_PATH}/${payment.id}/refund`,
        cents === leftCents ? {} : { amountCents: cents },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [INVOICES_PATH] }),
      ]);
      toastDone(t('payments.refundAsked'));
      onClose();
    } catch (failure) {
      toastActionError(failure, t('payments.refundFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t('payments.refundTitle', { reference: payment.reference })}
      description={t('payments.refundDescription')}
      closeLabel={t('payments.refundCancel')}
      busy={busy}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field
          label={t('payments.refundAmount')}
          inputMode="decimal"
          value={amount}
          hint={t('payments.refundHint', { left })}
          error={error}
          onChange={(event) => setAmount(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('payments.refundCancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {t('payments.refundConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
