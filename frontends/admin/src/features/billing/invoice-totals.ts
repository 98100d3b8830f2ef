/**
 * The invoice form's live totals, computed exactly as the server does (backend
 * `modules/billing/invoice-totals.ts`), so what the admin sees is what the invoice will say:
 * integer cents, every rounding half up, exact BigInt arithmetic.
 * - a line is quantity x unit price, rounded to the cent;
 * - the subtotal is the sum of the lines; the discount comes off it;
 * - the tax is the rate applied once to the discounted subtotal, rounded to the cent;
 * - the total is the discounted subtotal plus the tax.
 */
export interface TotalsLine {
  quantity: number;
  unitPriceCents: number;
}

export interface FormTotals {
  lineCents: number[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** A number with at most 2 decimals as hundredths (1.5 -> 150n); null when it has more. */
export function hundredths(value: number): bigint | null {
  if (!Number.isFinite(value)) return null;
  const scaled = Math.round(value * 100);
  return Math.abs(value * 100 - scaled) > 1e-6 ? null : BigInt(scaled);
}

const divideHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n);

/**
 * The totals of the lines at `taxRate` percent with `discountCents` off; null while a value is
 * not valid yet (a quantity with 3 decimals, a negative price, a discount above the subtotal).
 */
export function computeFormTotals(
  lines: readonly TotalsLine[],
  taxRate: number,
  discountCents: number,
): FormTotals | null {
  const lineCents: bigint[] = [];
  for (const line of lines) {
    const quantity = hundredths(line.quantity);
    if (quantity === null || quantity < 0n || !Number.isInteger(line.unitPriceCents)) return null;
    if (line.unitPriceCents < 0) return null;
    lineCents.push(divideHalfUp(quantity * BigInt(line.unitPriceCents), 100n));
  }
  const rate = hundredths(taxRate);
  if (rate === null || rate < 0n || !Number.isInteger(discountCents) || discountCents < 0)
    return null;
  const subtotal = lineCents.reduce((sum, cents) => sum + cents, 0n);
  const discount = BigInt(discountCents);
  if (discount > subtotal) return null;
  const taxable = subtotal - discount;
  const tax = divideHalfUp(taxable * rate, 10_000n);
  return {
    lineCents: lineCents.map(Number),
    subtotalCents: Number(subtotal),
    discountCents,
    taxCents: Number(tax),
    totalCents: Number(taxable + tax),
  };
}

/** Dollars as typed in a form ('1,850.5', '1850.50') as whole cents; null when not money. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
