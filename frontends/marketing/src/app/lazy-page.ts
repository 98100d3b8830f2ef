import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded on its first render, as with React.lazy, that can also be loaded ahead. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's code; once it has, the page's first render does not suspend. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a route's page, with `preload`. Hydrating a server-rendered page, React stops at
 * a lazy page whose code it has not got, leaves that part as the server's HTML, and hydrates it
 * again when the code arrives, in the task that ran it. Loaded ahead (the shell asks for the
 * page's code with the remote's, see `preloadPage`), the page renders at once: lazy() is handed
 * a thenable that answers at once, which React reads without suspending.
 * The server build turns `lazyPage(() => import(...))` into its tracked lazy, as it does
 * `lazy(...)` (shell/ssr/track-lazy-loader.cjs).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Page = lazy(() => {
    if (!loaded) return loadOnce();
    const module = loaded;
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
      typeof module
    >;
  });
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}
