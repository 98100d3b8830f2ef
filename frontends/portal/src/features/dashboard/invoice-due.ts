/** Where the next open invoice stands against today. */
export type InvoiceDue =
  | { kind: 'none' }
  | { kind: 'today' }
  | { kind: 'in'; days: number }
  | { kind: 'overdue'; days: number };

const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of `now` where the user is, as 'YYYY-MM-DD'. */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Both days read as UTC midnights, so a daylight-saving change never makes a day 23 hours. */
function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/**
 * Whole calendar days from `today` to the invoice's due date (both 'YYYY-MM-DD'): due in N days,
 * due today, or overdue by N days; with no open invoice, nothing is due.
 */
export function invoiceDue(dueDate: string | null | undefined, today: string): InvoiceDue {
  if (!dueDate) return { kind: 'none' };
  const days = Math.round(dayNumber(dueDate) - dayNumber(today));
  if (days === 0) return { kind: 'today' };
  return days > 0 ? { kind: 'in', days } : { kind: 'overdue', days: -days };
}

/** The days a due text counts (`dashboard.overview.due.<kind>`): none for today or nothing due. */
export function dueDays(due: InvoiceCard): number {
  return due.kind === 'in' || due.kind === 'overdue' ? due.days : 0;
}

/**
 * What the next-invoice card says: a client never billed has no invoices yet (not "all paid"),
 * one who owes nothing has paid everything, and otherwise when the next invoice is due.
 */
export type InvoiceCard = { kind: 'noInvoices' } | { kind: 'allPaid' } | InvoiceDue;

export function invoiceCard(
  invoiceCount: number,
  dueDate: string | null | undefined,
  today: string,
): InvoiceCard {
  if (!dueDate) return { kind: invoiceCount === 0 ? 'noInvoices' : 'allPaid' };
  return invoiceDue(dueDate, today);
}

/**
 * The key of the line under an open invoice: its due date reads in the past once it has passed
 * ("venció el 3 de noviembre"), in the future otherwise ("vence el ...").
 */
export function invoiceDetailKey(card: InvoiceCard): 'invoiceDetail' | 'invoiceDetailOverdue' {
  return card.kind === 'overdue' ? 'invoiceDetailOverdue' : 'invoiceDetail';
}
