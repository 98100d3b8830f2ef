import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { startupBanner } from '../../src/platform/startup-banner';
import { login, register, withSession } from '../support/accounts';
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

  it('tells anonymous callers and clients the status only', async () => {
    const anonymous = await http.get('/api/health').expect(200);
    expect(anonymous.body).toEqual({ status: 'ok' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const client = await register(t.app.getHttpServer());
    const signedIn = await http.get('/api/health').set(withSession(client.cookie)).expect(200);
    expect(signedIn.body).toEqual({ status: 'ok' });
  });

  it('reports the health of the database and the queues to admins', async () => {
    await ensureAdmin(t.app.get(EntityManager).fork(), {
      username: 'health_admin',
      email: 'health.admin@agency.example',
      password: 'Admin#Password2026',
    });
    const admin = await login(t.app.getHttpServer(), 'health_admin', 'Admin#Password2026');
    const res = await http.get('/api/health').set(withSession(admin.cookie)).expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'postgresql' },
      queue: { status: 'up', driver: 'bullmq' },
      mail: { transport: 'none' },
      rateLimit: { store: 'redis' },
    });
    expect(Object.keys(res.body.queue.queues).sort()).toEqual([
      'ai',
      'billing',
      'emails',
      'payments',
      'pdfs',
      'webhooks',
    ]);
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

  it('takes digits only as a numeric id, on every route with one', async () => {
    type Parameter = { name: string; in: string; schema?: { type?: string } };
    const document = JSON.parse(readFileSync(join(__dirname, '../../openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    };
    const isNumericId = (p: Parameter) =>
      p.in === 'path' && (p.schema?.type === 'number' || p.schema?.type === 'integer');
    // Every numeric path parameter of every operation, the others given a valid id.
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        (op.parameters ?? []).filter(isNumericId).map(({ name }) => ({
          method,
          path: (op.parameters ?? [])
            .filter((p) => p.in === 'path' && p.name !== name)
            .reduce((url, p) => url.replace(`{${p.name}}`, '1'), path)
            .replace(`{${name}}`, '{id}'),
        })),
      ),
    );
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/projects/{id}', '/api/services/{id}', '/api/users/{id}']),
    );
    // An admin passes every route's role check, so each route's own id check answers.
    await ensureAdmin(t.app.get(EntityManager).fork(), {
      username: 'ids_admin',
      email: 'ids.admin@agency.example',
      password: 'Admin#Password2026',
    });
    const { cookie } = await login(t.app.getHttpServer(), 'ids_admin', 'Admin#Password2026');
    for (const { method, path } of routes) {
      for (const id of ['0x5', '5.0', '+5', '5e0', '%205', '0b101', '0', '05.', '2147483648']) {
        const url = path.replace('{id}', id);
        const res = await http[method as 'get'](url).set(withSession(cookie));
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 400,
          body: {
            statusCode: 400,
            message: 'The id must be a positive whole number',
            error: 'Bad Request',
          },
        });
      }
    }
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
    // An endpoint that can move money says what it does.
    const testPayment = doc.body.paths['/api/test-payment'].post;
    expect(testPayment.summary).toBe('Start a 1.00 USD card test charge (Stripe)');
    expect(testPayment.description).toMatch(/test keys.*only an admin/s);
    expect(Object.keys(testPayment.responses).sort()).toEqual(['200', '403', '503']);
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
    // Outside production the source maps are there for the browser's developer tools.
    await http.get('/main.0123abcd.js.map').expect(200);
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

describe('operator tools in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://www.terrabridge.example',
    ADMIN_USERNAME: 'tools_admin',
    ADMIN_EMAIL: 'tools.admin@agency.example',
    ADMIN_PASSWORD: 'Tools#Admin2026',
  };

  async function tools(env: NodeJS.ProcessEnv) {
    const t = await startTestApp({ FRONTENDS_DIR: fakeFrontends(), ...production, ...env });
    try {
      const http = request(t.app.getHttpServer());
      const { cookie } = await login(t.app.getHttpServer(), 'tools_admin', 'Tools#Admin2026');
      const [ui, json, yaml, dashboard, queues, shellMap, remoteMap] = await Promise.all([
        http.get('/api/docs'),
        http.get('/api/docs-json'),
        http.get('/api/docs-yaml'),
        http.get('/admin/queues').set(withSession(cookie)),
        http.get('/admin/queues/api/queues').set(withSession(cookie)),
        http.get('/main.0123abcd.js.map'),
        http.get('/remotes/admin/remoteEntry.js.map'),
      ]);
      return {
        status: {
          ui: ui.status,
          json: json.status,
          yaml: yaml.status,
          queuesApi: queues.status,
        },
        sourceMaps: [shellMap.status, remoteMap.status],
        swagger: ui.text.includes('swagger-ui'),
        dashboard: dashboard.text.includes('TerraBridge queues'),
        banner: startupBanner(t.config),
      };
    } finally {
      await t.close();
    }
  }

  it('keeps Swagger UI, the API document and the queue dashboard off unless switched on', async () => {
    const off = await tools({});
    expect(off.status).toEqual({ ui: 404, json: 404, yaml: 404, queuesApi: 404 });
    expect(off.swagger).toBe(false);
    // Source maps are never served in production, whatever the switches.
    expect(off.sourceMaps).toEqual([404, 404]);
    expect(off.dashboard).toBe(false);
    expect(off.banner).not.toMatch(/API docs|Queue dashboard|\/api\/docs|\/admin\/queues/);
  });

  it('serves them when API_DOCS and QUEUE_DASHBOARD say so', async () => {
    const on = await tools({ API_DOCS: 'true', QUEUE_DASHBOARD: 'true' });
    expect(on.status).toEqual({ ui: 200, json: 200, yaml: 200, queuesApi: 200 });
    expect(on.swagger).toBe(true);
    expect(on.sourceMaps).toEqual([404, 404]);
    expect(on.dashboard).toBe(true);
    expect(on.banner).toContain('API docs:        http://www.terrabridge.example/api/docs');
    expect(on.banner).toContain('Queue dashboard: http://www.terrabridge.example/admin/queues');
  });
});
