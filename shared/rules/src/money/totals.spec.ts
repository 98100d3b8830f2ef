import { computeInvoiceTotals, computeTotals, hundredths } from './totals';

const line = (quantity: number, unitPriceCents: number) => ({
  description: 'Work',
  quantity,
  unitPriceCents,
});

describe('computeTotals', () => {
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
      const totals = computeTotals([{ quantity, unitPriceCents: unit }], rate, discount);
      expect(totals).toEqual({
        lineCents: [amount],
        subtotalCents: subtotal,
        discountCents: discount,
        taxRate: rate,
        taxCents: tax,
        totalCents: total,
      });
    },
  );

  it('adds up several lines, as the invoice form shows them', () => {
    const lines = [line(12, 4_500), line(2.5, 8_500), line(1, 95_000)];
    const totals = computeTotals(lines, 8, 10_000);
    expect(totals.lineCents).toEqual([54_000, 21_250, 95_000]);
    expect([totals.subtotalCents, totals.taxCents, totals.totalCents]).toEqual([
      170_250, 12_820, 173_070,
    ]);
    expect(computeTotals([line(0.33, 100)], 0, 0).lineCents).toEqual([33]);
  });

  it('rounds each line on its own, then taxes the sum once', () => {
    // Three lines of 0.333... would be 0.999 taxed per line; here 1/3 h lines do not exist
    // (2 decimals), so take 3 lines of 0.5 x 0.99 = 0.495 -> 0.50 each.
    const totals = computeTotals([line(0.5, 99), line(0.5, 99), line(0.5, 99)], 8.5, 0);
    expect(totals.lineCents).toEqual([50, 50, 50]);
    expect(totals.subtotalCents).toBe(150);
    // 8.5% of 1.50 = 0.1275 -> 0.13 once (per line it would be 3 x 0.04 = 0.12)
    expect(totals.taxCents).toBe(13);
    expect(totals.totalCents).toBe(163);
  });

  describe('a single item, as a service at checkout', () => {
    const item = (priceCents: number, rate: number) =>
      computeTotals([{ quantity: 1, unitPriceCents: priceCents }], rate, 0);

    it('adds 8% tax in whole cents', () => {
      expect(item(250_000, 8)).toMatchObject({
        subtotalCents: 250_000,
        taxCents: 20_000,
        totalCents: 270_000,
      });
      expect(item(149_999, 8)).toMatchObject({
        subtotalCents: 149_999,
        taxCents: 12_000,
        totalCents: 161_999,
      });
    });

    it('rounds the tax half up', () => {
      // 8% of $0.25 is 2 cents exactly; of $0.31, 2.48 -> 2; of $0.44, 3.52 -> 4.
      expect(item(25, 8).taxCents).toBe(2);
      expect(item(31, 8).taxCents).toBe(2);
      expect(item(44, 8).taxCents).toBe(4);
      // Exactly half a cent goes up: 50% of 1 cent is 0.5 -> 1, of 3 cents 1.5 -> 2.
      expect(item(1, 50).taxCents).toBe(1);
      expect(item(3, 50).taxCents).toBe(2);
      // 8.25% of $19.99 is 164.9175 cents -> 165.
      expect(item(1_999, 8.25)).toMatchObject({
        subtotalCents: 1_999,
        taxCents: 165,
        totalCents: 2_164,
      });
    });

    it('has no tax at 0%', () => {
      expect(item(99_900, 0)).toMatchObject({ taxCents: 0, totalCents: 99_900 });
    });
  });

  it('handles amounts far beyond a float-safe product', () => {
    const totals = computeTotals([line(9_999.99, 99_999_999)], 99.99, 0);
    // 9 999.99 x 999 999.99 = 9 999 989 900.0001 -> 999 998 990 000.01 cents... exact in BigInt
    expect(totals.lineCents[0]).toBe(999_998_990_000);
    expect(Number.isInteger(totals.taxCents)).toBe(true);
  });

  it('refuses what is not a priced line, a discount outside the subtotal, 3-decimal figures', () => {
    expect(() => computeTotals([line(1, 100)], 0, 101)).toThrow(RangeError);
    expect(() => computeTotals([line(1, 100)], 0, -1)).toThrow(RangeError);
    expect(() => computeTotals([line(1, 100)], 0, 1.5)).toThrow(RangeError);
    expect(() => computeTotals([line(1.005, 100)], 0, 0)).toThrow(RangeError);
    expect(() => computeTotals([line(1.234, 100)], 0, 0)).toThrow(RangeError);
    expect(() => computeTotals([line(1, 100)], 8.125, 0)).toThrow(RangeError);
    expect(() => computeTotals([line(1, 100)], -1, 0)).toThrow(RangeError);
    expect(() => computeTotals([line(1, -5)], 0, 0)).toThrow(RangeError);
    expect(() => computeTotals([line(1, 10.5)], 0, 0)).toThrow(RangeError);
    expect(() => computeTotals([line(-1, 100)], 0, 0)).toThrow(RangeError);
    expect(() => computeTotals([line(Number.NaN, 100)], 0, 0)).toThrow(RangeError);
  });
});

describe('computeInvoiceTotals', () => {
  it('gives each line its amount, beside its words', () => {
    const totals = computeInvoiceTotals([line(1.5, 3_333), line(2, 100)], 8, 0);
    expect(totals.lines).toEqual([
      { description: 'Work', quantity: 1.5, unitPriceCents: 3_333, amountCents: 5_000 },
      { description: 'Work', quantity: 2, unitPriceCents: 100, amountCents: 200 },
    ]);
    expect(totals).toMatchObject({ subtotalCents: 5_200, taxCents: 416, totalCents: 5_616 });
    expect(totals).not.toHaveProperty('lineCents');
  });

  it('keeps the Spanish description of a line only when there is one', () => {
    const totals = computeInvoiceTotals(
      [
        { ...line(1, 100), descriptionEs: 'Trabajo' },
        { ...line(1, 100), descriptionEs: null },
      ],
      0,
      0,
    );
    expect(totals.lines[0].descriptionEs).toBe('Trabajo');
    expect(totals.lines[1]).not.toHaveProperty('descriptionEs');
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
