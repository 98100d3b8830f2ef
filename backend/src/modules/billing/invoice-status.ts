import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { InvoiceStatus } from './entities/invoice.entity';

/**
 * Every change of state an invoice may make; anything else is refused. Payments and refunds move
 * an issued invoice between pending, partial, paid and overdue as its balance and due date say
 * (see statusForBalance); only a draft is issued; void is final.
 */
const TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['pending', 'void'],
  pending: ['partial', 'paid', 'overdue', 'void'],
  partial: ['pending', 'paid', 'overdue'],
  overdue: ['pending', 'partial', 'paid', 'void'],
  // Only a refund reopens a paid invoice.
  paid: ['pending', 'partial', 'overdue'],
  void: [],
};

export function canTransition(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Refuses an illegal change with a 409 that names both states. */
export function assertTransition(from: InvoiceStatus, to: InvoiceStatus): void {
  if (!canTransition(from, to))
    throw new LocalizedException(409, 'invoices.transition.invalid', { from, to });
}

/**
 * The state an issued invoice is in for what has been paid of it, on `today` (`YYYY-MM-DD`):
 * paid once nothing is owed; past its due date, overdue (even when partly paid: what is left is
 * late); otherwise partial when something was paid, pending when nothing was.
 */
export function statusForBalance(
  invoice: { totalCents: number; dueDate: string },
  paidCents: number,
  today: string,
): Exclude<InvoiceStatus, 'draft' | 'void'> {
  if (paidCents >= invoice.totalCents) return 'paid';
  if (invoice.dueDate < today) return 'overdue';
  return paidCents > 0 ? 'partial' : 'pending';
}
