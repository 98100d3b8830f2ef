import { NotFoundPage } from '@terrabridge/ui';
import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { RouteGuard } from './route-guard';
import { findRoute } from './route-table';

/** Picks the remote that owns the current path (behind its guard), or the not-found page. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) {
    return <NotFoundPage />;
  }
  return (
    <RouteGuard access={route.access ?? 'public'}>
      {/* Keyed by remote so each remote keeps its own loading and error state. */}
      <RemoteOutlet key={route.remote} name={route.remote} />
    </RouteGuard>
  );
}
