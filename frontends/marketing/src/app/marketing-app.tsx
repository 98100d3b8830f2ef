import { AppReadySignal, NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';
import { type LazyPage, lazyPage } from './lazy-page';

/** Every route the shell assigns to this remote, with its page. */
const PAGES: [path: string, Page: LazyPage][] = [
  ['/', lazyPage(() => import('../features/home/home-page'))],
  ['/privacy-policy', lazyPage(() => import('../features/legal/privacy-policy-page'))],
  ['/terms-service', lazyPage(() => import('../features/legal/terms-service-page'))],
  ['/cookie-policy', lazyPage(() => import('../features/legal/cookie-policy-page'))],
  ['/careers', lazyPage(() => import('../features/careers/careers-page'))],
  ['/contact', lazyPage(() => import('../features/contact/contact-page'))],
  ['/projects', lazyPage(() => import('../features/projects/projects-page'))],
  ['/projects/:id', lazyPage(() => import('../features/projects/project-detail-page'))],
  ['/blog', lazyPage(() => import('../features/blog/blog-list-page'))],
  ['/blog/:slug', lazyPage(() => import('../features/blog/blog-post-page'))],
  ['/services', lazyPage(() => import('../features/services/services-page'))],
  ['/about', lazyPage(() => import('../features/about/about-page'))],
];

/**
 * Loads the code of the page at `pathname`, if it is one of this remote's. The shell calls it
 * with the remote's module before hydrating a server-rendered page, which then hydrates in one
 * pass (see lazyPage).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const page = PAGES.find(([path]) => matchPath(path, pathname));
  await page?.[1].preload();
}

/** The public site: every route the shell assigns to this remote. */
export function MarketingApp() {
  return (
    <RemoteRoot name="marketing">
      <Suspense fallback={<PageSpinner />}>
        <AppReadySignal />
        <Routes>
          {PAGES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
