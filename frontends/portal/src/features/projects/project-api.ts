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
// The newest page of each list, of the size the project's detail carries; older pages on request.
const commentsKey = (id: number) => [`${PROJECTS}/${id}/comments`] as const;
const filesKey = (id: number) => [`${PROJECTS}/${id}/files`] as const;

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

function fetchPage<Page>(id: number, list: 'updates' | 'comments' | 'files', cursor: string) {
  const query = new URLSearchParams({ cursor });
  return apiJson<Page>('GET', `${PROJECTS}/${id}/${list}?${query}`);
}

/** The page of updates after `cursor`, the nextCursor of the page before. */
export const fetchUpdatesPage = (id: number, cursor: string) =>
  fetchPage<UpdatesPage>(id, 'updates', cursor);
export const fetchCommentsPage = (id: number, cursor: string) =>
  fetchPage<CommentsPage>(id, 'comments', cursor);
export const fetchFilesPage = (id: number, cursor: string) =>
  fetchPage<FilesPage>(id, 'files', cursor);
