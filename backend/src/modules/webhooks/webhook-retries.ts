/**
 * When a failed delivery is tried again: after each failed attempt, the next delay of the
 * schedule. The default follows the Standard Webhooks guidance (5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h and one more to reach 24 hours after the first attempt); past the last one the delivery
 * has failed for good.
 */
export const DEFAULT_RETRY_SCHEDULE_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  6 * 3_600_000 + 25 * 60_000 - 5_000,
];

/** The delay before attempt `attemptsMade + 1`, or null when the schedule is spent. */
export function nextRetryDelay(schedule: readonly number[], attemptsMade: number): number | null {
  return attemptsMade >= 1 && attemptsMade <= schedule.length ? schedule[attemptsMade - 1] : null;
}

/** An answer that counts as delivered: any 2xx. */
export const delivered = (status: number) => status >= 200 && status < 300;
