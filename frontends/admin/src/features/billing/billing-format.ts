import { formatMoney } from '@terrabridge/rules/money';
import type { BadgeTone } from '@terrabridge/ui/parts';

/** Cents in the page's language: '$1,850.00' in English, 'US$ 1.850,00' in Spanish. */
export const money = (cents: number, language: string) => formatMoney(cents, language);

/** A tax rate in percent as the language writes it: '8.25' in English, '8,25' in Spanish. */
export const percent = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate);

/** A calendar date ('2026-12-25') as the language writes it, read as the date it names. */
export function calendarDate(date: string, language: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment as the language writes it, in the admin's time zone. */
export function moment(at: string, language: string): string {
  return new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Today in the admin's time zone, as `YYYY-MM-DD` (a date input's value). */
export function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const INVOICE_STATUS_TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  pending: 'primary',
  partial: 'warning',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

export const PAYMENT_STATE_TONES: Record<string, BadgeTone> = {
  creating: 'neutral',
  processing: 'primary',
  succeeded: 'success',
  failed: 'danger',
  canceled: 'neutral',
  refunded: 'warning',
};

export const EVENT_STATE_TONES: Record<string, BadgeTone> = {
  received: 'primary',
  applied: 'success',
  ignored: 'neutral',
  failed: 'danger',
};
