import type { Language } from './messages';

const LONG_DATES: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }),
};

/**
 * A calendar date (`YYYY-MM-DD`) written out in `language`: 'November 25, 2026' or
 * '25 de noviembre de 2026', the same day whatever the server's time zone.
 */
export function formatCalendarDate(date: string, language: Language): string {
  return LONG_DATES[language].format(new Date(`${date}T00:00:00Z`));
}
