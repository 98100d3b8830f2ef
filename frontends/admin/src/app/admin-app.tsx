import { NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const AdminPanelPage = lazy(() => import('../features/admin-panel/admin-panel-page'));

/** The admin panel. */
export function AdminApp() {
  return (
    <RemoteRoot name="admin">
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/admin" element={<AdminPanelPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
