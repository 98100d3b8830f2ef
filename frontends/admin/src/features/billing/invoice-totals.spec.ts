import { computeFormTotals, parseDollars } from './invoice-totals';

const line = (quantity: number, unitPriceCents: number) => ({ quantity, unitPriceCents });

describe('computeFormTotals', () => {
  // The same cases as the server's tests: lines, tax rate, discount -> subtotal, tax, total.
  it.each([
    [[line(1.5, 3_333)], 0, 0, [5_000, 0, 5_000]],
    [[line(1, 200)], 8.25, 0, [200, 17, 217]],
    [[line(1, 625)], 8, 0, [625, 50, 675]],
    [[line(0.5, 99), line(0.5, 99), line(0.5, 99)], 8.5, 0, [150, 13, 163]],
    [[line(1, 10_000)], 7, 1_001, [10_000, 630, 9_629]],
    [[line(12, 4_500), line(2.5, 8_500), line(1, 95_000)], 8, 10_000, [170_250, 12_820, 173_070]],
  ])('computes %j at %d%% with %d off like the server', (lines, taxRate, discount, expected) => {
    const totals = computeFormTotals(lines, taxRate, discount)!;
    expect([totals.subtotalCents, totals.taxCents, totals.totalCents]).toEqual(expected);
    expect(totals.lineCents.reduce((a, b) => a + b)).toBe(totals.subtotalCents);
  });

  it('rounds each line half up to the cent', () => {
    expect(computeFormTotals([line(0.5, 99)], 0, 0)!.lineCents).toEqual([50]);
    expect(computeFormTotals([line(0.33, 100)], 0, 0)!.lineCents).toEqual([33]);
  });

  it('has no totals while a value is not valid', () => {
    expect(computeFormTotals([line(1.234, 100)], 0, 0)).toBeNull();
    expect(computeFormTotals([line(1, -5)], 0, 0)).toBeNull();
    expect(computeFormTotals([line(1, 100)], 0, 101)).toBeNull();
    expect(computeFormTotals([line(1, 100)], 8.125, 0)).toBeNull();
    expect(computeFormTotals([line(Number.NaN, 100)], 0, 0)).toBeNull();
  });
});

describe('parseDollars', () => {
  it.each([
    ['1850', 185_000],
    ['1,850.5', 185_050],
    [' 0.07 ', 7],
    ['12.30', 1_230],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3'])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});
