import type { LineInput } from '@terrabridge/rules/money';

import { LocalizedException } from '../../platform/i18n/localized.exception';

const MAX_TEXT = 500;
const MAX_QUANTITY = 100_000;
const MAX_UNIT_PRICE_CENTS = 1_000_000_000;

const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;

/**
 * Line items as sent (objects the validator only knew to be objects), checked one by one: a
 * description (and optionally its Spanish text), a quantity > 0 with at most 2 decimals, and a
 * unit price in whole cents. Anything else on a line is ignored.
 */
export function parseLineItems(items: readonly object[]): LineInput[] {
  return items.map((item) => {
    const line = item as Record<string, unknown>;
    const description = text(line.description);
    const descriptionEs = line.descriptionEs === undefined ? null : text(line.descriptionEs);
    if (
      !description ||
      description.length > MAX_TEXT ||
      (line.descriptionEs !== undefined && line.descriptionEs !== null && !descriptionEs) ||
      (descriptionEs?.length ?? 0) > MAX_TEXT
    )
      throw new LocalizedException(400, 'invoices.items.description.required');
    const { quantity, unitPriceCents } = line;
    if (
      typeof quantity !== 'number' ||
      !Number.isFinite(quantity) ||
      quantity <= 0 ||
      quantity > MAX_QUANTITY ||
      !hasTwoDecimalsAtMost(quantity)
    )
      throw new LocalizedException(400, 'invoices.items.quantity.invalid');
    if (
      typeof unitPriceCents !== 'number' ||
      !Number.isInteger(unitPriceCents) ||
      unitPriceCents < 0 ||
      unitPriceCents > MAX_UNIT_PRICE_CENTS
    )
      throw new LocalizedException(400, 'invoices.items.unitPrice.invalid');
    return { description, descriptionEs, quantity, unitPriceCents };
  });
}
