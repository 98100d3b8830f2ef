/**
 * Entry of the server bundle (rspack.ssr.mjs -> dist/frontends/ssr/server.js): renders one URL
 * of the site to HTML with the same components the browser hydrates. The API's page document
 * service calls `renderPage` and puts the result into the shell's index.html.
 */
import {
  QueryClientProvider,
  type QueryClient,
  type QueryKey,
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
} from '@tanstack/react-query';
import {
  SITE_CONFIG_PATH,
  createQueryClient,
  foundNothing,
  keepNotFoundAnswers,
  queryKeyToUrl,
  type UserDto,
} from '@terrabridge/api-client';
import { type Language, changeLanguage } from '@terrabridge/i18n';
import { type Theme, useLanguageStore, useThemeStore, useUserStore } from '@terrabridge/session';
import { PageSpinner } from '@terrabridge/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { AppLayout } from '../app/app';
import { findRoute } from '../app/route-table';
import type { RemoteName } from '../remotes/remote-names';
import { collectLazyImports } from './lazy-tracking';
import { collectTranslationBundles } from './translation-bundles';
import { SERVER_REMOTES } from './server-remotes';

export interface RenderPageInput {
  /** Path and query string of the page. */
  url: string;
  language: Language;
  theme: Theme;
  /** The signed-in user, or null. */
  user: UserDto | null;
  /**
   * GETs a site-relative API path as JSON; rejects on any non-OK answer, with an error whose
   * `status` is the answer's.
   */
  fetchJson: (path: string) => Promise<unknown>;
}

export interface RenderPageResult {
  html: string;
  /**
   * 'hydrate': the markup is the page, the browser hydrates it. 'placeholder': the page frame
   * with a spinner where the content goes (pages the server does not render); the browser
   * renders over it.
   */
  mode: 'hydrate' | 'placeholder';
  /** The remote that owns the page, whose entry the browser should fetch early. */
  remote: RemoteName | null;
  /** `<importer>#<request>` keys of the lazy imports rendered (see ssr-manifest.json). */
  lazyImports: string[];
  /**
   * The texts fetched on demand that the page shows, as the names of their modules ('home.es'):
   * the browser needs them before it hydrates.
   */
  translationBundles: string[];
  /** TanStack Query's dehydrated cache (JSON-safe). */
  queryState: unknown;
  /** What went wrong while rendering, when the page fell back to a placeholder. */
  errors: string[];
  /**
   * The API reads that failed (as URLs), other than those that found nothing: the page shows
   * their loading state and the browser fetches them, so it is not the page every visitor should
   * get.
   */
  failedReads: string[];
}

/**
 * The queries sent with the page, with their data or their "not found": not the site profile,
 * inlined on its own (#tb-site-config), nor those of parts that hydrate later and fetch their data
 * then (`notSent`).
 */
function dehydrateQueries(client: QueryClient, notSent: QueryKey[]) {
  const later = new Set(notSent.map((queryKey) => hashKey(queryKey)));
  return dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.queryKey[0] !== SITE_CONFIG_PATH &&
      !later.has(query.queryHash) &&
      (defaultShouldDehydrateQuery(query) || foundNothing(query.state)),
  });
}

// Stores and the translator are module singletons: one render at a time keeps requests apart. The
// data is fetched before a render takes its turn, so a render is short and mostly synchronous.
let queue: Promise<unknown> = Promise.resolve();
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function prerenderToString(element: React.ReactElement): Promise<{
  html: string;
  errors: string[];
}> {
  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, in place: the page must read complete without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  return { html: html.replaceAll(ROUTE_DISCOVERY_MARK, ''), errors };
}

/**
 * What React Router puts on each link for its framework mode's route discovery, which this app
 * (routes declared up front) never reads: some 20 bytes on each of a page's fifty links. React
 * writes a quote in text as `&quot;`, so only an attribute can match.
 */
const ROUTE_DISCOVERY_MARK = ' data-discover="true"';

export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const { pathname } = new URL(input.url, 'http://server.invalid');
  const route = findRoute(pathname);
  const serverRemote = route ? SERVER_REMOTES[route.remote] : undefined;
  const rendersContent = !route || ((route.access ?? 'public') === 'public' && !!serverRemote);

  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      queryFn: ({ queryKey }) => input.fetchJson(queryKeyToUrl(queryKey)),
    },
  });
  const keys: QueryKey[] = [[SITE_CONFIG_PATH]];
  if (rendersContent && serverRemote) keys.push(...serverRemote.queryKeys(pathname));
  const sentLater = rendersContent && serverRemote ? serverRemote.queryKeysSentLater(pathname) : [];
  // A read that found nothing renders as such. Another failed query is left out: the page renders
  // its loading state and the browser fetches it.
  await Promise.all(keys.map((queryKey) => queryClient.prefetchQuery({ queryKey })));
  keepNotFoundAnswers(queryClient);
  const failedReads = keys
    .filter((queryKey) => {
      const state = queryClient.getQueryState(queryKey);
      return state?.status === 'error' && !foundNothing(state);
    })
    .map(queryKeyToUrl);

  const tree = (main?: React.ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[input.url]}>
          <AppLayout main={main} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>
  );

  return exclusively(async () => {
    useLanguageStore.setState({ language: input.language });
    useThemeStore.setState({ theme: input.theme });
    useUserStore.setState({ user: input.user, loading: false });
    await changeLanguage(input.language);

    let errors: string[] = [];
    if (rendersContent) {
      const {
        result: { result, lazyImports },
        bundles,
      } = await collectTranslationBundles(() =>
        collectLazyImports(() => prerenderToString(tree())),
      );
      if (result.errors.length === 0) {
        return {
          html: result.html,
          mode: 'hydrate' as const,
          remote: route?.remote ?? null,
          lazyImports,
          translationBundles: bundles,
          queryState: dehydrateQueries(queryClient, sentLater),
          errors: [],
          failedReads,
        };
      }
      // A part that fails on the server would be re-rendered by the browser with an error in the
      // console; the page frame is sent instead and the browser renders the page.
      errors = result.errors;
    }
    const { result: placeholder, bundles } = await collectTranslationBundles(() =>
      prerenderToString(tree(<PageSpinner />)),
    );
    return {
      html: placeholder.html,
      mode: 'placeholder' as const,
      remote: route?.remote ?? null,
      lazyImports: [],
      translationBundles: bundles,
      queryState: dehydrateQueries(queryClient, sentLater),
      errors: [...errors, ...placeholder.errors],
      failedReads,
    };
  });
}
