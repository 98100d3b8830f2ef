import { computeInvoiceTotals, hundredths } from './invoice-totals';

const line = (quantity: number, unitPriceCents: number) => ({
  description: 'Work',
  quantity,
  unitPriceCents,
});

describe('computeInvoiceTotals', () => {
  it.each([
    // [quantity, unit cents, tax rate, discount cents] -> [line, subtotal, tax, total]
    [[1, 185_000], 0, 0, [185_000, 185_000, 0, 185_000]],
    [[1, 250_000], 8, 0, [250_000, 250_000, 20_000, 270_000]],
    // 1.5 x 33.33 = 49.995 -> 50.00 (half up), not 49.99
    [[1.5, 3_333], 0, 0, [5_000, 5_000, 0, 5_000]],
    // 0.1 + 0.2 style residue: 3 x 0.1 h at $10.01 = 0.3 x 1001 = 300.3 -> 300
    [[0.3, 1_001], 0, 0, [300, 300, 0, 300]],
    // tax exactly half a cent: 8% of 6.25 = 0.50; 8.25% of 10.10 = 0.83325 -> 0.83
    [[1, 625], 8, 0, [625, 625, 50, 675]],
    [[1, 1_010], 8.25, 0, [1_010, 1_010, 83, 1_093]],
    // 8.25% of 2.00 = 0.165 -> 0.17 (half up), where binary floats give 0.16499...
    [[1, 200], 8.25, 0, [200, 200, 17, 217]],
    // 10% of 0.05 = 0.005 -> 0.01
    [[1, 5], 10, 0, [5, 5, 1, 6]],
    // discount before tax: (100.00 - 10.01) x 7% = 6.2993 -> 6.30
    [[1, 10_000], 7, 1_001, [10_000, 10_000, 630, 9_629]],
    // a discount of everything leaves nothing to tax
    [[2, 4_999], 8, 9_998, [9_998, 9_998, 0, 0]],
  ] as const)(
    '%j at %d%% tax, %d cents off',
    ([quantity, unit], rate, discount, [amount, subtotal, tax, total]) => {
      const totals = computeInvoiceTotals([line(quantity, unit)], rate, discount);
      expect(totals.lines[0].amountCents).toBe(amount);
      expect(totals).toMatchObject({
        subtotalCents: subtotal,
        discountCents: discount,
        taxCents: tax,
        totalCents: total,
      });
    },
  );

  it('rounds each line on its own, then taxes the sum once', () => {
    // Three lines of 0.333... would be 0.999 taxed per line; here 1/3 h lines do not exist
    // (2 decimals), so take 3 lines of 0.5 x 0.99 = 0.495 -> 0.50 each.
    const totals = computeInvoiceTotals([line(0.5, 99), line(0.5, 99), line(0.5, 99)], 8.5, 0);
    expect(totals.lines.map((l) => l.amountCents)).toEqual([50, 50, 50]);
    expect(totals.subtotalCents).toBe(150);
    // 8.5% of 1.50 = 0.1275 -> 0.13 once (per line it would be 3 x 0.04 = 0.12)
    expect(totals.taxCents).toBe(13);
    expect(totals.totalCents).toBe(163);
  });

  it('keeps the Spanish description of a line only when there is one', () => {
    const totals = computeInvoiceTotals(
      [{ ...line(1, 100), descriptionEs: 'Trabajo' }, line(1, 100)],
      0,
      0,
    );
    expect(totals.lines[0].descriptionEs).toBe('Trabajo');
    expect(totals.lines[1]).not.toHaveProperty('descriptionEs');
  });

  it('handles amounts far beyond a float-safe product', () => {
    const totals = computeInvoiceTotals([line(9_999.99, 99_999_999)], 99.99, 0);
    // 9 999.99 x 999 999.99 = 9 999 989 900.0001 -> 999 998 990 000.01 cents... exact in BigInt
    expect(totals.lines[0].amountCents).toBe(999_998_990_000);
    expect(Number.isInteger(totals.taxCents)).toBe(true);
  });

  it('refuses a discount larger than the subtotal, a negative one, and 3-decimal figures', () => {
    expect(() => computeInvoiceTotals([line(1, 100)], 0, 101)).toThrow(RangeError);
    expect(() => computeInvoiceTotals([line(1, 100)], 0, -1)).toThrow(RangeError);
    expect(() => computeInvoiceTotals([line(1.005, 100)], 0, 0)).toThrow(RangeError);
    expect(() => computeInvoiceTotals([line(1, 100)], 8.125, 0)).toThrow(RangeError);
  });
});

describe('hundredths', () => {
  it('reads 2-decimal figures exactly, float residue and all', () => {
    expect(hundredths(0.1 + 0.2)).toBe(30n);
    expect(hundredths(8.25)).toBe(825n);
    expect(hundredths(19.99)).toBe(1999n);
    expect(() => hundredths(Number.NaN)).toThrow(RangeError);
  });
});
