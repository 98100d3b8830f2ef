import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, throwIfResNotOk } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type ProjectSummary = Schemas['ProjectSummaryDto'];
export type ProjectDetail = Schemas['ProjectDetailDto'];
export type ProjectStatus = ProjectSummary['status'];
export type Milestone = Schemas['MilestoneDto'];
export type ProjectUpdate = Schemas['ProjectUpdateDto'];
export type ProjectComment = Schemas['ProjectCommentDto'];
export type Attachment = Schemas['AttachmentDto'];
export type ProjectFile = Schemas['ProjectFileDto'];
export type ProjectsPage = Schemas['ProjectsPageDto'];
export type UpdatesPage = Schemas['UpdatesPageDto'];
export type CommentsPage = Schemas['CommentsPageDto'];
export type FilesPage = Schemas['FilesPageDto'];

/** How often the conversation asks for new comments while the page is visible. */
export const COMMENT_POLL_MS = 10_000;

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
const PROJECTS = '/api/user/projects';
export const projectKey = (id: number) => [PROJECTS, id] as const;
const commentsKey = (id: number) => [`${PROJECTS}/${id}/comments?limit=100`] as const;
const filesKey = (id: number) => [`${PROJECTS}/${id}/files?limit=100`] as const;

/** The signed-in user's projects (the first 100: a client has a handful). */
export function useMyProjects() {
  return useQuery<ProjectsPage>({ queryKey: [`${PROJECTS}?limit=100`] });
}

export function useProject(id: number) {
  return useQuery<ProjectDetail>({ queryKey: projectKey(id), enabled: id > 0 });
}

/** The conversation, newest first, refreshed while the tab is visible so replies show up. */
export function useComments(id: number, initial: CommentsPage) {
  return useQuery<CommentsPage>({
    queryKey: commentsKey(id),
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: COMMENT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

export function useProjectFiles(id: number) {
  return useQuery<FilesPage>({ queryKey: filesKey(id), enabled: id > 0, staleTime: 0 });
}

/** Posts a comment as multipart (the text and optional files); the caller refreshes the lists. */
export async function postComment(id: number, content: string, files: File[]) {
  const body = new FormData();
  body.append('content', content);
  for (const file of files) body.append('files', file);
  const res = await fetch(`${PROJECTS}/${id}/comments`, {
    method: 'POST',
    body,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ProjectComment;
}

/** The page of older updates after `cursor` (the detail carries the newest page). */
export function fetchOlderUpdates(id: number, cursor: string) {
  const query = new URLSearchParams({ cursor });
  return apiJson<UpdatesPage>('GET', `${PROJECTS}/${id}/updates?${query}`);
}
