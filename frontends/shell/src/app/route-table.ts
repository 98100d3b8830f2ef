import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../remotes/remote-names';

/** Who may open a route: anyone, a signed-in user, or an admin. */
export type RouteAccess = 'public' | 'user' | 'admin';

export interface RouteOwner {
  path: string;
  remote: RemoteName;
  /** Checked by the shell before the remote loads; public when absent. */
  access?: RouteAccess;
}

/**
 * Every route of the product and the remote that renders it. The remote renders its own
 * <Routes> for the full path; any path not listed here is the shell's not-found page, which the
 * server answers with 404 (its list is modules/site/seo/page-catalogue.ts). The test payment
 * pages are public here: the portal lets only admins in while the providers run with live keys.
 */
export const ROUTE_TABLE: readonly RouteOwner[] = [
  { path: '/', remote: 'marketing' },
  { path: '/services', remote: 'marketing' },
  { path: '/projects', remote: 'marketing' },
  { path: '/projects/:id', remote: 'marketing' },
  { path: '/about', remote: 'marketing' },
  { path: '/contact', remote: 'marketing' },
  { path: '/blog', remote: 'marketing' },
  { path: '/blog/:slug', remote: 'marketing' },
  { path: '/privacy-policy', remote: 'marketing' },
  { path: '/terms-service', remote: 'marketing' },
  { path: '/cookie-policy', remote: 'marketing' },
  { path: '/careers', remote: 'marketing' },
  { path: '/auth', remote: 'portal' },
  { path: '/forgot-password', remote: 'portal' },
  { path: '/reset-password', remote: 'portal' },
  { path: '/verify-email', remote: 'portal' },
  { path: '/testimonial', remote: 'portal' },
  { path: '/dashboard', remote: 'portal', access: 'user' },
  { path: '/dashboard/projects/:id', remote: 'portal', access: 'user' },
  { path: '/checkout', remote: 'portal', access: 'user' },
  { path: '/payment-success', remote: 'portal', access: 'user' },
  { path: '/test-payment', remote: 'portal' },
  { path: '/test-paypal', remote: 'portal' },
  { path: '/paypal-test', remote: 'portal' },
  { path: '/admin', remote: 'admin', access: 'admin' },
];

export function findRoute(pathname: string): RouteOwner | null {
  return ROUTE_TABLE.find(({ path }) => matchPath({ path, end: true }, pathname)) ?? null;
}

export function findRouteOwner(pathname: string): RemoteName | null {
  return findRoute(pathname)?.remote ?? null;
}
