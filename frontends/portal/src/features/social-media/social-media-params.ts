import { useSearchParams } from 'react-router-dom';
import { POST_STATUSES, type LibraryFilters, type PostStatus } from './social-media-api';
import { type CalendarView, dayKey, parseDayKey } from './utils/calendar';
import { isPlatform } from './utils/platform-limits';

export const SOCIAL_VIEWS = ['generator', 'library', 'calendar', 'saved'] as const;
export type SocialView = (typeof SOCIAL_VIEWS)[number];

/**
 * The Social Media tab's own query parameters: the sub-tab, the library's filters, the calendar's
 * view and day, and the post opened over them (`post`, the address the reminder mail links to).
 * The dashboard drops them when another tab opens.
 */
export const SOCIAL_MEDIA_PARAMS = [
  'view',
  'platform',
  'status',
  'calendar',
  'date',
  'post',
] as const;

const isStatus = (value: string | null): value is PostStatus =>
  (POST_STATUSES as readonly (string | null)[]).includes(value);

/** The tab's state as the URL holds it, and the changes to it (each a new history entry). */
export function useSocialMediaParams() {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view: SocialView = SOCIAL_VIEWS.find((id) => id === viewParam) ?? 'library';
  const platform = params.get('platform') ?? '';
  const status = params.get('status');
  const filters: LibraryFilters = {
    platform: isPlatform(platform) ? platform : null,
    status: isStatus(status) ? status : null,
  };
  const calendarView: CalendarView = params.get('calendar') === 'week' ? 'week' : 'month';
  const anchor = parseDayKey(params.get('date')) ?? new Date();
  const postParam = Number(params.get('post'));
  const postId = Number.isSafeInteger(postParam) && postParam > 0 ? postParam : null;

  const update = (changes: Record<string, string | null>, options?: { replace: boolean }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    }, options);

  return {
    view,
    filters,
    calendarView,
    anchor,
    postId,
    setView: (next: SocialView) => update({ view: next === 'library' ? null : next }),
    setFilters: (next: LibraryFilters) => update({ platform: next.platform, status: next.status }),
    setCalendar: (nextView: CalendarView, nextAnchor: Date) =>
      update({
        calendar: nextView === 'month' ? null : nextView,
        date: dayKey(nextAnchor),
      }),
    openPost: (id: number) => update({ post: String(id) }),
    // Closing takes the post out of the address it was opened at: Back does not open it again.
    closePost: () => update({ post: null }, { replace: true }),
  };
}
