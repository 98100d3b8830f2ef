import { useTranslation } from '@terrabridge/i18n';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { Button } from '@terrabridge/ui';
import { Field, SelectField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { asDecimal, parseAmount } from '@terrabridge/rules/money';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { money, today } from './billing-format';
import { INVOICES_PATH } from './billing-paths';

type RecordPaymentRequest = components['schemas']['RecordPaymentRequest'];

const METHODS = ['bank_transfer', 'cash', 'check'] as const;

/** Money received outside the providers: a bank transfer, cash or a check, up to the balance. */
export function RecordPaymentForm({
  invoiceId,
  balanceCents,
  onDone,
}: {
  invoiceId: number;
  balanceCents: number;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('admin-billing');
  const [method, setMethod] = useState<(typeof METHODS)[number]>('bank_transfer');
  const [amount, setAmount] = useState(asDecimal(balanceCents));
  const [paidOn, setPaidOn] = useState(today());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmount(amount);
    const problems = {
      amount:
        cents === null || cents <= 0 || cents > balanceCents
          ? t('payment.errors.amount')
          : undefined,
      date: !paidOn || paidOn > today() ? t('payment.errors.date') : undefined,
    };
    setErrors(problems);
    if (problems.amount || problems.date) return;
    const body: RecordPaymentRequest = {
      amountCents: cents!,
      method,
      paidOn,
      reference: reference.trim() || null,
    };
    setBusy(true);
    try {
      await apiJson('POST', `${INVOICES_PATH}/${invoiceId}/payments`, body);
      await queryClient.invalidateQueries({ queryKey: [INVOICES_PATH] });
      toastDone(t('payment.saved'));
      onDone();
    } catch (error) {
      toastActionError(error, t('payment.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`record-payment-${invoiceId}`}
      className="space-y-4 rounded-xl border border-line p-4"
    >
      <h3 id={`record-payment-${invoiceId}`} className="font-semibold">
        {t('payment.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('payment.method')}
          value={method}
          options={METHODS.map((value) => ({ value, label: t(`payment.methods.${value}`) }))}
          onChange={(event) => setMethod(event.target.value as (typeof METHODS)[number])}
        />
        <Field
          label={t('payment.amount')}
          inputMode="decimal"
          value={amount}
          hint={t('payment.amountHint', { balance: money(balanceCents, i18n.language) })}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Field
          type="date"
          label={t('payment.date')}
          value={paidOn}
          max={today()}
          error={errors.date}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <Field
          label={t('payment.reference')}
          optional
          hint={t('payment.referenceHint')}
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          {t('payment.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('payment.save')}
        </Button>
      </div>
    </form>
  );
}
