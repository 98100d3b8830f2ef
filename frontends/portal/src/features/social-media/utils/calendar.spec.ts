import {
  dayKey,
  groupByDay,
  monthWeeks,
  parseDayKey,
  shiftAnchor,
  startOfWeek,
  viewRange,
  weekDays,
} from './calendar';

const keys = (days: Date[]) => days.map(dayKey);

describe('calendar', () => {
  it('names local days and reads them back', () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(parseDayKey('2026-12-31')?.getTime()).toBe(new Date(2026, 11, 31).getTime());
    for (const text of ['2026-02-30', '2026-13-01', 'today', '', null, undefined])
      expect(parseDayKey(text)).toBeNull();
  });

  it('starts weeks on Sunday or Monday', () => {
    // Wednesday, December 2, 2026.
    const wednesday = new Date(2026, 11, 2);
    expect(dayKey(startOfWeek(wednesday, 0))).toBe('2026-11-29');
    expect(dayKey(startOfWeek(wednesday, 1))).toBe('2026-11-30');
    expect(keys(weekDays(wednesday, 1))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    const sunday = new Date(2026, 11, 6);
    expect(dayKey(startOfWeek(sunday, 1))).toBe('2026-11-30');
    expect(dayKey(startOfWeek(sunday, 0))).toBe('2026-12-06');
  });

  it('covers a month with whole weeks', () => {
    const december = monthWeeks(new Date(2026, 11, 17), 1);
    expect(december).toHaveLength(5);
    expect(dayKey(december[0][0])).toBe('2026-11-30');
    expect(dayKey(december[4][6])).toBe('2027-01-03');
    // February 2026 starts on a Sunday: four weeks exactly when weeks start on Sunday.
    const february = monthWeeks(new Date(2026, 1, 10), 0);
    expect(february).toHaveLength(4);
    expect(dayKey(february[0][0])).toBe('2026-02-01');
    expect(monthWeeks(new Date(2026, 1, 10), 1)).toHaveLength(5);
  });

  it('asks the API for the instants a view shows', () => {
    const month = viewRange('month', new Date(2026, 11, 17), 0);
    expect(month.from.getTime()).toBe(new Date(2026, 10, 29).getTime());
    expect(month.to.getTime()).toBe(new Date(2027, 0, 3).getTime());
    const week = viewRange('week', new Date(2026, 11, 17), 1);
    expect(week.from.getTime()).toBe(new Date(2026, 11, 14).getTime());
    expect(week.to.getTime()).toBe(new Date(2026, 11, 21).getTime());
  });

  it('moves by a month or a week', () => {
    expect(dayKey(shiftAnchor('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(dayKey(shiftAnchor('month', new Date(2026, 0, 31), -1))).toBe('2025-12-01');
    expect(dayKey(shiftAnchor('week', new Date(2026, 11, 28), 1))).toBe('2027-01-04');
  });

  it('groups items by their local day, in order of time', () => {
    const at = (day: number, hour: number) => new Date(2026, 11, day, hour).toISOString();
    const items = [
      { id: 1, when: at(3, 18) },
      { id: 2, when: at(3, 9) },
      { id: 3, when: at(4, 12) },
    ];
    const days = groupByDay(items, (item) => item.when);
    expect([...days.keys()]).toEqual(['2026-12-03', '2026-12-04']);
    expect(days.get('2026-12-03')?.map((item) => item.id)).toEqual([2, 1]);
  });
});
