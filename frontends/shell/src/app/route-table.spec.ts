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
    // Not built yet: they come with the payments.
    '/checkout',
    '/payment-success',
    '/test-payment',
    '/test-paypal',
    '/paypal-test',
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
    ['/admin', 'admin'],
  ])('%s is %s', (path, access) => {
    expect(findRoute(path)?.access ?? 'public').toBe(access);
  });
});
