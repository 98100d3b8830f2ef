import { MONEY_LOCALES } from '@terrabridge/rules/money';

import type { Language } from '../../../platform/i18n/messages';
import type { InvoiceLabels } from './invoice-labels';

/** The same locales as the money on the invoice (`formatMoney`), so numbers agree with amounts. */
const LOCALES: Record<Language, string> = MONEY_LOCALES;

const LONG_DATES = new Map(
  (Object.entries(LOCALES) as [Language, string][]).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  ]),
);
const QUANTITIES = new Map(
  (Object.entries(LOCALES) as [Language, string][]).map(([language, locale]) => [
    language,
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  ]),
);
const RATES = new Map(
  (Object.entries(LOCALES) as [Language, string][]).map(([language, locale]) => [
    language,
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }),
  ]),
);

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'YYYY-MM-DD' calendar day as midnight UTC. Invoices carry days, not instants, so reading
 * them in UTC (and printing them in UTC) keeps the day the same wherever the server runs.
 */
export function calendarDay(day: string): Date {
  const match = CALENDAR_DAY.exec(day);
  const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Expected a calendar day as YYYY-MM-DD, got '${day}'`);
  }
  return date;
}

/** 'November 25, 2026' / '25 de noviembre de 2026'. */
export function formatLongDate(day: string, language: Language): string {
  return LONG_DATES.get(language)!.format(calendarDay(day));
}

/** '1.5' / '1,5': hours or units, with at most two decimals. */
export function formatQuantity(quantity: number, language: Language): string {
  return QUANTITIES.get(language)!.format(quantity);
}

/** A percentage such as 8.25 as '8.25%' / '8,25 %'. */
export function formatTaxRate(percent: number, language: Language): string {
  return RATES.get(language)!.format(percent / 100);
}

/** The method's name in the reader's language; a code the table lacks reads as words. */
export function paymentMethodLabel(method: string, labels: InvoiceLabels): string {
  if (Object.hasOwn(labels.methods, method)) return labels.methods[method];
  const words = method.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
