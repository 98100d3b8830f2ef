import { computeFormTotals } from './invoice-totals';

const line = (quantity: number, unitPriceCents: number) => ({ quantity, unitPriceCents });

// The arithmetic is tested with the rule itself (shared/rules/src/money/totals.spec.ts).
describe('computeFormTotals', () => {
  it('shows the totals the server will compute', () => {
    const totals = computeFormTotals([line(12, 4_500), line(2.5, 8_500)], 8, 10_000)!;
    expect([totals.subtotalCents, totals.taxCents, totals.totalCents]).toEqual([
      75_250, 5_220, 70_470,
    ]);
  });

  it('has no totals while a value is not valid', () => {
    expect(computeFormTotals([line(1.234, 100)], 0, 0)).toBeNull();
    expect(computeFormTotals([line(1, -5)], 0, 0)).toBeNull();
    expect(computeFormTotals([line(1, 100)], 0, 101)).toBeNull();
    expect(computeFormTotals([line(1, 100)], 8.125, 0)).toBeNull();
    expect(computeFormTotals([line(Number.NaN, 100)], 0, 0)).toBeNull();
  });
});
