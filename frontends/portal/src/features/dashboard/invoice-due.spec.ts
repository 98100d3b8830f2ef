import { dueDays, invoiceCard, invoiceDetailKey, invoiceDue, localDay } from './invoice-due';

describe('invoiceDue', () => {
  it('says nothing is due without an open invoice', () => {
    expect(invoiceDue(null, '2026-05-10')).toEqual({ kind: 'none' });
    expect(invoiceDue(undefined, '2026-05-10')).toEqual({ kind: 'none' });
  });

  it('counts whole days ahead, across months and years', () => {
    expect(invoiceDue('2026-05-11', '2026-05-10')).toEqual({ kind: 'in', days: 1 });
    expect(invoiceDue('2026-05-31', '2026-05-10')).toEqual({ kind: 'in', days: 21 });
    expect(invoiceDue('2026-03-01', '2026-02-28')).toEqual({ kind: 'in', days: 1 });
    expect(invoiceDue('2028-03-01', '2028-02-28')).toEqual({ kind: 'in', days: 2 });
    expect(invoiceDue('2027-01-01', '2026-12-31')).toEqual({ kind: 'in', days: 1 });
  });

  it('is due today on the due date itself', () => {
    expect(invoiceDue('2026-05-10', '2026-05-10')).toEqual({ kind: 'today' });
  });

  it('counts the days an invoice is overdue', () => {
    expect(invoiceDue('2026-05-09', '2026-05-10')).toEqual({ kind: 'overdue', days: 1 });
    expect(invoiceDue('2025-12-25', '2026-01-04')).toEqual({ kind: 'overdue', days: 10 });
  });

  it('ignores daylight-saving changes between the two days', () => {
    // Clocks in the United States change on these weekends.
    expect(invoiceDue('2026-03-09', '2026-03-07')).toEqual({ kind: 'in', days: 2 });
    expect(invoiceDue('2026-11-02', '2026-10-31')).toEqual({ kind: 'in', days: 2 });
  });
});

describe('localDay', () => {
  it("is the user's own calendar day, not the UTC one", () => {
    expect(localDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(localDay(new Date(2026, 1, 1, 0, 1))).toBe('2026-02-01');
    expect(localDay(new Date(2026, 8, 5, 12))).toBe('2026-09-05');
  });
});

describe('dueDays', () => {
  it('counts the days ahead or overdue, and none for today or nothing due', () => {
    expect(dueDays({ kind: 'in', days: 5 })).toBe(5);
    expect(dueDays({ kind: 'overdue', days: 10 })).toBe(10);
    expect(dueDays({ kind: 'today' })).toBe(0);
    expect(dueDays({ kind: 'none' })).toBe(0);
  });
});

describe('invoiceCard', () => {
  it('tells a client never billed from one who has paid everything', () => {
    expect(invoiceCard(0, null, '2026-05-10')).toEqual({ kind: 'noInvoices' });
    expect(invoiceCard(3, null, '2026-05-10')).toEqual({ kind: 'allPaid' });
    expect(invoiceCard(3, '2026-05-12', '2026-05-10')).toEqual({ kind: 'in', days: 2 });
  });

  it('words the due date in the past only once it has passed', () => {
    expect(invoiceDetailKey(invoiceCard(1, '2026-05-01', '2026-05-10'))).toBe(
      'invoiceDetailOverdue',
    );
    expect(invoiceDetailKey(invoiceCard(1, '2026-05-10', '2026-05-10'))).toBe('invoiceDetail');
    expect(invoiceDetailKey(invoiceCard(1, '2026-05-11', '2026-05-10'))).toBe('invoiceDetail');
  });
});
