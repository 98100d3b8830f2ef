/**
 * The amounts of an invoice, a quote or a checkout, in integers of the currency's minor unit with
 * one rounding rule, half up. The API charges and stores what this computes; the back-office's
 * invoice form and the portal's checkout show it before anything is sent, so the figures agree.
 */

/** A priced line: a quantity (up to 2 decimals) times a unit price in the minor unit. */
export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
}

export interface Totals {
  /** Each line's amount, in the order given. */
  lineCents: number[];
  subtotalCents: number;
  discountCents: number;
  /** Percent with up to 2 decimals, e.g. 8.25. */
  taxRate: number;
  taxCents: number;
  totalCents: number;
}

/** An exact decimal with at most 2 places as an integer of hundredths (1.5 -> 150n). */
export function hundredths(value: number): bigint {
  const scaled = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(value * 100 - scaled) > 1e-6)
    throw new RangeError(`${value} has more than 2 decimals`);
  return BigInt(scaled);
}

/** `numerator / denominator` rounded half up (both non-negative), in exact integer arithmetic. */
const divideHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n);

/**
 * - each line is quantity x unit price, rounded half up to the minor unit (only fractional
 *   quantities round: 1.5 h at $33.33 is $49.995, so $50.00);
 * - the subtotal is the sum of the lines; the discount (at most the subtotal) comes off;
 * - the tax is the rate applied once to the discounted subtotal, rounded half up;
 * - the total is the discounted subtotal plus the tax.
 * Arithmetic is exact (BigInt), so no floating-point residue can move a cent. A negative or
 * fractional price, a negative quantity or rate, more than 2 decimals, or a discount outside
 * 0..subtotal is a RangeError.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  taxRate: number,
  discountCents: number,
): Totals {
  const lineCents = lines.map(({ quantity, unitPriceCents }) => {
    const scaled = hundredths(quantity);
    if (scaled < 0n || !Number.isInteger(unitPriceCents) || unitPriceCents < 0)
      throw new RangeError(`${quantity} x ${unitPriceCents} is not a priced line`);
    return divideHalfUp(scaled * BigInt(unitPriceCents), 100n);
  });
  const rate = hundredths(taxRate);
  if (rate < 0n) throw new RangeError(`tax rate ${taxRate} is negative`);
  const subtotal = lineCents.reduce((sum, cents) => sum + cents, 0n);
  if (!Number.isInteger(discountCents) || discountCents < 0 || BigInt(discountCents) > subtotal)
    throw new RangeError(`discount ${discountCents} outside 0..${subtotal}`);
  const taxable = subtotal - BigInt(discountCents);
  // Rate in hundredths of a percent: taxable x rate / 10 000.
  const tax = divideHalfUp(taxable * rate, 10_000n);
  return {
    lineCents: lineCents.map(Number),
    subtotalCents: Number(subtotal),
    discountCents,
    taxRate,
    taxCents: Number(tax),
    totalCents: Number(taxable + tax),
  };
}

/** A line as an admin enters it: its words in one or both languages, and its price. */
export interface LineInput extends PricedLine {
  description: string;
  descriptionEs?: string | null;
}

export interface ComputedLine extends PricedLine {
  description: string;
  descriptionEs?: string;
  amountCents: number;
}

export interface InvoiceTotals extends Omit<Totals, 'lineCents'> {
  lines: ComputedLine[];
}

/** computeTotals for lines with their descriptions, each line with its amount. */
export function computeInvoiceTotals(
  inputs: readonly LineInput[],
  taxRate: number,
  discountCents: number,
): InvoiceTotals {
  const { lineCents, ...totals } = computeTotals(inputs, taxRate, discountCents);
  const lines = inputs.map((line, index) => ({
    description: line.description,
    ...(line.descriptionEs ? { descriptionEs: line.descriptionEs } : {}),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    amountCents: lineCents[index],
  }));
  return { lines, ...totals };
}
