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
