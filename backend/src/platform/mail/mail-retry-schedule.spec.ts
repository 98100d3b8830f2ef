import { nextRetryAt } from './mail-retry-schedule';

const MIN = 60_000;
const HOUR = 60 * MIN;
const policy = { delaysMs: [MIN, 5 * MIN, 15 * MIN, HOUR, 3 * HOUR], windowMs: 24 * HOUR };
const first = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(first.getTime() + ms);

describe('nextRetryAt', () => {
  it('backs off 1 min, 5 min, 15 min, 1 h, then every 3 h from the first attempt', () => {
    expect(nextRetryAt(policy, first, at(2000))).toEqual(at(MIN));
    expect(nextRetryAt(policy, first, at(MIN + 2000))).toEqual(at(6 * MIN));
    expect(nextRetryAt(policy, first, at(6 * MIN + 2000))).toEqual(at(21 * MIN));
    expect(nextRetryAt(policy, first, at(21 * MIN + 2000))).toEqual(at(81 * MIN));
    expect(nextRetryAt(policy, first, at(81 * MIN + 2000))).toEqual(at(81 * MIN + 3 * HOUR));
    expect(nextRetryAt(policy, first, at(81 * MIN + 3 * HOUR + 2000))).toEqual(
      at(81 * MIN + 6 * HOUR),
    );
  });

  it('keeps trying for the whole window, then gives up', () => {
    const lastBeforeEnd = nextRetryAt(policy, first, at(23 * HOUR));
    expect(lastBeforeEnd!.getTime()).toBeGreaterThan(at(23 * HOUR).getTime());
    expect(nextRetryAt(policy, first, at(24 * HOUR))).toBeNull();
  });

  it('skips the rounds a late attempt missed', () => {
    expect(nextRetryAt(policy, first, at(10 * HOUR))).toEqual(at(81 * MIN + 9 * HOUR));
  });
});
