import { findRoute, findRouteOwner } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'marketing'],
    ['/services', 'marketing'],
    ['/projects/5', 'marketing'],
    ['/blog/launching-our-ai-studio', 'marketing'],
    ['/careers/', 'marketing'],
    ['/auth', 'portal'],
    ['/forgot-password', 'portal'],
    ['/reset-password', 'portal'],
    ['/verify-email', 'portal'],
    ['/dashboard', 'portal'],
    ['/dashboard/projects/12', 'portal'],
    ['/checkout', 'portal'],
    ['/payment-success', 'portal'],
    ['/test-payment', 'portal'],
    ['/test-paypal', 'portal'],
    ['/paypal-test', 'portal'],
    ['/admin', 'admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRouteOwner(path)).toBe(remote);
  });

  it.each([
    '/does-not-exist',
    '/projects/5/extra',
    '/admin/settings',
    '/dashboard/projects',
    '/Services-x',
    '/checkout/extra',
    '/payment-success/TB-7K2M9Q4XA',
  ])('%s has no owner (not found)', (path) => {
    expect(findRouteOwner(path)).toBeNull();
  });
});

describe('route access', () => {
  it.each([
    ['/', 'public'],
    ['/auth', 'public'],
    ['/reset-password', 'public'],
    ['/dashboard', 'user'],
    ['/dashboard/projects/12', 'user'],
    ['/checkout', 'user'],
    ['/payment-success', 'user'],
    // Public in test mode; the portal asks for an admin while the providers run live.
    ['/test-payment', 'public'],
    ['/test-paypal', 'public'],
    ['/paypal-test', 'public'],
    ['/admin', 'admin'],
  ])('%s is %s', (path, access) => {
    expect(findRoute(path)?.access ?? 'public').toBe(access);
  });
});
