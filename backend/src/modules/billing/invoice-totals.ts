/** A line as an admin enters it: quantity (up to 2 decimals) times a unit price in US cents. */
export interface LineInput {
  description: string;
  descriptionEs?: string | null;
  quantity: number;
  unitPriceCents: number;
}

export interface ComputedLine {
  description: string;
  descriptionEs?: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface InvoiceTotals {
  lines: ComputedLine[];
  subtotalCents: number;
  discountCents: number;
  /** Percent with up to 2 decimals, e.g. 8.25. */
  taxRate: number;
  taxCents: number;
  totalCents: number;
}

/** Cents as plain dollars with 2 decimals ('1850.00'): for CSV cells and neutral messages. */
export const asDollars = (cents: number) => (cents / 100).toFixed(2);

/** An exact decimal with at most 2 places as an integer of hundredths (1.5 -> 150). */
export function hundredths(value: number): bigint {
  const scaled = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(value * 100 - scaled) > 1e-6)
    throw new RangeError(`${value} has more than 2 decimals`);
  return BigInt(scaled);
}

/** `numerator / denominator` rounded half up (both non-negative), in exact integer arithmetic. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * The amounts of an invoice, computed in integer cents with one rounding rule, half up:
 * - each line is quantity x unit price, rounded half up to the cent (only fractional quantities
 *   round: 1.5 h at $33.33 is $49.995, so $50.00);
 * - the subtotal is the sum of the lines; the discount (in cents, at most the subtotal) comes off;
 * - the tax is the rate applied once to the discounted subtotal, rounded half up to the cent;
 * - the total is the discounted subtotal plus the tax.
 * Arithmetic is exact (BigInt), so no floating-point residue can move a cent.
 */
export function computeInvoiceTotals(
  inputs: readonly LineInput[],
  taxRate: number,
  discountCents: number,
): InvoiceTotals {
  const lines = inputs.map((line) => {
    const amount = divideHalfUp(hundredths(line.quantity) * BigInt(line.unitPriceCents), 100n);
    return {
      description: line.description,
      ...(line.descriptionEs ? { descriptionEs: line.descriptionEs } : {}),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      amountCents: Number(amount),
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.amountCents), 0n);
  const discount = BigInt(discountCents);
  if (discount < 0n || discount > subtotal)
    throw new RangeError(`discount ${discountCents} outside 0..${subtotal}`);
  const taxable = subtotal - discount;
  // Rate in hundredths of a percent: taxable x rate / 10 000.
  const tax = divideHalfUp(taxable * hundredths(taxRate), 10_000n);
  return {
    lines,
    subtotalCents: Number(subtotal),
    discountCents,
    taxRate,
    taxCents: Number(tax),
    totalCents: Number(taxable + tax),
  };
}
