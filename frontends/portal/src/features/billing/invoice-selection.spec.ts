import {
  NO_SELECTION,
  type SelectableInvoice,
  invoiceNumber,
  isPayable,
  summarize,
  toggleAll,
  toggleInvoice,
} from './invoice-selection';

const invoice = (
  id: number,
  balanceCents: number,
  status: SelectableInvoice['status'] = 'pending',
): SelectableInvoice => ({
  id,
  number: `INV-${String(id).padStart(4, '0')}`,
  status,
  balanceCents,
});

// The demo client's open invoices: partial, pending and overdue.
const OPEN = [invoice(2, 93070, 'partial'), invoice(3, 185000), invoice(4, 65000, 'overdue')];

describe('invoice selection', () => {
  it('can pay an issued invoice with a balance, never a paid, void or draft one', () => {
    expect(OPEN.map(isPayable)).toEqual([true, true, true]);
    expect(isPayable(invoice(1, 0, 'paid'))).toBe(false);
    expect(isPayable(invoice(5, 1000, 'void'))).toBe(false);
    expect(isPayable(invoice(6, 1000, 'draft'))).toBe(false);
    expect(isPayable(invoice(7, 0, 'pending'))).toBe(false);
  });

  it('adds an invoice, and takes it out again', () => {
    const one = toggleInvoice(NO_SELECTION, 2);
    expect([...one]).toEqual([2]);
    const two = toggleInvoice(one, 4);
    expect([...two].sort()).toEqual([2, 4]);
    expect([...toggleInvoice(two, 2)]).toEqual([4]);
    // The selection it started from is left as it was.
    expect([...one]).toEqual([2]);
  });

  it('sums the selected balances in cents and names them in the order of their numbers', () => {
    // As the API lists them: due soonest first.
    const dueFirst = [OPEN[2], OPEN[0], OPEN[1]];
    const summary = summarize(dueFirst, new Set([2, 4]));
    expect(summary.totalCents).toBe(158070);
    expect(summary.invoices.map((selected) => selected.id)).toEqual([4, 2]);
    expect(summary.numbers).toEqual(['INV-0002', 'INV-0004']);
    expect(summarize([invoice(10, 1), invoice(9, 1)], new Set([9, 10])).numbers).toEqual([
      'INV-0009',
      'INV-0010',
    ]);
    expect(summary.state).toBe('some');
    expect(summarize(OPEN, NO_SELECTION)).toEqual({
      invoices: [],
      totalCents: 0,
      numbers: [],
      state: 'none',
    });
  });

  it('adds cents that would drift as dollars', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; 10 + 20 cents is exactly 30.
    const dimes = [invoice(1, 10), invoice(2, 20), invoice(3, 1), invoice(4, 99999999)];
    expect(summarize(dimes, new Set([1, 2])).totalCents).toBe(30);
    expect(summarize(dimes, new Set([1, 2, 3, 4])).totalCents).toBe(100000030);
  });

  it('counts only what is still in the list and payable', () => {
    const summary = summarize([OPEN[0], invoice(3, 0, 'paid')], new Set([2, 3, 4]));
    expect(summary.numbers).toEqual(['INV-0002']);
    expect(summary.totalCents).toBe(93070);
    expect(summary.state).toBe('all');
  });

  it('selects every payable invoice, and clears them when all were selected', () => {
    const withPaid = [...OPEN, invoice(1, 0, 'paid')];
    const all = toggleAll(new Set([3]), withPaid);
    expect([...all].sort()).toEqual([2, 3, 4]);
    expect(summarize(withPaid, all).state).toBe('all');
    expect(toggleAll(all, withPaid).size).toBe(0);
    expect(toggleAll(NO_SELECTION, []).size).toBe(0);
  });

  it('shows a number, or INV- and the id for an invoice without one', () => {
    expect(invoiceNumber({ id: 42, number: 'INV-0042' })).toBe('INV-0042');
    expect(invoiceNumber({ id: 7, number: null })).toBe('INV-0007');
  });
});
