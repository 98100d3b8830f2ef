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
