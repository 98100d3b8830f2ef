/**
 * Amounts of money in the site's two languages, in US dollars: '$2,500.00' in English and
 * 'US$ 2.500,00' in Spanish, where a bare '$' would read as pesos. Written out here instead of
 * through Intl: the first Intl formatter a page creates makes the browser load its locale data,
 * a long task in the middle of hydration. The text is exactly what Intl.NumberFormat writes for
 * MONEY_LOCALES with `style: 'currency', currency: 'USD'` (money.spec.ts compares the two).
 */

/** The locale whose Intl output each language's text matches: es-UY writes 'US$'. */
export const MONEY_LOCALES = { en: 'en-US', es: 'es-UY' } as const;

export interface MoneyOptions {
  /** Leave out ',00' / '.00' when the amount is whole dollars (a price list's 'from US$ 2.500'). */
  dropZeroCents?: boolean;
}

/** `cents` (an integer number of US cents) as text in `language` ('en' or 'es'). */
export function formatMoney(
  cents: number,
  language: string,
  { dropZeroCents = false }: MoneyOptions = {},
): string {
  const spanish = language.startsWith('es');
  const total = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(total / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    spanish ? '.' : ',',
  );
  const rest = total % 100;
  const fraction =
    dropZeroCents && rest === 0 ? '' : (spanish ? ',' : '.') + String(rest).padStart(2, '0');
  const sign = cents < 0 && total > 0 ? '-' : '';
  return spanish ? `${sign}US$\u00a0${dollars}${fraction}` : `${sign}$${dollars}${fraction}`;
}
