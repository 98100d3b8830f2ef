import { AppReadySignal, NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';
import { type LazyPage, lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('../features/home/home-page'));
const PrivacyPolicyPage = lazyPage(() => import('../features/legal/privacy-policy-page'));
const TermsServicePage = lazyPage(() => import('../features/legal/terms-service-page'));
const CookiePolicyPage = lazyPage(() => import('../features/legal/cookie-policy-page'));
const CareersPage = lazyPage(() => import('../features/careers/careers-page'));
const ContactPage = lazyPage(() => import('../features/contact/contact-page'));
const ProjectsPage = lazyPage(() => import('../features/projects/projects-page'));
const ProjectDetailPage = lazyPage(() => import('../features/projects/project-detail-page'));
const BlogListPage = lazyPage(() => import('../features/blog/blog-list-page'));
const BlogPostPage = lazyPage(() => import('../features/blog/blog-post-page'));
const ServicesPage = lazyPage(() => import('../features/services/services-page'));
const AboutPage = lazyPage(() => import('../features/about/about-page'));

/** Every route the shell assigns to this remote, with its page. */
const PAGES: [path: string, Page: LazyPage][] = [
  ['/', HomePage],
  ['/privacy-policy', PrivacyPolicyPage],
  ['/terms-service', TermsServicePage],
  ['/cookie-policy', CookiePolicyPage],
  ['/careers', CareersPage],
  ['/contact', ContactPage],
  ['/projects', ProjectsPage],
  ['/projects/:id', ProjectDetailPage],
  ['/blog', BlogListPage],
  ['/blog/:slug', BlogPostPage],
  ['/services', ServicesPage],
  ['/about', AboutPage],
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
