import { invoiceDisplayNumber } from './invoice-number';

describe('invoiceDisplayNumber', () => {
  it("shows the invoice's own number", () => {
    expect(invoiceDisplayNumber({ id: 7, number: 'INV-2026-0117' })).toBe('INV-2026-0117');
  });

  it('falls back to INV- and the id padded to 4 digits', () => {
    expect(invoiceDisplayNumber({ id: 7, number: null })).toBe('INV-0007');
    expect(invoiceDisplayNumber({ id: 12345 })).toBe('INV-12345');
    expect(invoiceDisplayNumber({ id: 42, number: '' })).toBe('INV-0042');
  });
});
