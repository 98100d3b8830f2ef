import { serviceTotals } from './service-totals';

describe('a service’s totals at checkout', () => {
  it('adds 8% tax in whole cents', () => {
    expect(serviceTotals(250000, 8)).toEqual({
      subtotalCents: 250000,
      taxCents: 20000,
      totalCents: 270000,
    });
    expect(serviceTotals(149999, 8)).toEqual({
      subtotalCents: 149999,
      taxCents: 12000,
      totalCents: 161999,
    });
  });

  it('rounds the tax half up, as the server does', () => {
    // 8% of $0.25 is 2 cents exactly; of $0.31, 2.48 -> 2; of $0.44, 3.52 -> 4.
    expect(serviceTotals(25, 8).taxCents).toBe(2);
    expect(serviceTotals(31, 8).taxCents).toBe(2);
    expect(serviceTotals(44, 8).taxCents).toBe(4);
    // Exactly half a cent goes up: 50% of 1 cent is 0.5 -> 1, of 3 cents 1.5 -> 2.
    expect(serviceTotals(1, 50).taxCents).toBe(1);
    expect(serviceTotals(3, 50).taxCents).toBe(2);
    // 8.25% of $19.99 is 164.9175 cents -> 165.
    expect(serviceTotals(1999, 8.25)).toEqual({
      subtotalCents: 1999,
      taxCents: 165,
      totalCents: 2164,
    });
  });

  it('has no tax at 0%', () => {
    expect(serviceTotals(99900, 0)).toEqual({
      subtotalCents: 99900,
      taxCents: 0,
      totalCents: 99900,
    });
  });
});
