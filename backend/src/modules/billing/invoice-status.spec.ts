import { INVOICE_STATUSES, type InvoiceStatus } from './entities/invoice.entity';
import { assertTransition, canTransition, statusForBalance } from './invoice-status';

describe('invoice transitions', () => {
  const allowed: Array<[InvoiceStatus, InvoiceStatus]> = [
    ['draft', 'pending'],
    ['draft', 'void'],
    ['pending', 'partial'],
    ['pending', 'paid'],
    ['pending', 'overdue'],
    ['pending', 'void'],
    ['partial', 'paid'],
    ['partial', 'overdue'],
    ['partial', 'pending'],
    ['overdue', 'partial'],
    ['overdue', 'paid'],
    ['overdue', 'void'],
    ['overdue', 'pending'],
    ['paid', 'partial'],
    ['paid', 'pending'],
    ['paid', 'overdue'],
  ];

  it('allows exactly the listed changes', () => {
    for (const from of INVOICE_STATUSES)
      for (const to of INVOICE_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, expected]);
      }
  });

  it('refuses the rest with a 409 naming both states', () => {
    expect(() => assertTransition('void', 'pending')).toThrow(
      expect.objectContaining({ key: 'invoices.transition.invalid' }),
    );
    expect(() => assertTransition('paid', 'void')).toThrow();
    expect(() => assertTransition('partial', 'void')).toThrow();
    expect(() => assertTransition('pending', 'draft')).toThrow();
    expect(() => assertTransition('draft', 'paid')).toThrow();
    expect(() => assertTransition('pending', 'paid')).not.toThrow();
  });
});

describe('statusForBalance', () => {
  const invoice = { totalCents: 10_000, dueDate: '2026-03-10' };
  it.each([
    [0, '2026-03-01', 'pending'],
    [0, '2026-03-10', 'pending'],
    [0, '2026-03-11', 'overdue'],
    [2_500, '2026-03-10', 'partial'],
    [2_500, '2026-03-11', 'overdue'],
    [10_000, '2026-03-11', 'paid'],
    [10_000, '2026-03-01', 'paid'],
  ] as const)('%d paid on %s is %s', (paid, today, status) => {
    expect(statusForBalance(invoice, paid, today)).toBe(status);
  });
});
