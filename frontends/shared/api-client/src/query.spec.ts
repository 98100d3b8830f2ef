import type { QueryFunctionContext } from '@tanstack/react-query';
import {
  createQueryClient,
  getQueryFn,
  keepNotFoundAnswers,
  queryClient,
  queryKeyToUrl,
} from './query';
import { ApiError, isNotFound } from './request';

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as QueryFunctionContext;
}

function mockFetch(response: Response) {
  const fetchMock = jest.fn().mockResolvedValue(response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('getQueryFn', () => {
  it('GETs the query key as the URL with credentials and parses JSON', async () => {
    const fetchMock = mockFetch(new Response('[{"id":5}]', { status: 200 }));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/projects']));
    expect(data).toEqual([{ id: 5 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/projects',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('joins key segments into a path', () => {
    expect(queryKeyToUrl(['/api/projects', 5])).toBe('/api/projects/5');
  });

  it('returns null on 401 when set to returnNull', async () => {
    mockFetch(new Response('Not authenticated', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/user']))).resolves.toBeNull();
  });

  it('throws on 401 when set to throw', async () => {
    mockFetch(new Response('Not authenticated', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/user']))).rejects.toThrow(
      '401: Not authenticated',
    );
  });

  it('still throws other errors when set to returnNull', async () => {
    mockFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/user']))).rejects.toThrow(
      '500: boom',
    );
  });
});

describe('queryClient defaults', () => {
  it('never retries, never refetches on focus or interval and never goes stale', () => {
    const queries = queryClient.getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('answers that found nothing', () => {
  it('are 404s and 400s, also as they come back from JSON', () => {
    expect(isNotFound(new ApiError(404, '', 'Not Found'))).toBe(true);
    expect(isNotFound(new ApiError(400, '', 'Bad Request'))).toBe(true);
    expect(isNotFound(JSON.parse(JSON.stringify(new ApiError(404, '', 'Not Found'))))).toBe(true);
    for (const error of [
      new ApiError(500, '', ''),
      new ApiError(401, '', ''),
      new Error('x'),
      null,
    ]) {
      expect(isNotFound(error)).toBe(false);
    }
  });

  it('stay as they are when mounted again; other failures are asked for again', async () => {
    const client = createQueryClient();
    const fail = (status: number) => () => Promise.reject(new ApiError(status, '', ''));
    await client.prefetchQuery({ queryKey: ['/api/blog', 'gone'], queryFn: fail(404) });
    await client.prefetchQuery({ queryKey: ['/api/blog', 'down'], queryFn: fail(503) });
    await client.prefetchQuery({ queryKey: ['/api/blog'], queryFn: () => Promise.resolve([]) });

    keepNotFoundAnswers(client);

    expect(client.getQueryDefaults(['/api/blog', 'gone']).retryOnMount).toBe(false);
    expect(client.getQueryDefaults(['/api/blog', 'down']).retryOnMount).toBeUndefined();
    expect(client.getQueryDefaults(['/api/blog']).retryOnMount).toBeUndefined();
  });
});
