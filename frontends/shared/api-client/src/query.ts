import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { isNotFound, throwIfResNotOk } from './request';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The query key is the URL: ['/api/projects'] or ['/api/projects', 5] -> /api/projects/5. */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey.map(String).join('/');
}

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** Whether a query's state is the answer of a read that found nothing (see isNotFound). */
export function foundNothing(state: { status: string; error: unknown }): boolean {
  return state.status === 'error' && isNotFound(state.error);
}

/**
 * A query whose read found nothing keeps that answer when it is mounted again, instead of asking
 * once more. The server renders a missing post's page with this answer, and the browser, which
 * takes the answer over with the page, hydrates the same "not found" instead of a loading state.
 */
export function keepNotFoundAnswers(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    if (foundNothing(query.state)) {
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}

/** Shared by the shell and every remote (the library is a federation singleton). */
export const queryClient = createQueryClient();
