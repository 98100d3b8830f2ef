import type { ProjectActivity, SocialFigures } from './analytics-api';
import {
  byLongestWait,
  clip,
  milestoneRows,
  monthLabel,
  platformsOf,
  socialRows,
} from './analytics-data';

const activity = (id: number, daysSinceUpdate: number | null): ProjectActivity => ({
  id,
  title: `Project ${id}`,
  titleEs: null,
  status: 'in_progress',
  statusGroup: 'in_progress',
  progress: 50,
  daysSinceUpdate,
});

describe('analytics data', () => {
  it('lists the projects waiting longest for news first and those without updates last', () => {
    const sorted = byLongestWait([
      activity(1, 2),
      activity(2, null),
      activity(3, 40),
      activity(4, 0),
    ]);
    expect(sorted.map((project) => project.id)).toEqual([3, 1, 4, 2]);
  });

  it('lists milestone outcomes in a fixed order', () => {
    expect(milestoneRows({ onTime: 4, late: 1, overdueOpen: 0 })).toEqual([
      { outcome: 'onTime', count: 4 },
      { outcome: 'late', count: 1 },
      { outcome: 'overdueOpen', count: 0 },
    ]);
  });

  it('turns the posts of each month into one row with a column per platform and a total', () => {
    const figures: SocialFigures = {
      months: [
        {
          month: '2026-10',
          platforms: [
            { platform: 'twitter', posts: 0 },
            { platform: 'facebook', posts: 0 },
            { platform: 'instagram', posts: 0 },
            { platform: 'linkedin', posts: 0 },
          ],
        },
        {
          month: '2026-11',
          platforms: [
            { platform: 'twitter', posts: 1 },
            { platform: 'facebook', posts: 0 },
            { platform: 'instagram', posts: 2 },
            { platform: 'linkedin', posts: 3 },
          ],
        },
      ],
      totalPosts: 6,
    };
    expect(platformsOf(figures)).toEqual(['twitter', 'facebook', 'instagram', 'linkedin']);
    expect(socialRows(figures)).toEqual([
      { month: '2026-10', twitter: 0, facebook: 0, instagram: 0, linkedin: 0, total: 0 },
      { month: '2026-11', twitter: 1, facebook: 0, instagram: 2, linkedin: 3, total: 6 },
    ]);
    expect(platformsOf({ months: [], totalPosts: 0 })).toEqual([]);
  });

  it('names a month short on an axis and in full in a table, in both languages', () => {
    expect(monthLabel('2026-01', 'en', 'short')).toBe('Jan');
    expect(monthLabel('2026-01', 'en', 'long')).toBe('January 2026');
    expect(monthLabel('2025-12', 'es', 'short')).toBe('dic');
    expect(monthLabel('2025-12', 'es', 'long')).toBe('diciembre de 2025');
  });

  it('cuts a long name with an ellipsis and leaves a short one alone', () => {
    expect(clip('Trail Guide', 20)).toBe('Trail Guide');
    expect(clip('Mitchell Outdoor Supply: Trail Guide', 12)).toBe('Mitchell Ou…');
    expect(clip('Mitchell Outdoor', 10)).toBe('Mitchell…');
  });
});
