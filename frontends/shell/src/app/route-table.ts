import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../remotes/remote-names';

export interface RouteOwner {
  path: string;
  remote: RemoteName;
}

/**
 * Every route of the product and the remote that renders it. The remote renders its own
 * <Routes> for the full path; any path not listed here is the shell's not-found page.
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
  { path: '/dashboard', remote: 'portal' },
  { path: '/checkout', remote: 'portal' },
  { path: '/payment-success', remote: 'portal' },
  { path: '/test-payment', remote: 'portal' },
  { path: '/test-paypal', remote: 'portal' },
  { path: '/paypal-test', remote: 'portal' },
  { path: '/admin', remote: 'admin' },
];

export function findRouteOwner(pathname: string): RemoteName | null {
  const owner = ROUTE_TABLE.find(({ path }) => matchPath({ path, end: true }, pathname));
  return owner?.remote ?? null;
}
