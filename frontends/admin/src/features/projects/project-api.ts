import { type components, apiJson, queryClient, throwIfResNotOk } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type AdminProjectRow = Schemas['AdminProjectRowDto'];
export type AdminProject = Schemas['AdminProjectDto'];
export type ProjectStatus = AdminProjectRow['status'];
export type ClientOption = Schemas['ClientOptionDto'];
export type ClientOptionsPage = Schemas['ClientOptionsPageDto'];
export type Milestone = Schemas['MilestoneDto'];
export type MilestoneStatus = Milestone['status'];
export type ProjectUpdate = Schemas['ProjectUpdateDto'];
export type CommentsPage = Schemas['CommentsPageDto'];
export type UpdateProjectRequest = Schemas['UpdateProjectRequest'];
export type ProjectResult = Schemas['ProjectResultDto'];

export const PROJECT_STATUSES: readonly ProjectStatus[] = [
  'pending',
  'planning',
  'in_progress',
  'review',
  'completed',
  'archived',
];
export const MILESTONE_STATUSES: readonly MilestoneStatus[] = [
  'pending',
  'in_progress',
  'completed',
];

/** The admin list; its query key (and every view of it) starts with this path. */
export const PROJECTS_LIST = '/api/admin/projects';
export const projectPath = (id: number) => `${PROJECTS_LIST}/${id}`;
export const commentsPath = (id: number) => `/api/user/projects/${id}/comments`;

/** After a change: the list and the project's record are read again. */
export async function refreshProject(id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [PROJECTS_LIST] }),
    queryClient.invalidateQueries({ queryKey: [projectPath(id)] }),
  ]);
}

export function createProject(body: Schemas['CreateProjectRequest']): Promise<AdminProject> {
  return apiJson<AdminProject>('POST', '/api/projects', body);
}

export function updateProject(id: number, body: UpdateProjectRequest): Promise<AdminProject> {
  return apiJson<AdminProject>('PATCH', `/api/projects/${id}`, body);
}

/** Sends one image as multipart; its URL joins the gallery when the gallery is saved. */
export async function uploadImage(id: number, file: File): Promise<Schemas['GalleryImageDto']> {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch(`${projectPath(id)}/images`, {
    method: 'POST',
    body,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as Schemas['GalleryImageDto'];
}

/**
 * What an admin's browser shows for a gallery entry: an uploaded image through the files route
 * (admins may read every file, also before it is public or when the project is archived).
 */
export function galleryPreview(url: string): string {
  const match = /^\/api\/projects\/\d+\/images\/(\d+)$/.exec(url);
  return match ? `/api/files/${match[1]}?inline=1` : url;
}

/**
 * Posts an update as multipart, so files (images, PDFs) go with it; the server keeps the files of
 * an internal update from the client.
 */
export async function postUpdate(
  id: number,
  update: { content: string; contentEs: string | null; isPublic: boolean },
  files: readonly File[],
): Promise<ProjectUpdate> {
  const body = new FormData();
  body.append('content', update.content);
  if (update.contentEs) body.append('contentEs', update.contentEs);
  body.append('isPublic', String(update.isPublic));
  for (const file of files) body.append('files', file);
  const res = await fetch(`${projectPath(id)}/updates`, {
    method: 'POST',
    body,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ProjectUpdate;
}

/**
 * Posts a message to the project's conversation as the team, as multipart so files (images,
 * PDFs) go with it, through the portal's comments route (admins may post on any project).
 */
export async function postMessage(
  id: number,
  content: string,
  files: readonly File[],
): Promise<Schemas['ProjectCommentDto']> {
  const body = new FormData();
  body.append('content', content);
  for (const file of files) body.append('files', file);
  const res = await fetch(commentsPath(id), { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as Schemas['ProjectCommentDto'];
}

/** `YYYY-MM-DD` in the language's own way, read as a calendar date (no time zone shift). */
export function formatDate(date: string | null | undefined, language: string): string | null {
  if (!date) return null;
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(language.startsWith('es') ? 'es' : 'en', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

export function formatDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('es') ? 'es' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}

/** Text areas of one bullet per line, as the API's lists (blank lines dropped). */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** End before start, compared as calendar dates; either missing is fine. */
export const endsBeforeStart = (start: string, end: string): boolean =>
  Boolean(start && end && end < start);
