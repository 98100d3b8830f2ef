import { NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const HomePage = lazy(() => import('../features/home/home-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));

/** The public site: every route the shell assigns to this remote. */
export function MarketingApp() {
  return (
    <RemoteRoot name="marketing">
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
