import { asDecimal } from '@terrabridge/rules/money';

/**
 * What /checkout is asked to sell, read from its query as the spec says (§5): `serviceId` is an
 * integer; `type=invoice` selects invoice mode, whose `invoiceIds` are comma-separated integers and
 * whose `amount` is a decimal. Invoice mode needs both ids and an amount other than zero.
 */
export type CheckoutQuery =
  | { mode: 'service'; serviceId: number | null }
  | { mode: 'invoice'; invoices: { ids: number[]; amountCents: number } | null };

/** A positive whole number written as digits only ('3'), else null ('3a', '-1', '1.5'). */
function positiveInteger(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A decimal amount of dollars ('1580.70', '1580.7') as whole cents, or null if not positive. */
function dollarsAsCents(text: string | null): number | null {
  if (text === null || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  // The amount shown and charged is rounded to two decimals (the spec's wallet rounding).
  const cents = Math.round(Number(text) * 100);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

export function parseCheckoutQuery(params: URLSearchParams): CheckoutQuery {
  if (params.get('type') === 'invoice') {
    const ids = (params.get('invoiceIds') ?? '')
      .split(',')
      .map(positiveInteger)
      .filter((id): id is number => id !== null);
    const amountCents = dollarsAsCents(params.get('amount'));
    // The same invoice twice is paid once.
    const unique = [...new Set(ids)];
    return {
      mode: 'invoice',
      invoices: unique.length > 0 && amountCents !== null ? { ids: unique, amountCents } : null,
    };
  }
  return { mode: 'service', serviceId: positiveInteger(params.get('serviceId') ?? '') };
}

/** Whole cents as the dollars the API takes (`amount`): 158070 -> 1580.7. */
export const centsAsDollars = (cents: number) => cents / 100;

/**
 * The checkout of invoices chosen in the Billing tab, with the total the client was shown; the
 * ids in ascending order, so the same choice is always the same address.
 */
export function invoiceCheckoutPath(ids: readonly number[], totalCents: number): string {
  const query = new URLSearchParams({
    type: 'invoice',
    invoiceIds: [...ids].sort((a, b) => a - b).join(','),
    amount: asDecimal(totalCents),
  });
  // Commas stay readable in the address; they need no escaping in a query.
  return `/checkout?${query.toString().replaceAll('%2C', ',')}`;
}
