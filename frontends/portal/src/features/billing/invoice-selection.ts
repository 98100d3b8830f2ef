import type { Invoice } from './billing-api';

/** What the pay flow needs of an invoice. */
export type SelectableInvoice = Pick<Invoice, 'id' | 'number' | 'status' | 'balanceCents'>;

export type Selection = ReadonlySet<number>;

export const NO_SELECTION: Selection = new Set();

const PAYABLE_STATUSES: readonly Invoice['status'][] = ['pending', 'partial', 'overdue'];

/** An issued invoice with something still owed; only these can be selected to pay. */
export function isPayable(invoice: SelectableInvoice): boolean {
  return PAYABLE_STATUSES.includes(invoice.status) && invoice.balanceCents > 0;
}

/** The number as shown: a client only sees issued (numbered) invoices; else 'INV-' + the id. */
export function invoiceNumber(invoice: Pick<Invoice, 'id' | 'number'>): string {
  return invoice.number ?? `INV-${String(invoice.id).padStart(4, '0')}`;
}

/** The selection with the invoice added, or removed when it was in it. */
export function toggleInvoice(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all": every payable invoice, or none when every one was already selected. */
export function toggleAll(selection: Selection, invoices: readonly SelectableInvoice[]): Selection {
  const payable = invoices.filter(isPayable);
  const everyOne = payable.length > 0 && payable.every((invoice) => selection.has(invoice.id));
  return everyOne ? NO_SELECTION : new Set(payable.map((invoice) => invoice.id));
}

export interface SelectionSummary {
  /** The selected invoices that are in the list and can be paid, in the list's order. */
  invoices: SelectableInvoice[];
  /** The sum of their balances, in integer cents (never summed as dollars, so never off by a cent). */
  totalCents: number;
  /** Their numbers in order (INV-0002 before INV-0004), which a bank transfer names as its reference. */
  numbers: string[];
  /** 'all' when every payable invoice is selected, 'some' or 'none' otherwise. */
  state: 'none' | 'some' | 'all';
}

/**
 * What the selection amounts to against the invoices shown now: an invoice paid or gone since it
 * was ticked no longer counts.
 */
export function summarize(
  invoices: readonly SelectableInvoice[],
  selection: Selection,
): SelectionSummary {
  const payable = invoices.filter(isPayable);
  const selected = payable.filter((invoice) => selection.has(invoice.id));
  const totalCents = selected.reduce((sum, invoice) => sum + invoice.balanceCents, 0);
  const state =
    selected.length === 0 ? 'none' : selected.length === payable.length ? 'all' : 'some';
  const numbers = selected
    .map(invoiceNumber)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { invoices: selected, totalCents, numbers, state };
}
