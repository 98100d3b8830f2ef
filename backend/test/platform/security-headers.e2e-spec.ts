import request from 'supertest';

import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

/** The Content-Security-Policy header as a map of directive name to its sources. */
function policyOf(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('Content-Security-Policy', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await startTestApp({ FRONTENDS_DIR: fakeFrontends() });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('lets the contact page embed the OpenStreetMap office maps and no other frames', async () => {
    const page = await http.get('/contact').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    // Nobody may frame the site itself.
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('sends the same policy with API answers', async () => {
    const [page, api] = await Promise.all([http.get('/contact'), http.get('/api/health')]);
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(policyOf(api.headers['content-security-policy']).get('frame-src')).toEqual([
      'https://www.openstreetmap.org',
    ]);
  });

  it("keeps addresses on the site, so the site's own form posts carry its Origin", async () => {
    const page = await http.get('/contact').expect(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});
