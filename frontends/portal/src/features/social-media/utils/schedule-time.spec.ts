import {
  dayTimeToIso,
  isSchedulableDay,
  localInputToIso,
  suggestedTime,
  suggestedTimeOn,
  toLocalInput,
  userTimeZone,
} from './schedule-time';

describe('schedule time', () => {
  it('reads a datetime-local value as the user’s wall clock and sends it in UTC', () => {
    const local = new Date(2026, 11, 1, 15, 30);
    expect(localInputToIso('2026-12-01T15:30')).toBe(local.toISOString());
    expect(localInputToIso('2026-12-01T15:30')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('names no instant for a value that is not a day and time', () => {
    for (const value of ['', '2026-12-01', '2026-02-30T10:00', '15:30', '2026-12-01T25:00'])
      expect(localInputToIso(value)).toBeNull();
  });

  it('shows an instant on the user’s wall clock, and back', () => {
    const instant = new Date(2027, 2, 5, 9, 5).toISOString();
    expect(toLocalInput(instant)).toBe('2027-03-05T09:05');
    expect(localInputToIso(toLocalInput(instant))).toBe(instant);
  });

  it('proposes the next full hour at least half an hour ahead', () => {
    expect(suggestedTime(new Date(2026, 10, 25, 10, 10))).toBe('2026-11-25T11:00');
    expect(suggestedTime(new Date(2026, 10, 25, 10, 40))).toBe('2026-11-25T12:00');
    expect(suggestedTime(new Date(2026, 10, 25, 10, 30))).toBe('2026-11-25T11:00');
    expect(suggestedTime(new Date(2026, 11, 31, 23, 45))).toBe('2027-01-01T01:00');
  });

  it('names the user’s time zone', () => {
    expect(userTimeZone()).toBeTruthy();
  });

  it('offers scheduling on today and the days to come, never on a past day', () => {
    const now = new Date(2026, 10, 25, 23, 50);
    expect(isSchedulableDay(new Date(2026, 10, 25), now)).toBe(true);
    expect(isSchedulableDay(new Date(2026, 10, 26), now)).toBe(true);
    expect(isSchedulableDay(new Date(2026, 10, 24), now)).toBe(false);
    expect(isSchedulableDay(new Date(2025, 11, 31), now)).toBe(false);
  });

  it('suggests the morning on a day to come, the next full hour today, none late at night', () => {
    const now = new Date(2026, 10, 25, 10, 40);
    expect(suggestedTimeOn(new Date(2026, 10, 28), now)).toBe('09:00');
    expect(suggestedTimeOn(new Date(2026, 10, 25), now)).toBe('12:00');
    expect(suggestedTimeOn(new Date(2026, 10, 25), new Date(2026, 10, 25, 23, 10))).toBeNull();
  });

  it('sends a time on the picked day as the instant on the user’s clock', () => {
    expect(dayTimeToIso(new Date(2026, 11, 1), '09:30')).toBe(
      new Date(2026, 11, 1, 9, 30).toISOString(),
    );
    for (const time of ['', '9', '25:00', '09:30:00'])
      expect(dayTimeToIso(new Date(2026, 11, 1), time)).toBeNull();
  });
});
