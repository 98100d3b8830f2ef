import { type PricedLine, type Totals, computeTotals } from '@terrabridge/rules/money';

/**
 * The invoice form's live totals, by the rule the server computes the invoice with
 * (`computeTotals` of `@terrabridge/rules/money`), so what the admin sees is what the invoice will
 * say; null while a value is not valid yet (a quantity with 3 decimals, a negative price, a
 * discount above the subtotal), where the server would refuse it.
 */
export function computeFormTotals(
  lines: readonly PricedLine[],
  taxRate: number,
  discountCents: number,
): Totals | null {
  try {
    return computeTotals(lines, taxRate, discountCents);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
