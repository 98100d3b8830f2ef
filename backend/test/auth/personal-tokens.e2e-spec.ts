import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { hashPersonalToken } from '../../src/modules/auth/tokens/personal-token';
import { PersonalAccessToken } from '../../src/modules/auth/tokens/personal-access-token.entity';
import { AuditEntry } from '../../src/platform/audit/audit-entry.entity';
import { login, newIp, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createToken } from '../support/tokens';

const TOKEN_LIMIT = 25;

describe('personal access tokens', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const bearer = (token: string) => `Bearer ${token}`;

  beforeAll(async () => {
    t = await startTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: String(TOKEN_LIMIT) });
  });
  afterAll(() => t.close());

  it('shows a token once, lists it without the secret and keeps only its hash', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const created = await http()
      .post('/api/user/tokens')
      .set(withSession(cookie))
      .send({ name: 'Accounting export', scopes: ['invoices:read', 'invoices:read'] })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Accounting export',
      scopes: ['invoices:read'],
      lastUsedAt: null,
      expiresAt: null,
      expired: false,
    });
    const token = created.body.token as string;
    expect(token).toMatch(/^tbpat_[A-Za-z0-9_-]{43}$/);
    expect(created.body.hint).toBe(token.slice(0, 10));

    const list = await http().get('/api/user/tokens').set(withSession(cookie)).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: created.body.id, name: 'Accounting export' });
    expect(JSON.stringify(list.body)).not.toContain(token.slice(10));
    expect(list.body[0].token).toBeUndefined();

    const row = await em().findOneOrFail(PersonalAccessToken, created.body.id);
    expect(row.tokenHash).toBe(hashPersonalToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(10));
  });

  it('works with no cookie and no Origin, only within its scopes, and notes its last use', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const { token, id } = await createToken(t.app.getHttpServer(), cookie, [
      'invoices:read',
      'social:write',
    ]);
    const invoices = await http().get('/api/invoices').set('Authorization', bearer(token));
    expect(invoices.status).toBe(200);
    expect(invoices.body.items).toEqual([]);

    // A write from a script: another site's Origin would stop a cookie, not a bearer token.
    const saved = await http()
      .post('/api/social-media/save')
      .set('Authorization', bearer(token))
      .set('Origin', 'https://elsewhere.example')
      .send({ platform: 'twitter', content: 'Launch day', contentEs: 'Día de lanzamiento' });
    expect(saved.status).toBe(201);
    await http()
      .post('/api/social-media/save')
      .set(withSession(cookie))
      .set('Origin', 'https://elsewhere.example')
      .send({ platform: 'twitter', content: 'Launch day', contentEs: 'Día de lanzamiento' })
      .expect(403);

    const outside = await http()
      .get('/api/user/projects')
      .set('Authorization', bearer(token))
      .set('Accept-Language', 'es')
      .expect(403);
    expect(outside.body.message).toBe('Al token de acceso le falta el permiso projects:read');
    expect(outside.headers['www-authenticate']).toContain('insufficient_scope');
    // social:write alone does not read.
    await http().get('/api/social-media').set('Authorization', bearer(token)).expect(403);

    const listed = await http().get('/api/user/tokens').set(withSession(cookie)).expect(200);
    const used = (listed.body as { id: number; lastUsedAt: string | null }[]).find(
      (row) => row.id === id,
    );
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('judges a request with a token by the token alone, never by a cookie beside it', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const { token } = await createToken(t.app.getHttpServer(), cookie, ['invoices:read']);
    await http()
      .get('/api/user/projects')
      .set(withSession(cookie))
      .set('Authorization', bearer(token))
      .expect(403);
    await http().get('/api/user/projects').set(withSession(cookie)).expect(200);
  });

  it('refuses tokens where no scope is declared: token management, account and sessions', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const { token } = await createToken(t.app.getHttpServer(), cookie, [
      'projects:read',
      'social:read',
      'social:write',
      'invoices:read',
      'payments:read',
    ]);
    for (const [method, path] of [
      ['get', '/api/user/tokens'],
      ['post', '/api/user/tokens'],
      ['delete', '/api/user/tokens/1'],
      ['get', '/api/user'],
      ['get', '/api/user/sessions'],
      ['post', '/api/user/password'],
    ] as const) {
      const res = await http()[method](path).set('Authorization', bearer(token)).send({});
      expect(`${method} ${path} ${res.status} ${res.body.code}`).toBe(
        `${method} ${path} 401 TOKEN_NOT_ACCEPTED`,
      );
    }
  });

  it('refuses a revoked, an expired, an unknown or a malformed token with 401', async () => {
    const { cookie, user } = await register(t.app.getHttpServer());
    const revoked = await createToken(t.app.getHttpServer(), cookie, ['projects:read']);
    await http().get('/api/user/projects').set('Authorization', bearer(revoked.token)).expect(200);
    const answer = await http()
      .delete(`/api/user/tokens/${revoked.id}`)
      .set(withSession(cookie))
      .set('Accept-Language', 'es')
      .expect(200);
    expect(answer.body.message).toBe('Token revocado');
    const after = await http()
      .get('/api/user/projects')
      .set('Authorization', bearer(revoked.token))
      .expect(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
    expect(after.headers['www-authenticate']).toContain('invalid_token');
    // Gone from the list, and a second revocation finds nothing.
    const list = await http().get('/api/user/tokens').set(withSession(cookie)).expect(200);
    expect(list.body).toEqual([]);
    await http().delete(`/api/user/tokens/${revoked.id}`).set(withSession(cookie)).expect(404);

    const expiring = await createToken(t.app.getHttpServer(), cookie, ['projects:read'], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await http().get('/api/user/projects').set('Authorization', bearer(expiring.token)).expect(200);
    await em().nativeUpdate(
      PersonalAccessToken,
      { id: expiring.id },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    await http().get('/api/user/projects').set('Authorization', bearer(expiring.token)).expect(401);
    const listed = await http().get('/api/user/tokens').set(withSession(cookie)).expect(200);
    expect(listed.body[0]).toMatchObject({ id: expiring.id, expired: true });

    await http()
      .get('/api/user/projects')
      .set('Authorization', bearer(`tbpat_${'A'.repeat(43)}`))
      .expect(401);
    await http().get('/api/user/projects').set('Authorization', 'Bearer nonsense').expect(401);

    // Another account cannot revoke it.
    const other = await register(t.app.getHttpServer());
    const mine = await createToken(t.app.getHttpServer(), cookie, ['projects:read']);
    await http().delete(`/api/user/tokens/${mine.id}`).set(withSession(other.cookie)).expect(404);
    await http().get('/api/user/projects').set('Authorization', bearer(mine.token)).expect(200);
    expect(user.id).toBeGreaterThan(0);
  });

  it('checks what is asked for: name, known scopes, a future expiry, admin scopes for admins', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const post = (body: Record<string, unknown>) =>
      http()
        .post('/api/user/tokens')
        .set(withSession(cookie))
        .set('Accept-Language', 'es')
        .send(body);
    const noName = await post({ name: ' ', scopes: ['projects:read'] }).expect(400);
    expect(JSON.stringify(noName.body.message)).toContain('Ponle un nombre al token');
    const unknown = await post({ name: 'x', scopes: ['projects:delete'] }).expect(400);
    expect(JSON.stringify(unknown.body.message)).toContain('Permiso desconocido');
    await post({ name: 'x', scopes: [] }).expect(400);
    await post({ name: 'x', scopes: ['projects:read'], expiresAt: 'tomorrow' }).expect(400);
    await post({
      name: 'x',
      scopes: ['projects:read'],
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    }).expect(400);
    await post({ name: 'x', scopes: ['projects:read'], extra: true }).expect(400);
    const admin = await post({ name: 'x', scopes: ['projects:read', 'admin:read'] }).expect(403);
    expect(admin.body.message).toBe(
      'Solo un administrador puede otorgar estos permisos: admin:read',
    );
  });

  it('gives admin tokens the back-office by verb: admin:read reads, admin:write changes', async () => {
    await ensureAdmin(em(), {
      username: 'token_admin',
      email: 'token.admin@agency.example',
      password: 'Admin#Password2026',
    });
    const { cookie } = await login(t.app.getHttpServer(), 'token_admin', 'Admin#Password2026');
    const reader = await createToken(t.app.getHttpServer(), cookie, ['admin:read']);
    await http().get('/api/admin/clients').set('Authorization', bearer(reader.token)).expect(200);
    const client = await register(t.app.getHttpServer());
    const clientToken = await createToken(t.app.getHttpServer(), client.cookie, ['projects:read']);
    await http()
      .get('/api/user/projects')
      .set('Authorization', bearer(clientToken.token))
      .expect(200);
    await http()
      .post(`/api/admin/clients/${client.user.id}/deactivate`)
      .set('Authorization', bearer(reader.token))
      .expect(403);
    const writer = await createToken(t.app.getHttpServer(), cookie, ['admin:write']);
    await http()
      .post(`/api/admin/clients/${client.user.id}/deactivate`)
      .set('Authorization', bearer(writer.token))
      .set('Origin', 'https://elsewhere.example')
      .expect(200);
    const entry = await em().findOneOrFail(
      AuditEntry,
      { action: 'client.deactivate', targetId: String(client.user.id) },
      { orderBy: { id: 'desc' } },
    );
    expect(entry.actorUsername).toBe('token_admin');
    expect(entry.changes).toMatchObject({ via: `personal access token ${writer.id}` });
    // A deactivated account's tokens stop working with it.
    await http()
      .get('/api/user/projects')
      .set('Authorization', bearer(clientToken.token))
      .expect(401);
  });

  it('audits creation and revocation without the secret', async () => {
    const { cookie, user } = await register(t.app.getHttpServer());
    const made = await createToken(t.app.getHttpServer(), cookie, ['projects:read']);
    await http().delete(`/api/user/tokens/${made.id}`).set(withSession(cookie)).expect(200);
    const entries = await em().find(
      AuditEntry,
      { actorId: user.id, targetType: 'personal_access_token' },
      { orderBy: { id: 'asc' } },
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'auth.token_created',
      'auth.token_revoked',
    ]);
    expect(entries[0].targetId).toBe(String(made.id));
    expect(entries[0].changes).toMatchObject({ scopes: ['projects:read'] });
    expect(JSON.stringify(entries)).not.toContain(made.token.slice(10));
  });

  it('limits each token on its own, wherever its requests come from', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const busy = await createToken(t.app.getHttpServer(), cookie, ['projects:read']);
    const calm = await createToken(t.app.getHttpServer(), cookie, ['projects:read']);
    for (let i = 0; i < TOKEN_LIMIT; i++) {
      await http()
        .get('/api/user/projects')
        .set('X-Forwarded-For', newIp())
        .set('Authorization', bearer(busy.token))
        .expect(200);
    }
    const limited = await http()
      .get('/api/user/projects')
      .set('X-Forwarded-For', newIp())
      .set('Authorization', bearer(busy.token))
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await http().get('/api/user/projects').set('Authorization', bearer(calm.token)).expect(200);
    await http().get('/api/user/projects').set(withSession(cookie)).expect(200);
  });
});
