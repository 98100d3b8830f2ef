import { DEFAULT_RETRY_SCHEDULE_MS, nextRetryDelay } from './webhook-retries';

describe('webhook retries', () => {
  it('spread the default schedule over 24 hours after the first attempt', () => {
    const total = DEFAULT_RETRY_SCHEDULE_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBe(24 * 3_600_000);
  });

  it('give the delay after each failed attempt, then none', () => {
    expect(nextRetryDelay([100, 200], 1)).toBe(100);
    expect(nextRetryDelay([100, 200], 2)).toBe(200);
    expect(nextRetryDelay([100, 200], 3)).toBeNull();
  });
});
