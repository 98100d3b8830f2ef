import { NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const AuthPage = lazy(() => import('../features/auth/auth-page'));

/** The client portal: sign-in, dashboard, checkout and payment pages. */
export function PortalApp() {
  return (
    <RemoteRoot name="portal">
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
