import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { BLOG_PATH, isBlogSlug } from '../features/blog/api';
import { HOME_SECTIONS_DATA } from '../features/home/api';
import { PROJECTS_PATH } from '../features/projects/api';
import { parseProjectId } from '../features/projects/utils/project-format';
import { SERVICES_PATH } from '../features/services/api';

type Params = Readonly<Record<string, string | undefined>>;

export interface RouteData {
  /** A route path of marketing-app.tsx, with the same parameters. */
  path: string;
  /** The query keys the route's page reads with useQuery (the API path, as the page writes it). */
  queryKeys: (params: Params) => QueryKey[];
  /**
   * The page reads this data only in a part that hydrates later (DeferUntilNear with `data`): the
   * server renders with it but does not send it, and the browser fetches it when the part opens.
   */
  sentLater?: boolean;
}

/**
 * The data each public page needs for its first render. The server fetches these queries before
 * it renders the page and sends them with it, so the page arrives complete and the browser does
 * not fetch them again. A page reading a key missing here still works: the server renders its
 * loading state and the browser fetches the data after hydration. Keep the keys identical to the
 * page's `useQuery({ queryKey })` (see "Server rendering" in frontends/README.md);
 * route-data.pages.spec.tsx renders every route and fails when they differ. The site profile
 * (['/api/site']) is always fetched and is not listed.
 */
export const ROUTE_DATA: readonly RouteData[] = [
  // The sections below the hero, which hydrate when the visitor comes near.
  { path: '/', queryKeys: () => [...HOME_SECTIONS_DATA], sentLater: true },
  { path: '/services', queryKeys: () => [[SERVICES_PATH]] },
  // The contact form's service select.
  { path: '/contact', queryKeys: () => [[SERVICES_PATH]] },
  { path: '/projects', queryKeys: () => [[PROJECTS_PATH]] },
  {
    path: '/projects/:id',
    // The page asks with the numeric id, and nothing for an id that cannot exist.
    queryKeys: ({ id }) => {
      const projectId = parseProjectId(id);
      return projectId === null ? [] : [[PROJECTS_PATH, projectId]];
    },
  },
  { path: '/blog', queryKeys: () => [[BLOG_PATH]] },
  {
    path: '/blog/:slug',
    queryKeys: ({ slug = '' }) => (isBlogSlug(slug) ? [[BLOG_PATH, slug]] : []),
  },
];

/** Every query key the page at `pathname` needs (none for a path without an entry). */
export function routeQueryKeys(pathname: string): QueryKey[] {
  return keysOf(pathname, () => true);
}

/** Of those, the keys the server renders with but does not send (see `sentLater`). */
export function routeQueryKeysSentLater(pathname: string): QueryKey[] {
  return keysOf(pathname, (route) => route.sentLater === true);
}

function keysOf(pathname: string, include: (route: RouteData) => boolean): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const route of ROUTE_DATA) {
    const match = include(route) && matchPath({ path: route.path, end: true }, pathname);
    if (match) keys.push(...route.queryKeys(match.params));
  }
  return keys;
}
