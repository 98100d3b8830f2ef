import { randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import {
  login,
  newAccount,
  newIp,
  register,
  STRONG_PASSWORD,
  withSession,
} from '../support/accounts';
import { runIds } from '../support/test-environment';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

describe('security of accounts', () => {
  let t: TestApp;
  let admin: { cookie: string; id: number };
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    await ensureAdmin(t.app.get(EntityManager).fork(), {
      username: 'agency_admin',
      email: 'admin@agency.example',
      password: 'Admin#Password2026',
    });
    const signedIn = await login(t.app.getHttpServer(), 'agency_admin', 'Admin#Password2026');
    admin = { cookie: signedIn.cookie, id: signedIn.user.id };
  });
  afterAll(() => t.close());

  describe('cross-site requests', () => {
    it('refuses a state change sent from another site', async () => {
      const res = await http()
        .post('/api/login')
        .set('Origin', 'https://evil.example')
        .send({ username: 'whoever', password: 'whatever' })
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: 'Cross-site request refused',
        error: 'Forbidden',
      });
      await http()
        .post('/api/logout')
        .set('Referer', 'https://evil.example/page')
        .set('Accept-Language', 'es')
        .expect(403)
        .expect((r) => expect(r.body.message).toBe('Solicitud de otro sitio rechazada'));
    });

    it('lets the product itself through', async () => {
      const { account } = await register(t.app.getHttpServer());
      await http()
        .post('/api/login')
        .set('X-Forwarded-For', newIp())
        .set('Origin', t.config.http.publicUrl)
        .send({ username: account.username, password: STRONG_PASSWORD })
        .expect(200);
    });

    it('changes nothing over GET', async () => {
      await http().get('/api/logout').expect(404);
      await http().get('/api/register').expect(404);
    });
  });

  describe('rate limits', () => {
    const signIn = (username: string, password: string, ip: string, language?: string) =>
      http().post('/api/login').set('X-Forwarded-For', ip).send({ username, password, language });
    const WRONG = 'Wrong#Password99';

    it('limits failed sign-ins to an account from one address, with Retry-After, in the user language', async () => {
      const { account } = await register(t.app.getHttpServer());
      const ip = newIp();
      for (let i = 0; i < 10; i++) await signIn(account.username, WRONG, ip).expect(401);
      const limited = await signIn(account.username, WRONG, ip, 'es').expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body.message).toMatch(
        /^Demasiados intentos\. Por favor inténtalo de nuevo en \d+ segundos$/,
      );
      // The right password from that address waits too: a refusal says nothing about it.
      await signIn(account.username, STRONG_PASSWORD, ip).expect(429);
      // The email names the same account, so it shares the count.
      await signIn(account.email, WRONG, ip).expect(429);
    });

    it('never counts a correct sign-in: the owner may sign in as often as they like', async () => {
      const { account } = await register(t.app.getHttpServer());
      const ip = newIp();
      for (let i = 0; i < 12; i++) await signIn(account.username, STRONG_PASSWORD, ip).expect(200);
    });

    it("forgets an address's failures on an account once it signs in", async () => {
      const { account } = await register(t.app.getHttpServer());
      const ip = newIp();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 9; i++) await signIn(account.username, WRONG, ip).expect(401);
        await signIn(account.username, STRONG_PASSWORD, ip).expect(200);
      }
    });

    it('lets no stranger keep the owner out, and gives addresses fewer tries on an account under attack', async () => {
      const { account } = await register(t.app.getHttpServer());
      const owner = newIp();
      // One stranger from one address runs into its own limit...
      const stranger = newIp();
      for (let i = 0; i < 10; i++) await signIn(account.username, WRONG, stranger).expect(401);
      await signIn(account.username, WRONG, stranger).expect(429);
      // ...and more strangers from many addresses put the account under attack.
      for (let i = 0; i < 15; i++) await signIn(account.username, WRONG, newIp()).expect(401);
      const another = newIp();
      for (let i = 0; i < 3; i++) await signIn(account.username, WRONG, another).expect(401);
      await signIn(account.username, WRONG, another).expect(429);
      // The owner signs in at once, from their usual address or a new one.
      await signIn(account.username, STRONG_PASSWORD, owner).expect(200);
      await signIn(account.email, STRONG_PASSWORD, newIp()).expect(200);
    });

    it('limits failed sign-ins per address, whatever the account', async () => {
      const ip = newIp();
      for (let i = 0; i < 30; i++) await signIn(`guess_${i}_x`, 'x', ip).expect(401);
      await signIn('guess_last', 'x', ip).expect(429);
      await signIn('guess_last', 'x', newIp()).expect(401);
    });

    it('limits registrations and availability checks per address', async () => {
      const ip = newIp();
      for (let i = 0; i < 10; i++) {
        await http()
          .post('/api/register')
          .set('X-Forwarded-For', ip)
          .send(newAccount())
          .expect(201);
      }
      await http().post('/api/register').set('X-Forwarded-For', ip).send(newAccount()).expect(429);

      const checker = newIp();
      for (let i = 0; i < 120; i++) {
        await http()
          .get('/api/check-username')
          .set('X-Forwarded-For', checker)
          .query({ username: `someone${i}` })
          .expect(200);
      }
      await http()
        .get('/api/check-username')
        .set('X-Forwarded-For', checker)
        .query({ username: 'more' })
        .expect(429);
    });

    it('holds across instances that share Redis', async () => {
      const prefix = `${runIds.prefix}-shared-${randomBytes(3).toString('hex')}`;
      const a = await startTestApp({ QUEUE_PREFIX: prefix });
      const b = await startTestApp({ QUEUE_PREFIX: prefix });
      try {
        const ip = newIp();
        const attempt = (app: TestApp) =>
          request(app.app.getHttpServer())
            .post('/api/login')
            .set('X-Forwarded-For', ip)
            .send({ username: 'shared_target', password: WRONG });
        for (let i = 0; i < 5; i++) await attempt(a).expect(401);
        for (let i = 0; i < 5; i++) await attempt(b).expect(401);
        await attempt(a).expect(429);
        await attempt(b).expect(429);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  describe('who may see an account', () => {
    it('shows users their own account, admins anyone, and others nothing', async () => {
      const alice = await register(t.app.getHttpServer());
      const bob = await register(t.app.getHttpServer());
      const self = await http()
        .get(`/api/users/${alice.user.id}`)
        .set(withSession(alice.cookie))
        .expect(200);
      expect(self.body.id).toBe(alice.user.id);
      const other = await http()
        .get(`/api/users/${bob.user.id}`)
        .set(withSession(alice.cookie))
        .expect(404);
      expect(other.body).toEqual({
        statusCode: 404,
        message: 'User not found',
        error: 'Not Found',
      });
      const byAdmin = await http()
        .get(`/api/users/${bob.user.id}`)
        .set(withSession(admin.cookie))
        .expect(200);
      expect(byAdmin.body.username).toBe(bob.account.username);
      await http().get('/api/users/999999').set(withSession(admin.cookie)).expect(404);
      await http().get(`/api/users/${bob.user.id}`).expect(401);
      await http().get('/api/users/abc').set(withSession(admin.cookie)).expect(400);
    });

    it('opens the queue dashboard to admins only', async () => {
      const signedOut = await http().get('/admin/queues').expect(302);
      expect(signedOut.headers.location).toBe('/auth?next=%2Fadmin%2Fqueues');
      const client = await register(t.app.getHttpServer());
      await http().get('/admin/queues').set(withSession(client.cookie)).expect(403);
      const res = await http().get('/admin/queues').set(withSession(admin.cookie)).expect(200);
      expect(res.text).toContain('TerraBridge queues');
    });
  });

  it('never lets a password, hash or token out of any endpoint', async () => {
    const account = newAccount();
    const responses: request.Response[] = [];
    const keep = (res: request.Response) => {
      responses.push(res);
      return res;
    };
    const registered = keep(
      await http().post('/api/register').set('X-Forwarded-For', newIp()).send(account),
    );
    const cookie = ([] as string[]).concat(registered.headers['set-cookie'])[0].split(';')[0];
    keep(
      await http()
        .post('/api/login')
        .set('X-Forwarded-For', newIp())
        .send({ username: account.username, password: account.password }),
    );
    keep(await http().get('/api/user').set(withSession(cookie)));
    keep(await http().get(`/api/users/${registered.body.id}`).set(withSession(cookie)));
    keep(await http().get(`/api/users/${registered.body.id}`).set(withSession(admin.cookie)));
    keep(await http().get('/api/check-email').query({ email: account.email }));
    keep(await http().get('/api/check-username').query({ username: account.username }));
    keep(
      await http()
        .post('/api/forgot-password')
        .set('X-Forwarded-For', newIp())
        .send({ email: account.email }),
    );
    keep(
      await http()
        .post('/api/reset-password')
        .set('X-Forwarded-For', newIp())
        .send({ token: 'x', password: STRONG_PASSWORD }),
    );
    keep(
      await http().post('/api/verify-email').set('X-Forwarded-For', newIp()).send({ token: 'x' }),
    );
    keep(await http().post('/api/logout').set(withSession(cookie)));
    keep(await http().get('/api/health'));
    keep(await http().get('/api/services'));

    const secretKey = /password|hash|token|secret/i;
    const walk = (value: unknown, path: string): string[] => {
      if (Array.isArray(value)) return value.flatMap((v, i) => walk(v, `${path}[${i}]`));
      if (value && typeof value === 'object') {
        return Object.entries(value).flatMap(([k, v]) => [
          ...(secretKey.test(k) ? [`${path}.${k}`] : []),
          ...walk(v, `${path}.${k}`),
        ]);
      }
      return typeof value === 'string' &&
        (value.includes(account.password) || value.startsWith('$argon2'))
        ? [path]
        : [];
    };
    for (const [index, res] of responses.entries()) {
      expect(res.status).toBeLessThan(500);
      expect(walk(res.body, `response ${index}`)).toEqual([]);
      expect(res.text).not.toContain(cookie.split('=')[1]);
    }
  });
});

describe('the admin mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_USERNAME: 'first_admin',
      ADMIN_EMAIL: 'first.admin@agency.example',
      ADMIN_PASSWORD: 'First#Admin2026',
    });
  });
  afterAll(() => t.close());

  it('creates the first admin from the environment, who can read the outbox; clients cannot', async () => {
    const adminSession = await login(t.app.getHttpServer(), 'first_admin', 'First#Admin2026');
    const client = await register(t.app.getHttpServer());
    const me = await request(t.app.getHttpServer())
      .get('/api/user')
      .set(withSession(adminSession.cookie))
      .expect(200);
    expect(me.body).toMatchObject({ role: 'admin', emailVerified: true });

    const clientEmail = (
      await request(t.app.getHttpServer()).get('/api/user').set(withSession(client.cookie))
    ).body.email;
    // The verification mail is saved with the account and delivered by a queued job: wait for
    // that job's outcome (held: no transport) instead of racing it.
    const list = await eventually(async () => {
      const res = await request(t.app.getHttpServer())
        .get('/api/admin/mail-outbox')
        .query({ to: clientEmail })
        .set(withSession(adminSession.cookie))
        .expect(200);
      return (res.body as Array<{ state: string }>).some((row) => row.state !== 'pending') && res;
    });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      kind: 'auth.verify-email',
      to: clientEmail,
      state: 'held',
    });

    const refused = await request(t.app.getHttpServer())
      .get('/api/admin/mail-outbox')
      .set(withSession(client.cookie))
      .expect(403);
    expect(refused.body.message).toBe('You do not have access to this');
    await request(t.app.getHttpServer()).get('/api/admin/mail-outbox').expect(401);
    await request(t.app.getHttpServer())
      .get('/api/admin/mail-outbox')
      .query({ limit: 'many' })
      .set(withSession(adminSession.cookie))
      .expect(400);
  });

  it('refuses to start with a weak first-admin password, saying why', async () => {
    await expect(
      startTestApp({
        ADMIN_USERNAME: 'weak_admin',
        ADMIN_EMAIL: 'weak@agency.example',
        ADMIN_PASSWORD: 'Password123!',
      }),
    ).rejects.toThrow(/too common/);
  });
});
