import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { newAccount, newIp, withSession } from '../support/accounts';
import type { TestApp } from '../support/test-app';

/** An admin and a client signed in on a test app. */
export async function contentAccounts(t: TestApp) {
  const server = t.app.getHttpServer();
  await ensureAdmin(t.app.get(EntityManager).fork(), {
    username: 'content_admin',
    email: 'editor@agency.example',
    password: 'Admin#Password2026',
  });
  const admin = await request(server)
    .post('/api/login')
    .set('X-Forwarded-For', newIp())
    .send({ username: 'content_admin', password: 'Admin#Password2026' })
    .expect(200);
  const client = await request(server)
    .post('/api/register')
    .set('X-Forwarded-For', newIp())
    .send(newAccount())
    .expect(201);
  return { admin: session(admin), client: session(client) };
}

/** The session cookie, under either name (`__Host-` when the site's URL is https). */
function session(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.find((c) => /^(__Host-)?tb_session=[^;]/.test(c));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return found.split(';')[0];
}

/** Each route is refused without a session (401) and to a client (403). */
export async function expectAdminOnly(
  t: TestApp,
  clientCookie: string,
  routes: Array<[method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string]>,
): Promise<void> {
  const http = () => request(t.app.getHttpServer());
  for (const [method, path] of routes) {
    const anonymous = await http()[method](path).send({});
    expect([method, path, anonymous.status]).toEqual([method, path, 401]);
    const client = await http()[method](path).set(withSession(clientCookie)).send({});
    expect([method, path, client.status]).toEqual([method, path, 403]);
  }
}

/** The smallest PNG (1x1), and a PDF that is not an image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
