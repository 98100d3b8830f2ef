import { asDecimal } from '@terrabridge/rules/money';

import { displayName } from '../auth/team-addresses';
import type { PaymentRecord } from '../payments/entities/payment-record.entity';
import type { Invoice } from './entities/invoice.entity';
import { invoiceView } from './invoice-views';

const COLUMNS = [
  'number',
  'status',
  'client',
  'email',
  'project',
  'issue_date',
  'due_date',
  'subtotal',
  'discount',
  'tax_rate',
  'tax',
  'total',
  'paid',
  'balance',
  'currency',
] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and prefixed with `'` when it
 * starts like a spreadsheet formula (=, +, -, @), so opening the file runs nothing.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and one line per invoice (client and project loaded); amounts in dollars. */
export function invoicesCsv(
  invoices: readonly Invoice[],
  payments: ReadonlyMap<number, readonly PaymentRecord[]>,
): string {
  const lines = invoices.map((invoice) => {
    const view = invoiceView(invoice, payments.get(invoice.id) ?? []);
    return [
      view.number ?? '',
      view.status,
      displayName(invoice.user),
      invoice.user.email,
      view.project?.title ?? '',
      view.issueDate,
      view.dueDate,
      asDecimal(view.subtotalCents),
      asDecimal(view.discountCents),
      view.taxRate.toFixed(2),
      asDecimal(view.taxCents),
      asDecimal(view.totalCents),
      asDecimal(view.paidCents),
      asDecimal(view.balanceCents),
      'USD',
    ]
      .map(csvField)
      .join(',');
  });
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
