import { dayKey } from './calendar';

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's time zone, as the user reads it ("America/Montevideo"). */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A `datetime-local` value ('2026-12-01T15:00', the user's wall clock) as the instant it names,
 * in UTC ISO form for the API; null when it names none.
 */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hours, minutes);
  // new Date rolls 2026-02-30 over to March: such a value names no day.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

/** An instant as a `datetime-local` value on the user's wall clock. */
export function toLocalInput(instant: string | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A sensible first proposal: the next full hour at least 30 minutes from `now`. */
export function suggestedTime(now: Date = new Date()): string {
  const date = new Date(now.getTime() + 30 * 60_000);
  date.setMinutes(date.getMinutes() > 0 ? 60 : 0, 0, 0);
  return toLocalInput(date);
}

/** A morning hour to offer on a day still to come. */
const MORNING = '09:00';

/** Whether a post can still be scheduled on the local `day`: today or later. */
export function isSchedulableDay(day: Date, now: Date = new Date()): boolean {
  return dayKey(day) >= dayKey(now);
}

/**
 * The time ('HH:MM') first offered for a post on `day`: the morning on a day to come; today, the
 * next full hour at least 30 minutes ahead, or null when today has no such hour left.
 */
export function suggestedTimeOn(day: Date, now: Date = new Date()): string | null {
  if (dayKey(day) > dayKey(now)) return MORNING;
  const suggestion = suggestedTime(now);
  return suggestion.startsWith(dayKey(day)) ? suggestion.slice(11) : null;
}

/** `time` ('HH:MM') on the user's clock on `day`, as the instant in UTC ISO form; null if none. */
export function dayTimeToIso(day: Date, time: string): string | null {
  return /^\d{2}:\d{2}$/.test(time) ? localInputToIso(`${dayKey(day)}T${time}`) : null;
}
