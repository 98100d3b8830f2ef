import { SESSION_ENDED_STATE, authPathFor, authTabOf, safeNextPath } from './next-path';
import { afterSignInPath, cameForEndedSession } from './sign-in';

describe('next path', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/checkout?serviceId=3', '/checkout?serviceId=3'],
    [
      '/checkout?type=invoice&invoiceIds=1,2&amount=20',
      '/checkout?type=invoice&invoiceIds=1,2&amount=20',
    ],
    ['/blog/post#comments', '/blog/post#comments'],
    ['/', '/'],
    ['/a/../admin', '/admin'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/dashboard',
    '//evil.example',
    '/\\evil.example',
    '/%0d%0a',
    '/\tdashboard',
    '/dash\nboard',
    'javascript:alert(1)',
    ' /dashboard',
    '/auth',
    '/auth?next=/dashboard',
    `/${'a'.repeat(3000)}`,
  ])('refuses %p', (value) => {
    const result = safeNextPath(value);
    // A percent-encoded control character is harmless text inside a path.
    if (value === '/%0d%0a') expect(result).toBe('/%0d%0a');
    else expect(result).toBeNull();
  });

  it.each([
    // Judged after normalising: each of these is another host once resolved or decoded.
    '/..//evil.example',
    '/../..//evil.example/dashboard',
    '/./..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/..%2F%2Fevil.example',
    '/%E0%A4%A',
  ])('sends a visitor to the dashboard after signing in, not to %p', (value) => {
    expect(afterSignInPath(value)).toBe('/dashboard');
  });

  it('builds the sign-in link that returns to the page', () => {
    expect(authPathFor('/dashboard')).toBe('/auth?next=/dashboard');
    expect(authPathFor('/admin')).toBe('/auth?next=/admin');
    // The location's search is already encoded; reading `next` back gives it unchanged.
    const link = authPathFor('/checkout?serviceId=3&q=a%20b');
    expect(link).toBe('/auth?next=/checkout%3FserviceId%3D3%26q%3Da%2520b');
    expect(new URL(link, 'http://x.test').searchParams.get('next')).toBe(
      '/checkout?serviceId=3&q=a%20b',
    );
    expect(authPathFor('/')).toBe('/auth');
    expect(authPathFor('//evil.example')).toBe('/auth');
  });

  it('leads to the dashboard after signing in unless a page of the site asked to come back', () => {
    expect(afterSignInPath(null)).toBe('/dashboard');
    expect(afterSignInPath('')).toBe('/dashboard');
    expect(afterSignInPath('//evil.example')).toBe('/dashboard');
    expect(afterSignInPath('/auth')).toBe('/dashboard');
    expect(afterSignInPath('/checkout?serviceId=3')).toBe('/checkout?serviceId=3');
  });

  it('opens the tab the link names, else the login tab', () => {
    expect(authTabOf('register')).toBe('register');
    expect(authTabOf('login')).toBe('login');
    expect(authTabOf(null)).toBe('login');
    expect(authTabOf('admin')).toBe('login');
  });
});

describe('the sign-in page after an ended session', () => {
  it('knows it came for an ended session only from that state', () => {
    expect(cameForEndedSession(SESSION_ENDED_STATE)).toBe(true);
    expect(cameForEndedSession(null)).toBe(false);
    expect(cameForEndedSession({ sessionEnded: 'yes' })).toBe(false);
  });
});
