import type { Language } from '@terrabridge/i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const locale = (language: Language) => (language === 'es' ? 'es' : 'en');

/**
 * How long ago `date` was, seen from `now`, in words ('3 days ago', 'last month', 'hace 5
 * meses'): the largest whole unit among seconds, minutes, hours, days, weeks, months (30 days)
 * and years (365 days). Dates in the future read 'in …'.
 */
export function relativeTime(date: Date, now: Date, language: Language): string {
  const format = new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' });
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  const whole = (unit: number) => sign * Math.floor(abs / unit);
  if (abs < MINUTE) return format.format(whole(SECOND), 'second');
  if (abs < HOUR) return format.format(whole(MINUTE), 'minute');
  if (abs < DAY) return format.format(whole(HOUR), 'hour');
  if (abs < 7 * DAY) return format.format(whole(DAY), 'day');
  if (abs < 30 * DAY) return format.format(whole(7 * DAY), 'week');
  if (abs < 365 * DAY) return format.format(whole(30 * DAY), 'month');
  return format.format(whole(365 * DAY), 'year');
}

/**
 * A post's date as month day, year in the language ('June 9, 2026', '9 de junio de 2026'). Shown
 * in UTC so the server's render and the browser's agree.
 */
export function formatPostDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value));
}
