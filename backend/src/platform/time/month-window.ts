/** Calendar months counted in UTC, as `YYYY-MM`. */
export interface MonthWindow {
  /** Oldest first, ending with the month of `now`. */
  months: string[];
  /** The first instant of the oldest month. */
  start: Date;
  /** The first instant after the newest month. */
  end: Date;
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/**
 * The `count` months up to and including the current one, so a chart over time has a steady axis
 * whether or not anything happened in a month.
 */
export function monthWindow(count: number, now: Date = new Date()): MonthWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = new Date(Date.UTC(year, month - count + 1, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  const months = Array.from({ length: count }, (_, index) =>
    monthKey(new Date(Date.UTC(year, month - count + 1 + index, 1))),
  );
  return { months, start, end };
}
