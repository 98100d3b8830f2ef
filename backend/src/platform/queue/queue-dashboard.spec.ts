import { dashboardReturnPath } from './queue-dashboard';

describe('dashboardReturnPath', () => {
  it.each([
    ['/admin/queues', '/admin/queues'],
    ['/admin/queues/queue/emails?status=failed', '/admin/queues/queue/emails?status=failed'],
  ])('keeps the dashboard page %s', (asked, expected) => {
    expect(dashboardReturnPath(asked)).toBe(expected);
  });

  it.each([
    '/admin/queues/..//evil.example',
    '/admin/queues/../..//evil.example',
    '/admin/queues/%2e%2e/%2e%2e//evil.example',
    '/admin/queues/%2F%2Fevil.example',
    '/admin/queues/%2F..%2F..%2F%2Fevil.example',
    '/admin/queues/%5Cevil.example',
    '/admin/queues/%E0%A4%A',
    '//evil.example/admin/queues',
  ])('sends %s back to the dashboard itself', (asked) => {
    expect(dashboardReturnPath(asked)).toBe('/admin/queues');
  });
});
