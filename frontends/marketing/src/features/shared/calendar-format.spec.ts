import { formatLongDate, formatRelative, type RelativeUnit } from './calendar-format';

const LOCALES = { en: 'en-US', es: 'es-ES' } as const;
const UNITS: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];

describe('calendar-format writes what Intl writes', () => {
  it.each(Object.entries(LOCALES))(
    'long dates in %s, every day of a leap year and more',
    (lang, locale) => {
      const long = new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      const twoDigit = new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: '2-digit',
        timeZone: 'UTC',
      });
      const days = [...Array(366).keys()].map((i) => new Date(Date.UTC(2024, 0, 1 + i, 23, 59)));
      days.push(new Date('1999-12-31T00:00:00Z'), new Date('2100-02-28T12:00:00Z'));
      for (const date of days) {
        expect(formatLongDate(date, lang)).toBe(long.format(date));
        expect(formatLongDate(date, lang, { twoDigitDay: true })).toBe(twoDigit.format(date));
      }
    },
  );

  it.each(Object.entries(LOCALES))('relative times in %s, past and future', (lang, locale) => {
    const intl = new Intl.RelativeTimeFormat(locale.slice(0, 2), { numeric: 'auto' });
    const amounts = [...Array(121).keys()].map((i) => i - 60).concat([-1000, 1000, -12345, 12345]);
    for (const unit of UNITS) {
      for (const amount of amounts) {
        expect(formatRelative(amount, unit, lang)).toBe(intl.format(amount, unit));
      }
    }
  });
});
