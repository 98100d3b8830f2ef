import { paperFor } from './invoice-document';
import {
  calendarDay,
  formatLongDate,
  formatQuantity,
  formatTaxRate,
  paymentMethodLabel,
} from './invoice-format';
import { INVOICE_LABELS } from './invoice-labels';

describe('invoice texts', () => {
  it('writes calendar days in long form, the same day wherever the server runs', () => {
    expect(formatLongDate('2026-11-25', 'en')).toBe('November 25, 2026');
    expect(formatLongDate('2026-11-25', 'es')).toBe('25 de noviembre de 2026');
    expect(formatLongDate('2027-01-01', 'es')).toBe('1 de enero de 2027');
    expect(calendarDay('2026-02-28').toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('refuses what is not a calendar day', () => {
    for (const day of ['2026-02-30', '2026-13-01', '26-11-25', '2026-11-25T10:00:00Z', '']) {
      expect(() => formatLongDate(day, 'en')).toThrow(RangeError);
    }
  });

  it('writes quantities and tax rates with the language decimal mark', () => {
    expect(formatQuantity(12.5, 'en')).toBe('12.5');
    expect(formatQuantity(12.5, 'es')).toBe('12,5');
    expect(formatQuantity(3, 'es')).toBe('3');
    expect(formatTaxRate(8.25, 'en')).toBe('8.25%');
    expect(formatTaxRate(8.25, 'es')).toMatch(/^8,25\s?%$/);
    expect(formatTaxRate(0, 'en')).toBe('0%');
  });

  it('names payment methods in the reader language, and unknown codes as words', () => {
    expect(paymentMethodLabel('bank_transfer', INVOICE_LABELS.es)).toBe('Transferencia bancaria');
    expect(paymentMethodLabel('stripe', INVOICE_LABELS.en)).toBe('Card (Stripe)');
    expect(paymentMethodLabel('wire_transfer', INVOICE_LABELS.en)).toBe('Wire transfer');
    expect(paymentMethodLabel('constructor', INVOICE_LABELS.en)).toBe('Constructor');
  });

  it('prints English invoices on Letter and Spanish ones on A4', () => {
    expect(paperFor('en')).toBe('LETTER');
    expect(paperFor('es')).toBe('A4');
  });
});
