/** The calendar date (`YYYY-MM-DD`) it is at `now` in `timeZone`: the day due dates are read in. */
export function dateIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The latest calendar date it is anywhere at `now` (UTC+14). Whoever records a payment may be
 * a day ahead of the billing time zone (Montevideo at 22:00 is already tomorrow in UTC), and
 * their own "today" is not in the future.
 */
export function latestDateAnywhere(now = new Date()): string {
  return dateIn('Etc/GMT-14', now);
}

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The moment stored for a date written without a time (a payment received on a day): noon UTC,
 * which is the same calendar day everywhere from UTC-11 to UTC+11, and reads back as that day.
 */
export function dateOnlyMoment(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
