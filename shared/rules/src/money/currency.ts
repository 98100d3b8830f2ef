/**
 * The currencies amounts are kept in. Every amount is an integer in its currency's minor unit
 * (US cents for USD), and every function that reads or writes one takes the currency, USD when
 * none is given. A new currency is a row here (and its Intl locale check in format.spec.ts).
 */
export type CurrencyCode = 'USD';

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** How a language writes an amount: what stands before the digits, and the separators. */
export interface AmountStyle {
  /** The currency's sign with the space that follows it, if any ('$', 'US$\u00a0'). */
  prefix: string;
  /** Between groups of three digits ('2,500' / '2.500'). */
  group: string;
  /** Before the minor unit ('2,500.00' / '2.500,00'). */
  decimal: string;
}

export interface Currency {
  code: CurrencyCode;
  /** Digits of the minor unit: 2 for cents. */
  minorDigits: number;
  en: AmountStyle;
  es: AmountStyle;
}

/**
 * English writes US dollars as '$2,500.00'; Spanish as 'US$ 2.500,00', because a bare '$' reads
 * as pesos in Montevideo. Exactly what Intl.NumberFormat writes for MONEY_LOCALES.
 */
export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  USD: {
    code: 'USD',
    minorDigits: 2,
    en: { prefix: '$', group: ',', decimal: '.' },
    es: { prefix: 'US$\u00a0', group: '.', decimal: ',' },
  },
};

/** The locale whose Intl output each language's text matches (es-UY writes 'US$'). */
export const MONEY_LOCALES = { en: 'en-US', es: 'es-UY' } as const;

/** The currency of `code`; a code the table does not know is an error, never a guess. */
export function currencyOf(code: CurrencyCode): Currency {
  const currency = Object.hasOwn(CURRENCIES, code) ? CURRENCIES[code] : undefined;
  if (!currency) throw new RangeError(`Unknown currency ${String(code)}`);
  return currency;
}
