import { monthWindow } from './month-window';

describe('monthWindow', () => {
  it('lists twelve months up to the current one, across a new year', () => {
    const window = monthWindow(12, new Date('2026-02-14T10:00:00Z'));
    expect(window.months).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(window.start.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('counts months in UTC, as the stored times are', () => {
    // Still 30 November in Charlotte and Montevideo, already December in UTC.
    const window = monthWindow(2, new Date('2026-12-01T01:30:00Z'));
    expect(window.months).toEqual(['2026-11', '2026-12']);
    expect(window.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
