import { ApiError, errorMessages } from '@terrabridge/api-client';
import { create } from 'zustand';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';
import {
  GenerationFailedError,
  type GeneratedPosts,
  saveGeneratedPost,
  type Recommendations,
  UnexpectedAnswerError,
  generateMultiPlatform,
  generatePost,
  getRecommendations,
} from './generation-api';
import {
  type PostDraft,
  draftProblems,
  formatHashtags,
  hasProblems,
  parseHashtags,
} from './generator-validation';

export type GeneratorTab = 'single' | 'multi' | 'recommendations';
export const GENERATOR_TABS: readonly GeneratorTab[] = ['single', 'multi', 'recommendations'];
export type PostsTab = Exclude<GeneratorTab, 'recommendations'>;

/** Why a run ended without a result, as the panel words it. */
export type RunFailure =
  /** The server's own messages (already in the language the request was sent in). */
  | { kind: 'messages'; messages: string[]; retry: boolean }
  /** The call never got a usable answer: the generic text of its kind, with a retry. */
  | { kind: 'failed' }
  /** The answer came, but not in the shape promised. */
  | { kind: 'format' };

export type Run =
  | { status: 'idle' }
  /** `queued`: the server answered 202 and the job is being polled. */
  | { status: 'running'; queued: boolean }
  | { status: 'cancelled' }
  | { status: 'failed'; failure: RunFailure }
  | { status: 'done' };

export interface GeneratedDraft extends PostDraft {
  /** The server removed text or hashtags to fit the platform. */
  shortened: boolean;
  saved: boolean;
  /** Save was asked for: the draft's problems show from then on. */
  saveAttempted: boolean;
  /** The last save failed: the server's messages (none when it could not be reached). */
  saveError: string[] | null;
}

interface GeneratorData {
  /** The user the drafts belong to: another user signed in starts afresh. */
  ownerId: number | null;
  tab: GeneratorTab;
  /** Shared by the single and multi-platform forms, so a recommended topic fills both. */
  prompt: string;
  platform: SocialPlatform | null;
  platforms: SocialPlatform[];
  audience: string;
  industry: string;
  runs: Record<GeneratorTab, Run>;
  drafts: Record<PostsTab, GeneratedDraft[]>;
  /** The last recommendations, and the saved set they are kept as once saved (or reused from). */
  recommendations:
    (Recommendations & { audience: string; industry: string; savedId?: number }) | null;
  /** The API answered 503: no AI provider is configured (until a generation succeeds). */
  notConfigured: boolean;
  /** A field to focus once its form shows (after a topic was chosen on another sub-tab). */
  focusRequest: { field: 'prompt' } | null;
}

const IDLE: Run = { status: 'idle' };

export const initialGeneratorData = (ownerId: number | null = null): GeneratorData => ({
  ownerId,
  tab: 'single',
  prompt: '',
  platform: null,
  platforms: [...SOCIAL_PLATFORMS],
  audience: '',
  industry: '',
  runs: { single: IDLE, multi: IDLE, recommendations: IDLE },
  drafts: { single: [], multi: [] },
  recommendations: null,
  notConfigured: false,
  focusRequest: null,
});

/** The run of each sub-tab that can still be cancelled. */
const controllers = new Map<GeneratorTab, AbortController>();

function abortAll(): void {
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
}

export const toDraft = (post: GeneratedPosts[number]): GeneratedDraft => ({
  platform: post.platform,
  content: post.content,
  contentEs: post.contentEs,
  hashtags: formatHashtags(post.hashtags),
  shortened: post.shortened,
  saved: false,
  saveAttempted: false,
  saveError: null,
});

function failureOf(error: unknown): RunFailure {
  if (error instanceof UnexpectedAnswerError) return { kind: 'format' };
  if (error instanceof GenerationFailedError) {
    return error.reason
      ? { kind: 'messages', messages: [error.reason], retry: true }
      : { kind: 'failed' };
  }
  const messages = errorMessages(error);
  if (messages.length === 0) return { kind: 'failed' };
  // A bad request will not get better by sending it again; a busy or failing provider may.
  const retry = error instanceof ApiError && error.status >= 429;
  return { kind: 'messages', messages, retry };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The generator's state for the page's lifetime: the forms, the runs and the drafts. It outlives
 * the panel, so a client who saves one post and is taken to the list finds the others, still
 * unsaved, on coming back; a generation keeps running while another tab is open.
 */
export const useGeneratorStore = create<GeneratorData>(() => initialGeneratorData());

const set = useGeneratorStore.setState;
const get = useGeneratorStore.getState;

/** Starts afresh when the drafts belong to someone else than the signed-in user. */
export function claimGenerator(userId: number | null): void {
  if (get().ownerId === userId) return;
  abortAll();
  set(initialGeneratorData(userId), true);
}

export function setGeneratorTab(tab: GeneratorTab): void {
  set({ tab });
}

export function setGeneratorFields(
  fields: Partial<
    Pick<GeneratorData, 'prompt' | 'platform' | 'platforms' | 'audience' | 'industry'>
  >,
): void {
  set(fields);
}

export function clearFocusRequest(): void {
  set({ focusRequest: null });
}

function setRun(tab: GeneratorTab, run: Run): void {
  set((state) => ({ runs: { ...state.runs, [tab]: run } }));
}

/**
 * Runs one generation for a sub-tab: a run already going there is cancelled first; the outcome
 * lands in the store unless this run was cancelled meanwhile.
 */
async function run<T>(
  tab: GeneratorTab,
  call: (options: { signal: AbortSignal; onQueued: () => void }) => Promise<T>,
  onResult: (result: T) => void,
): Promise<void> {
  controllers.get(tab)?.abort();
  const controller = new AbortController();
  controllers.set(tab, controller);
  setRun(tab, { status: 'running', queued: false });
  try {
    const result = await call({
      signal: controller.signal,
      onQueued: () => {
        if (!controller.signal.aborted) setRun(tab, { status: 'running', queued: true });
      },
    });
    if (controller.signal.aborted) return;
    onResult(result);
    set({ notConfigured: false });
    setRun(tab, { status: 'done' });
  } catch (error) {
    if (controller.signal.aborted || isAbort(error)) return;
    if (error instanceof ApiError && error.status === 503) {
      set({ notConfigured: true });
      setRun(tab, IDLE);
      return;
    }
    setRun(tab, { status: 'failed', failure: failureOf(error) });
  } finally {
    if (controllers.get(tab) === controller) controllers.delete(tab);
  }
}

/** Writes posts from the form of `tab`, which the caller has validated. */
export function generatePosts(tab: PostsTab, language: 'en' | 'es'): Promise<void> {
  const { prompt, platform, platforms } = get();
  set((state) => ({ drafts: { ...state.drafts, [tab]: [] } }));
  return run(
    tab,
    ({ signal, onQueued }) =>
      tab === 'single'
        ? generatePost(prompt.trim(), platform!, { language, signal, onQueued })
        : generateMultiPlatform(
            prompt.trim(),
            // Results in the order the platforms are listed, whatever order they were ticked in.
            SOCIAL_PLATFORMS.filter((item) => platforms.includes(item)),
            { language, signal, onQueued },
          ),
    (posts) => set((state) => ({ drafts: { ...state.drafts, [tab]: posts.map(toDraft) } })),
  );
}

/** Asks for recommendations from the form, which the caller has validated. */
export function recommend(language: 'en' | 'es'): Promise<void> {
  const audience = get().audience.trim();
  const industry = get().industry.trim();
  set({ recommendations: null });
  return run(
    'recommendations',
    ({ signal, onQueued }) =>
      getRecommendations(audience, industry, { language, signal, onQueued }),
    (recommendations) => set({ recommendations: { ...recommendations, audience, industry } }),
  );
}

/**
 * Stops waiting for the sub-tab's generation: the request is aborted and, after a 202, the job
 * is no longer polled. The server may still finish it.
 */
export function cancelRun(tab: GeneratorTab): void {
  controllers.get(tab)?.abort();
  controllers.delete(tab);
  if (get().runs[tab].status === 'running') setRun(tab, { status: 'cancelled' });
}

export function updateDraft(
  tab: PostsTab,
  platform: SocialPlatform,
  changes: Partial<GeneratedDraft>,
): void {
  set((state) => ({
    drafts: {
      ...state.drafts,
      [tab]: state.drafts[tab].map((draft) =>
        draft.platform === platform ? { ...draft, ...changes } : draft,
      ),
    },
  }));
}

/**
 * A recommended topic becomes the prompt of the multi-platform form, for the recommended
 * platforms (the best one for the single-platform form), and that form opens with its prompt
 * focused.
 */
export function chooseTopic(prompt: string): void {
  const recommended = get().recommendations?.platforms ?? [];
  set((state) => ({
    prompt,
    platforms: recommended.length > 0 ? [...recommended] : state.platforms,
    platform: recommended[0] ?? state.platform,
    tab: 'multi',
    focusRequest: { field: 'prompt' },
  }));
}

/**
 * A saved recommendation set, used again: its audience and industry fill the recommendations
 * form and its topics show as if just generated (a topic, clicked, fills the posts forms); the
 * form can ask for fresh ones. Nothing is generated, so nothing is spent.
 */
export function reuseRecommendations(
  saved: Recommendations & { id: number; audience: string; industry: string },
) {
  cancelRun('recommendations');
  set({
    audience: saved.audience,
    industry: saved.industry,
    recommendations: {
      topics: [...saved.topics],
      contentTypes: [...saved.contentTypes],
      platforms: [...saved.platforms],
      audience: saved.audience,
      industry: saved.industry,
      savedId: saved.id,
    },
    tab: 'recommendations',
  });
  setRun('recommendations', IDLE);
}

/** `shown` (still the recommendations shown, unless new ones came meanwhile) is kept as set `id`. */
export function markRecommendationsSaved(
  shown: GeneratorData['recommendations'],
  id: number,
): void {
  set((state) =>
    state.recommendations && state.recommendations === shown
      ? { recommendations: { ...state.recommendations, savedId: id } }
      : {},
  );
}

export interface SaveOutcome {
  /** Posts saved by this call. */
  saved: number;
  /** Posts that break a rule or that the server refused (the reason shows on each). */
  failed: number;
  /** Some posts broke a rule, so none was sent. */
  blocked: boolean;
}

/**
 * Saves the unsaved drafts of `platforms` to the library, one after the other. Nothing is sent
 * while any of them breaks a rule: its problems show on it. A post the server refuses keeps its
 * message; the others are saved.
 */
export async function saveDrafts(
  tab: PostsTab,
  platforms: readonly SocialPlatform[],
  language: 'en' | 'es',
): Promise<SaveOutcome> {
  const pending = get().drafts[tab].filter(
    (draft) => platforms.includes(draft.platform) && !draft.saved,
  );
  for (const draft of pending) {
    updateDraft(tab, draft.platform, { saveAttempted: true, saveError: null });
  }
  const blocked = pending.filter((draft) => hasProblems(draftProblems(draft)));
  if (blocked.length > 0) return { saved: 0, failed: blocked.length, blocked: true };

  let saved = 0;
  let failed = 0;
  for (const draft of pending) {
    try {
      await saveGeneratedPost(
        {
          platform: draft.platform,
          content: draft.content.trim(),
          contentEs: draft.contentEs.trim() || null,
          hashtags: parseHashtags(draft.hashtags),
        },
        language,
      );
      updateDraft(tab, draft.platform, { saved: true });
      saved += 1;
    } catch (error) {
      updateDraft(tab, draft.platform, { saveError: errorMessages(error) });
      failed += 1;
    }
  }
  return { saved, failed, blocked: false };
}
