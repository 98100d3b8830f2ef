import { type CurrencyCode, DEFAULT_CURRENCY, currencyOf } from './currency';

export interface MoneyOptions {
  /** The amount's currency; USD when not given. */
  currency?: CurrencyCode;
  /** Leave out ',00' / '.00' when the amount is whole (a price list's 'from US$ 2.500'). */
  dropZeroCents?: boolean;
}

/**
 * `amount` (an integer in the currency's minor unit) as text in `language` ('en' or 'es', or a
 * tag such as 'es-UY'): '$2,500.00' and 'US$ 2.500,00' for USD. The same text in pages, mails
 * and PDFs. Written out here instead of through Intl: the first Intl formatter a page creates
 * makes the browser load its locale data, a long task in the middle of hydration; the text is
 * what Intl.NumberFormat writes for MONEY_LOCALES (format.spec.ts compares the two).
 */
export function formatMoney(
  amount: number,
  language: string,
  { currency = DEFAULT_CURRENCY, dropZeroCents = false }: MoneyOptions = {},
): string {
  if (!Number.isInteger(amount))
    throw new RangeError(`Amounts are integers in the minor unit, got ${amount}`);
  const { minorDigits, en, es } = currencyOf(currency);
  const style = language.startsWith('es') ? es : en;
  const unit = 10 ** minorDigits;
  const total = Math.abs(amount);
  const whole = String(Math.floor(total / unit)).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const rest = total % unit;
  const fraction =
    minorDigits === 0 || (dropZeroCents && rest === 0)
      ? ''
      : style.decimal + String(rest).padStart(minorDigits, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${style.prefix}${whole}${fraction}`;
}

/**
 * The amount as a plain decimal in the major unit ('1850.00'), as payment providers, CSV cells
 * and neutral messages take it, and as a form's field starts.
 */
export function asDecimal(amount: number, currency: CurrencyCode = DEFAULT_CURRENCY): string {
  const { minorDigits } = currencyOf(currency);
  return (amount / 10 ** minorDigits).toFixed(minorDigits);
}

/**
 * An amount as a person types it ('1,850.5', '1850.50') in the minor unit, null when it is not
 * one: at most 9 digits before the point and the currency's digits after it, no sign.
 */
export function parseAmount(
  text: string,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): number | null {
  const { minorDigits } = currencyOf(currency);
  const cleaned = text.trim().replace(/,/g, '');
  const pattern =
    minorDigits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${minorDigits}})?$`);
  if (!pattern.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** minorDigits + Number(fraction.padEnd(minorDigits, '0'));
}
