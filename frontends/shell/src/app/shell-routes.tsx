import { NotFoundPage } from '@terrabridge/ui';
import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { findRouteOwner } from './route-table';

/** Picks the remote that owns the current path, or the not-found page. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const remote = findRouteOwner(pathname);
  if (!remote) {
    return <NotFoundPage />;
  }
  // Keyed by remote so each remote keeps its own loading and error state.
  return <RemoteOutlet key={remote} name={remote} />;
}
