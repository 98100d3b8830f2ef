import type { EntityManager } from '@mikro-orm/postgresql';

import { PaymentRecord } from '../payments/entities/payment-record.entity';

/** Ways an admin records money that did not come through a payment provider. */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'cash', 'check', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/**
 * The completed payments of each invoice, oldest first: what the balance is computed from (total
 * minus their sum). Refunded and failed records count for nothing.
 */
export async function completedPayments(
  em: EntityManager,
  invoiceIds: readonly number[],
): Promise<Map<number, PaymentRecord[]>> {
  const byInvoice = new Map<number, PaymentRecord[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const records = await em.find(
    PaymentRecord,
    { invoice: { $in: [...invoiceIds] }, status: 'completed' },
    // The charge a record came from holds the reference of a payment spread over invoices.
    { orderBy: { paymentDate: 'asc', id: 'asc' }, populate: ['payment'] },
  );
  for (const record of records) byInvoice.get(record.invoice!.id)?.push(record);
  return byInvoice;
}

export const paidCents = (payments: readonly PaymentRecord[]) =>
  payments.reduce((sum, payment) => sum + payment.amountCents, 0);

/** The calendar day a payment was received (`YYYY-MM-DD`); a date recorded by hand has no time. */
export const paymentDay = (payment: Pick<PaymentRecord, 'paymentDate'>) =>
  payment.paymentDate.toISOString().slice(0, 10);

/**
 * The reference to show with a payment: the one the payer wrote (a bank reference, a check
 * number) when there is one, else ours (`TB-`), on the record or on the charge it came from.
 */
export const shownReference = (payment: PaymentRecord): string | null =>
  payment.payerReference ?? payment.reference ?? payment.payment?.reference ?? null;
