/**
 * When a message that could not be delivered is tried again. Rounds of attempts fall at fixed
 * offsets from its first attempt: the given delays one after the other, then the last delay over
 * and over (by default 1 min, 5 min, 15 min, 1 h, then every 3 h). Once the retry window has
 * passed since the first attempt, a failure is final.
 */
export interface RetryPolicy {
  delaysMs: number[];
  windowMs: number;
}

/** The time of the next round, or null when the message should be marked failed. */
export function nextRetryAt(policy: RetryPolicy, firstAttemptAt: Date, now: Date): Date | null {
  const first = firstAttemptAt.getTime();
  const elapsed = now.getTime() - first;
  if (elapsed >= policy.windowMs) return null;
  let offset = 0;
  for (const delay of policy.delaysMs) {
    offset += delay;
    if (offset > elapsed) return new Date(first + offset);
  }
  const last = policy.delaysMs[policy.delaysMs.length - 1];
  const more = Math.floor((elapsed - offset) / last) + 1;
  return new Date(first + offset + more * last);
}
