import { SESSION_ENDED_STATE, authPathFor, isAdmin, useUserStore } from '@terrabridge/session';
import { PageSpinner } from '@terrabridge/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteAccess } from './route-table';

/** Where an account that must set up two-factor sign-in (ADMIN_TWO_FACTOR) is sent. */
export const TWO_FACTOR_SETUP_PATH = '/dashboard?tab=settings';

/**
 * Lets a visitor through to a protected route, or not: a spinner while the user is loading, a
 * signed-out visitor goes to /auth and comes back here after signing in (told, when their session
 * has just ended, that it has), a signed-in visitor without the admin role goes home from an
 * admin route, and an admin who must set up two-factor sign-in goes to Settings before anything
 * else.
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
  if (user.twoFactorEnrolmentRequired && `${pathname}${search}` !== TWO_FACTOR_SETUP_PATH)
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (access === 'admin' && !isAdmin(user)) return <Navigate to="/" replace />;
  return children;
}
