/**
 * Dates and relative times in the site's two languages, written out here instead of
 * through Intl: the first Intl formatter a page creates makes the browser load its locale data,
 * a long task (about 13 ms on a fast machine, several times that on a phone) in the middle of
 * hydration. The text is exactly what Intl writes for en-US and es-ES (calendar-format.spec.ts
 * compares the two over many inputs). Money is written by `formatMoney` from `@terrabridge/rules/money`.
 */

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
} as const;

type Lang = keyof typeof MONTHS;
const lang = (language: string): Lang => (language.startsWith('es') ? 'es' : 'en');

const group = (whole: number, separator: string) =>
  String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
/** A count as each language writes it: '1,000' in English; '1000' but '10.000' in Spanish. */
const formatCount = (count: number, l: Lang) =>
  l === 'en' ? group(count, ',') : count >= 10_000 ? group(count, '.') : String(count);

/**
 * The calendar day of `date` in UTC, in long form: 'June 9, 2026' / '9 de junio de 2026'
 * (`twoDigitDay`: 'April 06, 2025' / '06 de abril de 2025'). UTC, so the server's render and
 * every visitor's browser show the same day.
 */
export function formatLongDate(
  date: Date,
  language: string,
  { twoDigitDay = false }: { twoDigitDay?: boolean } = {},
): string {
  const day = String(date.getUTCDate()).padStart(twoDigitDay ? 2 : 1, '0');
  const year = date.getUTCFullYear();
  const l = lang(language);
  const month = MONTHS[l][date.getUTCMonth()];
  return l === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Unit names, singular and plural. */
const UNITS: Record<Lang, Record<RelativeUnit, [string, string]>> = {
  en: {
    second: ['second', 'seconds'],
    minute: ['minute', 'minutes'],
    hour: ['hour', 'hours'],
    day: ['day', 'days'],
    week: ['week', 'weeks'],
    month: ['month', 'months'],
    year: ['year', 'years'],
  },
  es: {
    second: ['segundo', 'segundos'],
    minute: ['minuto', 'minutos'],
    hour: ['hora', 'horas'],
    day: ['día', 'días'],
    week: ['semana', 'semanas'],
    month: ['mes', 'meses'],
    year: ['año', 'años'],
  },
};

/** The words that replace a number (Intl's `numeric: 'auto'`), keyed by the signed amount. */
const NAMED: Record<Lang, Partial<Record<RelativeUnit, Record<number, string>>>> = {
  en: {
    second: { 0: 'now' },
    minute: { 0: 'this minute' },
    hour: { 0: 'this hour' },
    day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
    week: { [-1]: 'last week', 0: 'this week', 1: 'next week' },
    month: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
    year: { [-1]: 'last year', 0: 'this year', 1: 'next year' },
  },
  es: {
    second: { 0: 'ahora' },
    minute: { 0: 'este minuto' },
    hour: { 0: 'esta hora' },
    day: { [-2]: 'anteayer', [-1]: 'ayer', 0: 'hoy', 1: 'mañana', 2: 'pasado mañana' },
    week: { [-1]: 'la semana pasada', 0: 'esta semana', 1: 'la próxima semana' },
    month: { [-1]: 'el mes pasado', 0: 'este mes', 1: 'el próximo mes' },
    year: { [-1]: 'el año pasado', 0: 'este año', 1: 'el próximo año' },
  },
};

/** `amount` units from now, as Intl.RelativeTimeFormat with `numeric: 'auto'` writes it. */
export function formatRelative(amount: number, unit: RelativeUnit, language: string): string {
  const l = lang(language);
  const named = NAMED[l][unit]?.[amount];
  if (named !== undefined) return named;
  const count = Math.abs(amount);
  const words = `${formatCount(count, l)} ${UNITS[l][unit][count === 1 ? 0 : 1]}`;
  if (l === 'es') return amount < 0 ? `hace ${words}` : `dentro de ${words}`;
  return amount < 0 ? `${words} ago` : `in ${words}`;
}
