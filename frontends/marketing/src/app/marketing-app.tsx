import { NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const HomePage = lazy(() => import('../features/home/home-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const AboutPage = lazy(() => import('../features/about/about-page'));

/** The public site: every route the shell assigns to this remote. */
export function MarketingApp() {
  return (
    <RemoteRoot name="marketing">
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/services" element={<ServicesPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
