import { authPathFor, isAdmin, useUserStore } from '@terrabridge/session';
import { PageSpinner } from '@terrabridge/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { usePaymentsConfig } from '../payments-api';
import { type TestScope, runsLive } from './live-keys';

/**
 * The test payment pages are public while the providers run in test or sandbox mode, and for
 * admins only with live keys: a visitor signs in first, a client goes home (as the admin route does).
 */
export function TestModeGate({ scope, children }: { scope: TestScope; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const config = usePaymentsConfig();
  const user = useUserStore((state) => state.user);
  const loading = useUserStore((state) => state.loading);

  if (config.isPending) return <PageSpinner />;
  // Without the configuration the page shows; the server still refuses live tests to non-admins.
  if (!config.isSuccess || !runsLive(config.data, scope)) return children;
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={authPathFor(`${pathname}${search}`)} replace />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return children;
}
