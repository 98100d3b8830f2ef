import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, apiRequest } from '@terrabridge/api-client';
import type { Platform } from './utils/platform-limits';

type Schemas = components['schemas'];
export type SocialPost = Schemas['SocialPostDto'];
export type SocialPostsPage = Schemas['SocialPostsPageDto'];
export type SocialCalendar = Schemas['SocialCalendarDto'];
export type PostStatus = SocialPost['status'];
export type PostAction = SocialPost['actions'][number];
export type PostChanges = Schemas['UpdateSocialPostRequest'];
type Language = 'en' | 'es';

export const POST_STATUSES: readonly PostStatus[] = [
  'draft',
  'awaiting_approval',
  'approved',
  'changes_requested',
  'scheduled',
  'due',
  'posted',
];

export interface LibraryFilters {
  platform: Platform | null;
  status: PostStatus | null;
}

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
const SOCIAL_MEDIA = '/api/social-media';

function listUrl(filters: LibraryFilters, cursor?: string): string {
  const query = new URLSearchParams();
  if (filters.platform) query.set('platform', filters.platform);
  if (filters.status) query.set('status', filters.status);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return search ? `${SOCIAL_MEDIA}?${search}` : SOCIAL_MEDIA;
}

/** The newest page of the library, as filtered; read again each time the list opens. */
export function useSocialPosts(filters: LibraryFilters) {
  return useQuery<SocialPostsPage>({ queryKey: [listUrl(filters)], staleTime: 0 });
}

/** The page after `cursor` (the nextCursor of the page before). */
export function fetchSocialPostsPage(filters: LibraryFilters, cursor: string) {
  return apiJson<SocialPostsPage>('GET', listUrl(filters, cursor));
}

/** The posts with a time chosen in [from, to). */
export function useSocialCalendar(from: Date, to: Date) {
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return useQuery<SocialCalendar>({
    queryKey: [`${SOCIAL_MEDIA}/calendar?${query}`],
    staleTime: 0,
  });
}

/** One post, read fresh (the edit dialog edits what the server holds now). */
export function useSocialPost(id: number | null) {
  return useQuery<SocialPost>({
    queryKey: [SOCIAL_MEDIA, id ?? 0],
    enabled: id !== null && id > 0,
    staleTime: 0,
    gcTime: 0,
  });
}

// Each change names the language its errors are worded in (?lang=) and answers the post as it
// is now; the caller shows it and refreshes the lists.

export function updateSocialPost(id: number, changes: PostChanges, language: Language) {
  return apiJson<SocialPost>('PATCH', `${SOCIAL_MEDIA}/${id}?lang=${language}`, changes);
}

export async function deleteSocialPost(id: number, language: Language): Promise<void> {
  await apiRequest('DELETE', `${SOCIAL_MEDIA}/${id}?lang=${language}`);
}

export function duplicateSocialPost(id: number, platform: Platform, language: Language) {
  return apiJson<SocialPost>('POST', `${SOCIAL_MEDIA}/${id}/duplicate?lang=${language}`, {
    platform,
  });
}

/** `scheduledDate`: the chosen instant in UTC ISO form. */
export function scheduleSocialPost(id: number, scheduledDate: string, language: Language) {
  return apiJson<SocialPost>('PUT', `${SOCIAL_MEDIA}/${id}/schedule?lang=${language}`, {
    scheduledDate,
  });
}

/** The post is live on its network; `url`: the live post's address, or null for none. */
export function markSocialPostPosted(id: number, url: string | null, language: Language) {
  return apiJson<SocialPost>('POST', `${SOCIAL_MEDIA}/${id}/posted?lang=${language}`, { url });
}

/** At most this many of each state are offered when scheduling from the calendar. */
export const SCHEDULABLE_LIMIT = 100;

/**
 * The posts that can be scheduled now: the client's drafts and approved team drafts that fit
 * their network (the server offers them `schedule`), newest first. `more`: some were left out.
 */
export function useSchedulablePosts(enabled: boolean) {
  const options = (status: 'draft' | 'approved') => ({
    queryKey: [`${SOCIAL_MEDIA}?status=${status}&limit=${SCHEDULABLE_LIMIT}`],
    enabled,
    staleTime: 0,
  });
  const drafts = useQuery<SocialPostsPage>(options('draft'));
  const approved = useQuery<SocialPostsPage>(options('approved'));
  const items = [...(drafts.data?.items ?? []), ...(approved.data?.items ?? [])]
    .filter((post) => post.actions.includes('schedule'))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return {
    items,
    more: !!drafts.data?.nextCursor || !!approved.data?.nextCursor,
    isPending: drafts.isPending || approved.isPending,
    error: drafts.error ?? approved.error,
    refetch: () => Promise.all([drafts.refetch(), approved.refetch()]),
  };
}

export function unscheduleSocialPost(id: number, language: Language) {
  return apiJson<SocialPost>('DELETE', `${SOCIAL_MEDIA}/${id}/schedule?lang=${language}`);
}

export function approveSocialPost(id: number, language: Language) {
  return apiJson<SocialPost>('POST', `${SOCIAL_MEDIA}/${id}/approve?lang=${language}`);
}

export function requestChanges(id: number, comment: string, language: Language) {
  return apiJson<SocialPost>('POST', `${SOCIAL_MEDIA}/${id}/request-changes?lang=${language}`, {
    comment,
  });
}
