export type CalendarView = 'month' | 'week';
/** 0: weeks start on Sunday (as read in the US); 1: on Monday (as read in Uruguay and Spain). */
export type WeekStart = 0 | 1;

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as 'YYYY-MM-DD', for URLs and for grouping. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a 'YYYY-MM-DD' day, or null when the text names no day. */
export function parseDayKey(key: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export function startOfWeek(date: Date, weekStart: WeekStart): Date {
  return addDays(date, -((date.getDay() - weekStart + 7) % 7));
}

export function sameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b);
}

/** The seven days of the week holding `anchor`. */
export function weekDays(anchor: Date, weekStart: WeekStart): Date[] {
  const first = startOfWeek(anchor, weekStart);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The weeks that cover the month of `anchor`, each of seven days (edges from nearby months). */
export function monthWeeks(anchor: Date, weekStart: WeekStart): Date[][] {
  const firstOfMonth = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const lastOfMonth = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const weeks: Date[][] = [];
  for (
    let start = startOfWeek(firstOfMonth, weekStart);
    start <= lastOfMonth;
    start = addDays(start, 7)
  )
    weeks.push(weekDays(start, weekStart));
  return weeks;
}

/** The span a view shows, as [from, to) instants for the API. */
export function viewRange(
  view: CalendarView,
  anchor: Date,
  weekStart: WeekStart,
): { from: Date; to: Date } {
  const days =
    view === 'month' ? monthWeeks(anchor, weekStart).flat() : weekDays(anchor, weekStart);
  return { from: days[0], to: addDays(days[days.length - 1], 1) };
}

/** The anchor of the next (`step` 1) or previous (-1) month or week. */
export function shiftAnchor(view: CalendarView, anchor: Date, step: 1 | -1): Date {
  if (view === 'week') return addDays(anchor, 7 * step);
  // The first of the month, so that Jan 31 + 1 month is February, not March.
  return new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

/** Items by the local day of their time, each day's in order of time. */
export function groupByDay<T>(items: readonly T[], when: (item: T) => string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(when(a)) - Date.parse(when(b)));
  for (const item of sorted) {
    const key = dayKey(new Date(when(item)));
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}
