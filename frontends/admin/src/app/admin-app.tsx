import {
  AppReadySignal,
  NotFoundPage,
  PageSpinner,
  RemoteRoot,
  type RemoteModuleProps,
} from '@terrabridge/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const AdminPanelPage = lazy(() => import('../features/admin-panel/admin-panel-page'));

/** The admin panel: the /admin page, or embedded in the dashboard's Admin Panel tab. */
export function AdminApp({ embedded = false }: RemoteModuleProps) {
  if (embedded) {
    return (
      <RemoteRoot name="admin">
        <Suspense fallback={<PageSpinner />}>
          <AppReadySignal />
          <AdminPanelPage embedded />
        </Suspense>
      </RemoteRoot>
    );
  }
  return (
    <RemoteRoot name="admin">
      <Suspense fallback={<PageSpinner />}>
        {/* Until the page says it has hydrated, preferences.js holds every click for later. */}
        <AppReadySignal />
        <Routes>
          <Route path="/admin" element={<AdminPanelPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
