import type { Language } from '@terrabridge/i18n';
import { formatLongDate, formatRelative, type RelativeUnit } from '../../shared/calendar-format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `date` was, seen from `now`, in words ('3 days ago', 'last month', 'hace 5
 * meses'): the largest whole unit among seconds, minutes, hours, days, weeks, months (30 days)
 * and years (365 days). Dates in the future read 'in …'.
 */
export function relativeTime(date: Date, now: Date, language: Language): string {
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  const whole = (size: number, unit: RelativeUnit) =>
    formatRelative(sign * Math.floor(abs / size), unit, language);
  if (abs < MINUTE) return whole(SECOND, 'second');
  if (abs < HOUR) return whole(MINUTE, 'minute');
  if (abs < DAY) return whole(HOUR, 'hour');
  if (abs < 7 * DAY) return whole(DAY, 'day');
  if (abs < 30 * DAY) return whole(7 * DAY, 'week');
  if (abs < 365 * DAY) return whole(30 * DAY, 'month');
  return whole(365 * DAY, 'year');
}

/**
 * A post's date as month day, year in the language ('June 9, 2026', '9 de junio de 2026'). Shown
 * in UTC so the server's render and the browser's agree.
 */
export function formatPostDate(value: string, language: Language): string {
  return formatLongDate(new Date(value), language);
}
