import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { newIp, register, sessionCookie, STRONG_PASSWORD, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface Entry {
  id: number;
  createdAt: string;
  actor: { id: number; username: string | null; role: string | null } | null;
  action: string;
  target: { type: string; id: string | null } | null;
  changes: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
  outcome: 'success' | 'failure';
  statusCode: number | null;
}

const ADMIN = {
  username: 'audit_admin',
  email: 'audit@agency.example',
  password: 'Admin#Password2026',
};

/*
 * The audit log: append-only in the database, filled by the interceptor for every admin change
 * and by the auth module for security events, and listed (filtered) for admins only.
 */
describe('audit log', () => {
  let t: TestApp;
  let admin: { cookie: string; id: number };
  let client: Awaited<ReturnType<typeof register>>;
  const http = () => request(t.app.getHttpServer());
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.app.get(EntityManager).fork().execute<T[]>(query, params);

  const audit = async (query: Record<string, string | number> = {}) => {
    const res = await http()
      .get('/api/admin/audit')
      .query(query)
      .set(withSession(admin.cookie))
      .expect(200);
    return res.body as { items: Entry[]; nextCursor: string | null };
  };

  beforeAll(async () => {
    t = await startTestApp();
    await ensureAdmin(t.app.get(EntityManager).fork(), ADMIN);
    const res = await http()
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('User-Agent', 'AuditTest/1.0 (X11; Linux)')
      .send({ username: ADMIN.username, password: ADMIN.password })
      .expect(200);
    admin = { cookie: sessionCookie(res), id: (res.body as { id: number }).id };
    client = await register(t.app.getHttpServer());
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses to change or delete an entry, even in SQL', async () => {
    const [{ id }] = await sql<{ id: number }>(`select id from audit_log order by id limit 1`);
    await expect(sql(`update audit_log set action = 'x.y' where id = ?`, [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(`delete from audit_log where id = ?`, [id])).rejects.toThrow(/append-only/);
    await expect(sql(`delete from audit_log`)).rejects.toThrow(/append-only/);
    const [{ count }] = await sql<{ count: string }>(
      `select count(*) from audit_log where id = ?`,
      [id],
    );
    expect(Number(count)).toBe(1);
  });

  it('records the first admin being given the admin role, without an actor', async () => {
    const { items } = await audit({ action: 'user.role_change' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actor: null,
      target: { type: 'user', id: String(admin.id) },
      changes: { after: { role: 'admin' } },
      outcome: 'success',
    });
  });

  it('records a sign-in with the actor, address and browser', async () => {
    const { items } = await audit({ action: 'auth.sign_in', actorId: admin.id });
    expect(items[0]).toMatchObject({
      action: 'auth.sign_in',
      actor: { id: admin.id, username: ADMIN.username, role: 'admin' },
      ip: '203.0.113.7',
      userAgent: 'AuditTest/1.0 (X11; Linux)',
      outcome: 'success',
    });
  });

  it('records a failed sign-in with the name tried and never the password', async () => {
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', '198.51.100.23')
      .send({ username: 'nobody_here', password: 'Guess#Password1' })
      .expect(401);
    const { items } = await audit({ action: 'auth.sign_in_failed' });
    expect(items[0]).toMatchObject({
      actor: null,
      changes: { username: 'nobody_here' },
      ip: '198.51.100.23',
      outcome: 'failure',
      statusCode: 401,
    });
    expect(JSON.stringify(items[0])).not.toContain('Guess#Password1');
  });

  it('records a password change, a revoked session and a sign-out of a client', async () => {
    const other = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: client.account.username, password: STRONG_PASSWORD })
      .expect(200);
    const otherCookie = sessionCookie(other);
    const newPassword = 'Harbour#Lights2027';
    await http()
      .post('/api/user/password')
      .set(withSession(client.cookie))
      .set('X-Forwarded-For', newIp())
      .send({ currentPassword: STRONG_PASSWORD, newPassword })
      .expect(200);
    await http().post('/api/logout').set(withSession(client.cookie)).expect(200);
    expect(otherCookie).toBeTruthy();

    const { items } = await audit({ actorId: client.user.id, action: 'auth.' });
    const actions = items.map((entry) => entry.action);
    expect(actions).toEqual(['auth.sign_out', 'auth.password_change', 'auth.sign_in']);
    expect(items[1]).toMatchObject({
      actor: { id: client.user.id, username: client.account.username, role: 'user' },
      target: { type: 'user', id: String(client.user.id) },
      changes: { otherSessionsEnded: 1 },
    });
    expect(JSON.stringify(items)).not.toContain(newPassword);

    const again = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: client.account.username, password: newPassword })
      .expect(200);
    const sessions = await http()
      .get('/api/user/sessions')
      .set(withSession(sessionCookie(again)))
      .expect(200);
    const current = (sessions.body as { id: string }[])[0].id;
    await http()
      .delete(`/api/user/sessions/${current}`)
      .set(withSession(sessionCookie(again)))
      .expect(200);
    const revoked = await audit({ action: 'auth.session_revoked', actorId: client.user.id });
    expect(revoked.items[0]).toMatchObject({
      target: { type: 'session', id: current },
      changes: { current: true },
    });
  });

  it('records an admin change with the route, the body (secrets redacted) and the outcome', async () => {
    const created = await http()
      .post('/api/invoices')
      .set(withSession(admin.cookie))
      .set('X-Forwarded-For', '203.0.113.8')
      .send({
        userId: client.user.id,
        amount: 1850,
        total: 1850,
        description: 'Audit trail: milestone 1',
        dueDate: '2030-01-31',
      })
      .expect(201);
    const invoiceId = (created.body as { id: number }).id;
    const refused = await http()
      .post('/api/invoices')
      .set(withSession(admin.cookie))
      .send({
        userId: client.user.id,
        amount: 10,
        clientPassword: 'Sesame#Open99',
        cardNumber: '4242424242424242',
      })
      .expect(400);
    expect(refused.body.statusCode).toBe(400);

    const { items } = await audit({ action: 'invoice.create' });
    expect(items[1]).toMatchObject({
      actor: { id: admin.id, username: ADMIN.username, role: 'admin' },
      action: 'invoice.create',
      target: { type: 'invoice', id: String(invoiceId) },
      changes: {
        request: 'POST /api/invoices',
        body: { userId: client.user.id, amount: 1850, description: 'Audit trail: milestone 1' },
      },
      ip: '203.0.113.8',
      outcome: 'success',
      statusCode: 201,
    });
    expect(items[0]).toMatchObject({
      outcome: 'failure',
      statusCode: 400,
      changes: { body: { clientPassword: '[redacted]', cardNumber: '[redacted]', amount: 10 } },
    });
    expect(JSON.stringify(items)).not.toMatch(/Sesame#Open99|4242424242424242/);

    await http()
      .post(`/api/admin/invoices/${invoiceId}/void`)
      .set(withSession(admin.cookie))
      .send({ reason: 'Raised in error' });
    const voided = await audit({ targetType: 'invoice', targetId: String(invoiceId) });
    expect(voided.items.map((entry) => entry.action)).toEqual(['invoice.void', 'invoice.create']);
    expect(voided.items[0].changes).toMatchObject({
      request: 'POST /api/admin/invoices/:id/void',
      params: { id: String(invoiceId) },
    });
    // What the database holds differently: the rows written, fields before and after.
    const rows = (entry: Entry) => (entry.changes?.rows ?? []) as Array<Record<string, unknown>>;
    expect(rows(voided.items[0])).toContainEqual(
      expect.objectContaining({
        entity: 'Invoice',
        id: invoiceId,
        type: 'update',
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'void' }),
      }),
    );
    expect(rows(voided.items[1])).toContainEqual(
      expect.objectContaining({ entity: 'Invoice', id: invoiceId, type: 'create' }),
    );
    // A refused change wrote nothing that stayed.
    expect(items[0].changes).not.toHaveProperty('rows');
  });

  it('records a refused admin change with its error status', async () => {
    await http()
      .post('/api/admin/mail-outbox/999999/resend')
      .set(withSession(admin.cookie))
      .expect(404);
    const { items } = await audit({ action: 'mail_outbox.resend' });
    expect(items[0]).toMatchObject({
      target: { type: 'mail_outbox', id: '999999' },
      outcome: 'failure',
      statusCode: 404,
    });
  });

  it('does not record reads, nor what clients do outside the admin routes', async () => {
    const before = await audit({ limit: 100 });
    await http().get('/api/admin/invoices').set(withSession(admin.cookie)).expect(200);
    await http()
      .patch('/api/user')
      .set(withSession(admin.cookie))
      .send({ firstName: 'Ana' })
      .expect(200);
    const after = await audit({ limit: 100 });
    expect(after.items.length).toBe(before.items.length);
  });

  it('filters by search text, dates and pages newest first', async () => {
    const byName = await audit({ q: client.account.username });
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((entry) => entry.actor?.username === client.account.username)).toBe(
      true,
    );
    const today = new Date().toISOString().slice(0, 10);
    const all = await audit({ from: today, to: today, limit: 100 });
    expect(all.items.length).toBeGreaterThan(5);
    const times = all.items.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await audit({ to: '2020-01-01' })).items).toEqual([]);
    expect((await audit({ from: '2999-01-01T00:00:00Z' })).items).toEqual([]);

    const first = await audit({ limit: 2 });
    const second = await audit({ limit: 2, cursor: first.nextCursor! });
    expect(second.items[0].id).toBeLessThan(first.items[1].id);
  });

  it('refuses bad filters with a message in the chosen language', async () => {
    const res = await http()
      .get('/api/admin/audit')
      .query({ action: 'DROP TABLE', from: 'yesterday', lang: 'es' })
      .set(withSession(admin.cookie))
      .expect(400);
    expect(JSON.stringify(res.body.message)).toContain('action debe tener letras minúsculas');
  });

  it('is for admins only', async () => {
    await http().get('/api/admin/audit').expect(401);
    await http().get('/api/admin/audit').set(withSession(client.cookie)).expect(401);
    const signedIn = await register(t.app.getHttpServer());
    await http().get('/api/admin/audit').set(withSession(signedIn.cookie)).expect(403);
  });
});
