import { addDays, dateIn } from './billing-calendar';

describe('billing calendar', () => {
  it('reads the date in the billing time zone, not the server’s', () => {
    // 03:00 UTC on the 26th is still the 25th in Charlotte and Montevideo.
    const night = new Date('2026-11-26T03:00:00Z');
    expect(dateIn('America/New_York', night)).toBe('2026-11-25');
    expect(dateIn('America/Montevideo', night)).toBe('2026-11-26');
    expect(dateIn('UTC', night)).toBe('2026-11-26');
  });

  it('moves dates across months, years and leap days', () => {
    expect(addDays('2026-11-25', 7)).toBe('2026-12-02');
    expect(addDays('2026-12-29', 3)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-25', 0)).toBe('2026-11-25');
  });
});
