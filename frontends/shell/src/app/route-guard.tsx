import { SESSION_ENDED_STATE, authPathFor, isAdmin, useUserStore } from '@terrabridge/session';
import { PageSpinner } from '@terrabridge/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteAccess } from './route-table';

/**
 * Lets a visitor through to a protected route, or not: a spinner while the user is loading, a
 * signed-out visitor goes to /auth and comes back here after signing in (told, when their session
 * has just ended, that it has), a signed-in visitor
 * without the admin role goes home from an admin route.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const user = useUserStore((state) => state.user);
  const loading = useUserStore((state) => state.loading);
  const sessionEnded = useUserStore((state) => state.sessionEnded);

  if (access === 'public') return children;
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <Navigate
        to={authPathFor(`${pathname}${search}`)}
        replace
        state={sessionEnded ? SESSION_ENDED_STATE : undefined}
      />
    );
  }
  if (access === 'admin' && !isAdmin(user)) return <Navigate to="/" replace />;
  return children;
}
