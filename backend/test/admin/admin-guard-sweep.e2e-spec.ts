import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { REQUIRED_ROLE_EXTENSION } from '../../src/modules/auth/auth.decorators';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { buildOpenApiDocument } from '../../src/platform/docs/openapi';
import { login, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/*
 * Every admin operation, found in the OpenAPI document rather than listed by hand: each one under
 * /api/admin/ must say it needs the admin role (a new admin route without `@Auth('admin')` fails
 * here), and each marked one must refuse a guest with 401 and a client with 403, before any
 * validation or lookup could answer 400, 404 or 500.
 */

interface Operation {
  operationId?: string;
  [REQUIRED_ROLE_EXTENSION]?: string;
  responses?: Record<string, { description?: string }>;
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const committed = JSON.parse(readFileSync(join(__dirname, '../../openapi.json'), 'utf8')) as {
  paths: Paths;
};

/** The spec's admin-only operations outside /api/admin: marked wherever they exist. */
const SPEC_ADMIN_OPERATIONS = [
  'post /api/projects',
  'patch /api/projects/{id}',
  'post /api/invoices',
  'get /api/check-email-status',
  'post /api/check-email-status',
  'get /api/debug/gmail',
  'post /api/debug/gmail',
];

function operations(paths: Paths) {
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method]!,
    })),
  );
}

const needsAdmin = (operation: Operation) => operation[REQUIRED_ROLE_EXTENSION] === 'admin';

const adminOperations = operations(committed.paths).filter(({ operation }) =>
  needsAdmin(operation),
);

/** The path with every parameter filled with 1. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('admin guard sweep', () => {
  let t: TestApp;
  let clientCookie: string;
  let adminCookie: string;
  const http = () => request(t.app.getHttpServer());

  const call = (method: (typeof METHODS)[number], path: string, cookie?: string) => {
    const req = http()[method](concrete(path));
    if (cookie) req.set(withSession(cookie));
    return method === 'get' ? req : req.set('Content-Type', 'application/json').send({});
  };

  beforeAll(async () => {
    t = await startTestApp({ QUEUE_DASHBOARD: 'true' });
    clientCookie = (await register(t.app.getHttpServer())).cookie;
    await ensureAdmin(t.app.get(EntityManager).fork(), {
      username: 'sweep_admin',
      email: 'sweep@agency.example',
      password: 'Admin#Password2026',
    });
    adminCookie = (await login(t.app.getHttpServer(), 'sweep_admin', 'Admin#Password2026')).cookie;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('finds the admin operations in the document', () => {
    expect(adminOperations.length).toBeGreaterThan(10);
  });

  it('marks every operation under /api/admin/ as admin-only, with its 401 and 403', () => {
    const unmarked = operations(committed.paths)
      .filter(({ path, operation }) => path.startsWith('/api/admin/') && !needsAdmin(operation))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(unmarked).toEqual([]);
    for (const { operation } of adminOperations) {
      expect(operation.responses?.['401']?.description).toBeTruthy();
      expect(operation.responses?.['403']?.description).toBe('Needs role admin');
    }
  });

  it("marks the spec's admin-only operations outside /api/admin that exist", () => {
    const present = operations(committed.paths).filter(({ method, path }) =>
      SPEC_ADMIN_OPERATIONS.includes(`${method} ${path}`),
    );
    expect(present.map(({ method, path }) => `${method} ${path}`)).toContain('post /api/invoices');
    for (const { method, path, operation } of present) {
      expect(`${method} ${path}: ${operation[REQUIRED_ROLE_EXTENSION]}`).toBe(
        `${method} ${path}: admin`,
      );
    }
  });

  it('sweeps the live document too: no admin route the committed document misses', () => {
    const live = operations(buildOpenApiDocument(t.app).paths as Paths);
    const unmarked = live
      .filter(({ path, operation }) => path.startsWith('/api/admin/') && !needsAdmin(operation))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(unmarked).toEqual([]);
    const swept = new Set(adminOperations.map(({ method, path }) => `${method} ${path}`));
    const missing = live
      .filter(({ operation }) => needsAdmin(operation))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !swept.has(key));
    // Run `npm run contract` after adding an admin route, so the sweep below covers it.
    expect(missing).toEqual([]);
  });

  it.each(adminOperations.map(({ method, path }) => [method.toUpperCase(), path, method] as const))(
    '%s %s: 401 for a guest, 403 for a client',
    async (_label, path, method) => {
      const guest = await call(method, path);
      expect(`${guest.status} ${JSON.stringify(guest.body)}`).toMatch(/^401 /);
      const client = await call(method, path, clientCookie);
      expect(`${client.status} ${JSON.stringify(client.body)}`).toMatch(/^403 /);
    },
  );

  it('keeps the queue dashboard to admins: guests are sent to sign in, clients refused', async () => {
    const guest = await http().get('/admin/queues').expect(302);
    expect(guest.headers.location).toBe('/auth?next=%2Fadmin%2Fqueues');
    // The way back is judged after normalising: never a path a browser reads as another host.
    for (const crafted of [
      '/admin/queues/..//evil.example',
      '/admin/queues/%2e%2e/%2e%2e//evil.example',
      '/admin/queues/%2F..%2F..%2F%2Fevil.example',
    ]) {
      const sent = await http().get(crafted);
      expect({ crafted, status: sent.status, location: sent.headers.location }).toEqual({
        crafted,
        status: 302,
        location: '/auth?next=%2Fadmin%2Fqueues',
      });
    }
    await http().get('/admin/queues/api/queues').expect(302);
    await http().put('/admin/queues/api/queues/mail/pause').expect(302);
    await http().get('/admin/queues').set(withSession(clientCookie)).expect(403);
    await http()
      .put('/admin/queues/api/queues/mail/pause')
      .set(withSession(clientCookie))
      .expect(403);
    await http().get('/admin/queues').set(withSession(adminCookie)).expect(200);
  });
});
