export interface ServiceTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * A service's price with the checkout's tax, in whole cents: the tax is the rate (percent, up to
 * two decimals) of the price, rounded half up to the cent, the way the server computes the charge
 * (computeInvoiceTotals), so the total shown is the total the server asks for.
 */
export function serviceTotals(priceCents: number, taxRatePercent: number): ServiceTotals {
  // The rate in hundredths of a percent: the tax is price x rate / 10 000, in integers.
  const rate = BigInt(Math.round(taxRatePercent * 100));
  const price = BigInt(priceCents);
  const tax = (price * rate * 2n + 10_000n) / 20_000n;
  return {
    subtotalCents: priceCents,
    taxCents: Number(tax),
    totalCents: priceCents + Number(tax),
  };
}
