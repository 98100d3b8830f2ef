/**
 * The server prefetches `routeQueryKeys(path)` for a page; the page reads its own `useQuery` keys.
 * When the two differ the server sends the page in its loading state (or fetches data nobody
 * reads). This spec renders every route of the app and compares what the page asked for with
 * what route-data.ts lists.
 */
import { type QueryClient, type QueryKey, hashKey } from '@tanstack/react-query';
import { type BlogPost, type BlogPostDetail, SITE_CONFIG_PATH } from '@terrabridge/api-client';
import { queryClientWithSite } from '@terrabridge/api-client/testing';
import { i18n } from '@terrabridge/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Children, type ReactNode, isValidElement } from 'react';
import { MemoryRouter, Route } from 'react-router-dom';
import MarketingApp from '../remote-entry';
import { MarketingApp as marketingRoutesTree } from './marketing-app';
import { sampleProject } from '../features/projects/testing';
import { sampleServices, sampleTestimonials } from '../features/shared/fixtures';
import { mockApi } from '../features/shared/test-utils';
import { ROUTE_DATA, routeQueryKeys } from './route-data';

/** Addresses that exercise each route of marketing-app.tsx (parameters valid and invalid). */
const SAMPLE_PATHS: Record<string, string[]> = {
  '/': ['/'],
  '/privacy-policy': ['/privacy-policy'],
  '/terms-service': ['/terms-service'],
  '/cookie-policy': ['/cookie-policy'],
  '/careers': ['/careers'],
  '/contact': ['/contact'],
  '/projects': ['/projects'],
  '/projects/:id': ['/projects/5', '/projects/not-a-number'],
  '/blog': ['/blog'],
  '/blog/:slug': ['/blog/practical-ai', '/blog/Not_A_Slug'],
  '/services': ['/services'],
  '/about': ['/about'],
  '*': ['/no-such-page'],
};

/** The paths of the `<Route>` elements in a React element tree. */
function routePaths(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ path?: string; children?: ReactNode }>(child)) return [];
    const own = child.type === Route && child.props.path ? [child.props.path] : [];
    return [...own, ...routePaths(child.props.children)];
  });
}

/** The routes of marketing-app.tsx (the component only returns its element tree: no hooks). */
function appRoutePaths(): string[] {
  return routePaths(marketingRoutesTree());
}

function samplePost(): BlogPost {
  return {
    id: 1,
    slug: 'practical-ai',
    title: 'Practical AI for Small Businesses',
    titleEs: 'IA práctica para pequeñas empresas',
    content: 'Start small.\n\n## Where to start\n\nPick one task.',
    contentEs: 'Empiece de a poco.',
    featuredImage: '/images/blog/practical-ai.jpg',
    createdAt: '2025-05-01T12:00:00.000Z',
    publishedAt: '2025-05-01T12:00:00.000Z',
    excerpt: null,
    excerptEs: null,
    featuredImageAlt: null,
    featuredImageAltEs: null,
    author: { firstName: 'Daniela', lastName: 'Pereira' },
    summary: 'Start small. Where to start Pick one task.',
    summaryEs: 'Empiece de a poco.',
  };
}

function sampleDetail(): BlogPostDetail {
  return {
    ...samplePost(),
    contentHtml: '<p>Start small.</p>\n<h2>Where to start</h2>\n<p>Pick one task.</p>\n',
    contentHtmlEs: '<p>Empiece de a poco.</p>\n',
  };
}

/** Every API read a page may make, answered (anything else is a 404, still a query asked). */
function answerEveryRead() {
  const project = sampleProject();
  mockApi({
    '/api/services': sampleServices(),
    '/api/testimonials': sampleTestimonials(),
    '/api/projects?featured=true': [project],
    '/api/projects': [project],
    [`/api/projects/${project.id}`]: project,
    '/api/blog': [samplePost()],
    '/api/blog/practical-ai': sampleDetail(),
  });
}

const sortedByHash = (keys: readonly QueryKey[]) =>
  [...keys].sort((a, b) => hashKey(a).localeCompare(hashKey(b)));

/** The keys the rendered page asked for (disabled queries never fetch; the site profile is always sent). */
function pageQueryKeys(client: QueryClient): QueryKey[] {
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[0] !== SITE_CONFIG_PATH && !query.isDisabled());
  return sortedByHash(queries.map((query) => query.queryKey));
}

describe('route data', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    answerEveryRead();
  });

  it('covers every route of the app, and lists only routes the app has', () => {
    const routes = appRoutePaths();
    expect(routes.length).toBeGreaterThan(10);
    expect(Object.keys(SAMPLE_PATHS).sort()).toEqual([...routes].sort());
    for (const { path } of ROUTE_DATA) expect(routes).toContain(path);
  });

  for (const path of Object.values(SAMPLE_PATHS).flat()) {
    it(`prefetches exactly what the page at ${path} reads`, async () => {
      const client = queryClientWithSite();
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <MarketingApp />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const expected = sortedByHash(routeQueryKeys(path));
      // The page has rendered (one h1), its queries have settled and they are the listed ones.
      await waitFor(() => {
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(client.isFetching()).toBe(0);
        expect(pageQueryKeys(client)).toEqual(expected);
      });
      // Parts that load later (lazy sections, content shown once data arrived) ask nothing more.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(client.isFetching()).toBe(0);
      expect(pageQueryKeys(client)).toEqual(expected);
    });
  }
});
