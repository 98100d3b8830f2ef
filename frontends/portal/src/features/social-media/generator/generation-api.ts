import { type components, apiJson, throwIfResNotOk } from '@terrabridge/api-client';
import { type SocialPlatform, isSocialPlatform } from '@terrabridge/rules/social-posts';

type Schemas = components['schemas'];
export type GeneratedPost = Schemas['GeneratedPostDto'];
export type GeneratedContent = Schemas['GeneratedContentDto'];
export type Recommendations = Schemas['RecommendationsDto'];
export type GenerationJob = Schemas['GenerationJobDto'];
export type SavedPost = Schemas['SocialPostDto'];
type Language = 'en' | 'es';

/** How often a generation that is still running on the server (202) is asked about. */
export const JOB_POLL_INTERVAL_MS = 2_000;

/** A generation the server accepted (202) and later reported failed, with its localized reason. */
export class GenerationFailedError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'generation failed');
    this.name = 'GenerationFailedError';
  }
}

/** An answer without the shape the request promises. */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('unexpected answer');
    this.name = 'UnexpectedAnswerError';
  }
}

export interface GenerationOptions {
  language: Language;
  signal: AbortSignal;
  /** Called when the server answers 202: the job goes on there and is polled from here on. */
  onQueued?: (job: GenerationJob) => void;
  /** Waits between polls; tests replace it. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * POSTs a generation request and resolves with its result: at once (200), or, when the server
 * answers 202 because the job is still running, by polling the job every JOB_POLL_INTERVAL_MS
 * until it is done. Aborting the signal stops both the request and the polling; the job itself
 * may still finish on the server.
 */
async function requestGeneration(
  path: string,
  body: Record<string, unknown>,
  { language, signal, onQueued, wait = abortableWait }: GenerationOptions,
): Promise<unknown> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, language }),
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  const answer = (await res.json()) as unknown;
  if (res.status !== 202) return answer;

  let job = answer as GenerationJob;
  onQueued?.(job);
  const location = res.headers.get('Location') ?? `/api/social-media/jobs/${job.id}`;
  while (job.status === 'queued' || job.status === 'running') {
    await wait(JOB_POLL_INTERVAL_MS, signal);
    const poll = await fetch(`${location}?lang=${language}`, { credentials: 'include', signal });
    await throwIfResNotOk(poll);
    job = (await poll.json()) as GenerationJob;
  }
  if (job.status === 'failed') throw new GenerationFailedError(job.error);
  return job.result;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isPost(value: unknown): value is GeneratedPost {
  return (
    isRecord(value) &&
    typeof value.content === 'string' &&
    typeof value.contentEs === 'string' &&
    isStringList(value.hashtags)
  );
}

/** One post for each platform asked for, in that order. */
export type GeneratedPosts = Array<GeneratedPost & { platform: SocialPlatform }>;

/** The post for one platform, in English and Spanish. */
export async function generatePost(
  prompt: string,
  platform: SocialPlatform,
  options: GenerationOptions,
): Promise<GeneratedPosts> {
  const answer = await requestGeneration(
    '/api/social-media/generate',
    { prompt, platform },
    options,
  );
  if (!isPost(answer) || (answer as GeneratedContent).platform !== platform) {
    throw new UnexpectedAnswerError();
  }
  return [{ ...answer, platform }];
}

/** A post for each platform, in English and Spanish, from one generation. */
export async function generateMultiPlatform(
  prompt: string,
  platforms: readonly SocialPlatform[],
  options: GenerationOptions,
): Promise<GeneratedPosts> {
  const answer = await requestGeneration(
    '/api/social-media/multi-platform',
    { prompt, platforms },
    options,
  );
  if (!isRecord(answer)) throw new UnexpectedAnswerError();
  return platforms.map((platform) => {
    const post = answer[platform];
    if (!isPost(post)) throw new UnexpectedAnswerError();
    return { ...post, platform };
  });
}

/** Topics, content types and platforms for an audience, in the language asked for. */
export async function getRecommendations(
  audience: string,
  industry: string,
  options: GenerationOptions,
): Promise<Recommendations> {
  const answer = await requestGeneration(
    '/api/content-recommendations',
    { audience, industry },
    options,
  );
  if (
    !isRecord(answer) ||
    !isStringList(answer.topics) ||
    !isStringList(answer.contentTypes) ||
    !Array.isArray(answer.platforms) ||
    !answer.platforms.every(isSocialPlatform)
  ) {
    throw new UnexpectedAnswerError();
  }
  return answer as Recommendations;
}

export interface PostToSave {
  platform: SocialPlatform;
  content: string;
  contentEs: string | null;
  hashtags: string[];
}

/** Keeps a generated (and possibly edited) post in the client's library. */
export async function saveGeneratedPost(post: PostToSave, language: Language): Promise<SavedPost> {
  const body: Schemas['SaveSocialPostRequest'] = { ...post, aiGenerated: true };
  // The save request takes no language field: its errors are worded by ?lang=.
  return apiJson<SavedPost>('POST', `/api/social-media/save?lang=${language}`, body);
}
