import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';

type Params = Readonly<Record<string, string | undefined>>;

export interface RouteData {
  /** A route path of marketing-app.tsx, with the same parameters. */
  path: string;
  /** The query keys the route's page reads with useQuery (the API path, as the page writes it). */
  queryKeys: (params: Params) => QueryKey[];
}

/**
 * The data each public page needs for its first render. The server fetches these queries before
 * it renders the page and sends them with it, so the page arrives complete and the browser does
 * not fetch them again. A page reading a key missing here still works: the server renders its
 * loading state and the browser fetches the data after hydration. Keep the keys identical to the
 * page's `useQuery({ queryKey })` (see "Server rendering" in frontends/README.md).
 */
export const ROUTE_DATA: readonly RouteData[] = [
  { path: '/services', queryKeys: () => [['/api/services']] },
  { path: '/projects', queryKeys: () => [['/api/projects']] },
  { path: '/projects/:id', queryKeys: ({ id }) => [['/api/projects', id]] },
  { path: '/blog', queryKeys: () => [['/api/blog']] },
  { path: '/blog/:slug', queryKeys: ({ slug }) => [['/api/blog', slug]] },
];

/** Every query key the page at `pathname` needs (none for a path without an entry). */
export function routeQueryKeys(pathname: string): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const route of ROUTE_DATA) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) keys.push(...route.queryKeys(match.params));
  }
  return keys;
}
