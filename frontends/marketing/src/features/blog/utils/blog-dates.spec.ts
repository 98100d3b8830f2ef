import { formatPostDate, relativeTime } from './blog-dates';

const NOW = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'now', 'ahora'],
    [30 * 1000, '30 seconds ago', 'hace 30 segundos'],
    [5 * MINUTE, '5 minutes ago', 'hace 5 minutos'],
    [3 * HOUR, '3 hours ago', 'hace 3 horas'],
    [1 * DAY, 'yesterday', 'ayer'],
    [3 * DAY, '3 days ago', 'hace 3 días'],
    [17 * DAY, '2 weeks ago', 'hace 2 semanas'],
    [44 * DAY, 'last month', 'el mes pasado'],
    [163 * DAY, '5 months ago', 'hace 5 meses'],
    [400 * DAY, 'last year', 'el año pasado'],
    [800 * DAY, '2 years ago', 'hace 2 años'],
  ])('%d ms ago reads "%s" / "%s"', (ms, en, es) => {
    expect(relativeTime(ago(ms), NOW, 'en')).toBe(en);
    expect(relativeTime(ago(ms), NOW, 'es')).toBe(es);
  });

  it('reads a future date forwards', () => {
    expect(relativeTime(new Date(NOW.getTime() + 2 * DAY), NOW, 'en')).toBe('in 2 days');
    expect(relativeTime(new Date(NOW.getTime() + 2 * HOUR), NOW, 'es')).toBe('dentro de 2 horas');
  });
});

describe('formatPostDate', () => {
  it('shows month day, year in each language', () => {
    expect(formatPostDate('2026-06-09T15:30:00.000Z', 'en')).toBe('June 9, 2026');
    expect(formatPostDate('2026-06-09T15:30:00.000Z', 'es')).toBe('9 de junio de 2026');
  });

  it('reads the date in UTC, as the server renders it', () => {
    expect(formatPostDate('2026-01-01T00:30:00.000Z', 'en')).toBe('January 1, 2026');
    expect(formatPostDate('2025-12-31T23:30:00.000Z', 'en')).toBe('December 31, 2025');
  });
});
