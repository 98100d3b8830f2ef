import request from 'supertest';

import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

describe('HTTP platform', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await startTestApp({ FRONTENDS_DIR: fakeFrontends(), BODY_LIMIT: '1kb' });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('reports health of the database and the queues', async () => {
    const res = await http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'postgresql' },
      queue: { status: 'up', driver: 'bullmq' },
      mail: { transport: 'none' },
      rateLimit: { store: 'redis' },
    });
    expect(Object.keys(res.body.queue.queues).sort()).toEqual(['ai', 'emails', 'pdfs']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/no-such-thing',
      error: 'Not Found',
    });
  });

  it('answers malformed JSON with a 400 in the common error shape', async () => {
    const res = await http
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"name": "unterminated')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Malformed JSON in request body',
      error: 'Bad Request',
    });
  });

  it('refuses bodies over the size limit with a 413', async () => {
    const res = await http
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(4096) }))
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await http.get('/api/health').set('x-request-id', 'trace-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('trace-123');
    const generated = await http.get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await http.get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/health']).toBeDefined();
    const ui = await http.get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('tells the shell where each remote lives', async () => {
    const res = await http.get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      marketing: '/remotes/marketing/remoteEntry.js',
      portal: '/remotes/portal/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell for app routes and caches hashed assets for good', async () => {
    const page = await http.get('/contact').expect(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The site configuration arrives with the page, so brand and contact values need no request.
    const inlined =
      /<script id="tb-site-config" type="application\/json">(.*?)<\/script><\/head>/.exec(
        page.text,
      );
    const site = await http.get('/api/site').expect(200);
    expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual(site.body);
    const asset = await http.get('/main.0123abcd.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await http.get('/remotes/admin/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    await http.get('/remotes/admin/missing.js').expect(404);
    // A file from an older release is a plain 404, not the page served as script.
    await http.get('/main.deadbeef00.js').expect(404);
  });

  it('compresses responses for clients that accept it', async () => {
    const res = await http.get('/api/docs-json').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
