import { ApiError } from '@terrabridge/api-client';
import { errorResponse, jsonResponse } from '../../../testing/render-at';
import {
  GenerationFailedError,
  type GenerationJob,
  JOB_POLL_INTERVAL_MS,
  UnexpectedAnswerError,
  abortableWait,
  generateMultiPlatform,
  generatePost,
  getRecommendations,
} from './generation-api';

const post = { content: 'Hello there, world.', contentEs: 'Hola, mundo.', hashtags: ['#uy'] };

const job = (status: GenerationJob['status'], changes: Partial<GenerationJob> = {}) =>
  ({
    id: 7,
    kind: 'multi-platform',
    status,
    input: { language: 'es' },
    result: null,
    error: null,
    createdAt: '2026-05-01T10:00:00Z',
    finishedAt: null,
    ...changes,
  }) as GenerationJob;

const accepted = (body: GenerationJob) =>
  new Response(JSON.stringify(body), {
    status: 202,
    headers: { 'Content-Type': 'application/json', Location: '/api/social-media/jobs/7' },
  });

/** Answers each fetch with the next response; every call is recorded. */
function answerWith(...responses: Response[]) {
  const fetchMock = jest.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    return next;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const noWait = jest.fn(async () => {});

describe('generation requests', () => {
  it('send the prompt and the language, and return the post', async () => {
    const fetchMock = answerWith(jsonResponse({ platform: 'twitter', ...post, shortened: false }));
    const signal = new AbortController().signal;
    const posts = await generatePost('About our new bakery', 'twitter', {
      language: 'es',
      signal,
    });
    expect(posts).toEqual([{ platform: 'twitter', ...post, shortened: false }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/social-media/generate');
    expect(init.method).toBe('POST');
    expect(init.signal).toBe(signal);
    expect(JSON.parse(init.body as string)).toEqual({
      prompt: 'About our new bakery',
      platform: 'twitter',
      language: 'es',
    });
  });

  it('return the posts in the order the platforms were asked', async () => {
    answerWith(jsonResponse({ linkedin: post, twitter: { ...post, content: 'Short.' } }));
    const posts = await generateMultiPlatform('About our new bakery', ['twitter', 'linkedin'], {
      language: 'en',
      signal: new AbortController().signal,
    });
    expect(posts.map((item) => [item.platform, item.content])).toEqual([
      ['twitter', 'Short.'],
      ['linkedin', post.content],
    ]);
  });

  it('poll a job that is still running (202) every 2 seconds until it is done', async () => {
    const result = {
      topics: ['Menus'],
      contentTypes: ['Reels'],
      platforms: ['instagram' as const],
    };
    const fetchMock = answerWith(
      accepted(job('queued')),
      jsonResponse(job('running')),
      jsonResponse(job('succeeded', { result })),
    );
    const onQueued = jest.fn();
    const answer = await getRecommendations('Restaurant owners', 'Food', {
      language: 'es',
      signal: new AbortController().signal,
      onQueued,
      wait: noWait,
    });
    expect(answer).toEqual(result);
    expect(onQueued).toHaveBeenCalledTimes(1);
    expect(noWait).toHaveBeenCalledTimes(2);
    expect(noWait.mock.calls[0]).toEqual([JOB_POLL_INTERVAL_MS, expect.any(AbortSignal)]);
    expect(fetchMock.mock.calls.slice(1).map((call) => (call as unknown[])[0])).toEqual([
      '/api/social-media/jobs/7?lang=es',
      '/api/social-media/jobs/7?lang=es',
    ]);
  });

  it("report a job that failed with the server's reason", async () => {
    answerWith(
      accepted(job('running')),
      jsonResponse(job('failed', { error: 'Error al generar contenido' })),
    );
    const failure = generatePost('About our new bakery', 'twitter', {
      language: 'es',
      signal: new AbortController().signal,
      wait: noWait,
    });
    await expect(failure).rejects.toEqual(new GenerationFailedError('Error al generar contenido'));
  });

  it('stop polling once cancelled', async () => {
    const fetchMock = answerWith(accepted(job('queued')), jsonResponse(job('running')));
    const controller = new AbortController();
    const running = generatePost('About our new bakery', 'twitter', {
      language: 'en',
      signal: controller.signal,
      onQueued: () => controller.abort(),
    });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turn an answer of the wrong shape into the format error', async () => {
    answerWith(jsonResponse({ twitter: { content: 'No Spanish' } }));
    await expect(
      generateMultiPlatform('About our new bakery', ['twitter'], {
        language: 'es',
        signal: new AbortController().signal,
      }),
    ).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it("keep the API's errors with their status and messages", async () => {
    answerWith(errorResponse(503, 'AI provider not configured'));
    const failure = await generatePost('About our new bakery', 'twitter', {
      language: 'en',
      signal: new AbortController().signal,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect((failure as ApiError).messages).toEqual(['AI provider not configured']);
  });
});

describe('waiting between polls', () => {
  it('ends early when cancelled', async () => {
    const controller = new AbortController();
    const waiting = abortableWait(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
