import type { QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn, queryClient, queryKeyToUrl } from './query';

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
