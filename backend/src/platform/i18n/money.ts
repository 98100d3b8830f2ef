import type { Language } from './messages';

/**
 * The locale each language writes money in: US dollars as '$2,500.00' in English and as
 * 'US$ 2.500,00' in Spanish (es-UY), where a bare '$' would read as pesos. The frontends write
 * the same text with `formatMoney` from `@terrabridge/i18n/money`.
 */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-UY' };

const FORMATS = new Map(
  (Object.entries(LOCALES) as [Language, string][]).flatMap(([language, locale]) => [
    [`${language}:cents`, new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })],
    [
      `${language}:whole`,
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      }),
    ],
  ]),
);

export interface MoneyOptions {
  /** Leave out '.00' / ',00' when the amount is whole dollars (a price list's 'from US$ 2.500'). */
  dropZeroCents?: boolean;
}

/** `cents` (an integer number of US cents) as text for a mail, a PDF or any text in `language`. */
export function formatMoney(
  cents: number,
  language: Language,
  { dropZeroCents = false }: MoneyOptions = {},
): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Amounts are integer cents, got ${cents}`);
  const format = FORMATS.get(`${language}:${dropZeroCents ? 'whole' : 'cents'}`)!;
  return format.format(cents / 100);
}
