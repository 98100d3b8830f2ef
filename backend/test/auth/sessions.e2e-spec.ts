import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { AuthSession } from '../../src/modules/auth/entities/auth-session.entity';
import { User } from '../../src/modules/auth/entities/user.entity';
import { SITE_PROFILE } from '../../src/modules/site/site-profile';
import { APP_CONFIG, type AppConfig } from '../../src/platform/config/app-config';
import { UsersService } from '../../src/modules/auth/users.service';
import {
  login,
  newAccount,
  newIp,
  register,
  sessionCookie,
  STRONG_PASSWORD,
  withSession,
} from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface ListedSession {
  ip: string | null;
  countryCode: string | null;
  city: string | null;
  localNetwork: boolean;
}

/** Registers a new account with these request headers and lists the session it opened. */
async function sessionFrom(t: TestApp, headers: Record<string, string>): Promise<ListedSession> {
  const req = request(t.app.getHttpServer()).post('/api/register');
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  const cookie = sessionCookie(await req.send(newAccount()).expect(201));
  const list = await request(t.app.getHttpServer())
    .get('/api/user/sessions')
    .set(withSession(cookie))
    .expect(200);
  expect(list.body).toHaveLength(1);
  return list.body[0] as ListedSession;
}

describe('sign-in and sessions', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const me = (cookie?: string) => {
    const req = http().get('/api/user');
    return cookie ? req.set(withSession(cookie)) : req;
  };
  const em = () => t.app.get(EntityManager).fork();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers GET /api/user with 401 when signed out', async () => {
    const res = await me().expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: 'You need to sign in',
      error: 'Unauthorized',
      code: 'SESSION_REQUIRED',
    });
    const es = await me().set('Accept-Language', 'es').expect(401);
    expect(es.body.message).toBe('Necesitas iniciar sesión');
  });

  it('signs in by username or by email, in any letter case', async () => {
    const { account, user } = await register(t.app.getHttpServer());
    const byName = await login(t.app.getHttpServer(), account.username.toUpperCase());
    expect(byName.user.id).toBe(user.id);
    const byEmail = await login(t.app.getHttpServer(), account.email.toUpperCase());
    expect(byEmail.user.id).toBe(user.id);
    const current = await me(byEmail.cookie).expect(200);
    expect(current.body).toMatchObject({
      id: user.id,
      username: account.username,
      fullName: 'María Rodríguez',
    });
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const { account } = await register(t.app.getHttpServer());
    const wrong = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: account.username, password: 'Wrong#Password99' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'Invalid username or password',
      error: 'Unauthorized',
    });
    const unknown = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: 'nobody_at_all', password: STRONG_PASSWORD, language: 'es' })
      .expect(401);
    expect(unknown.body.message).toBe('Usuario o contraseña incorrectos');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('requires a username and a password to sign in', async () => {
    const res = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({})
      .expect(400);
    expect(res.body.message).toEqual(['Username is required', 'Password is required']);
    const es = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ language: 'es' })
      .expect(400);
    expect(es.body.message).toEqual([
      'El nombre de usuario es obligatorio',
      'La contraseña es obligatoria',
    ]);
  });

  it('ends the session at logout: a cookie copied before is refused after', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    await me(cookie).expect(200);
    const out = await http().post('/api/logout').set(withSession(cookie)).expect(200);
    expect(out.body).toEqual({ message: 'You have been logged out successfully' });
    expect(([] as string[]).concat(out.headers['set-cookie'])[0]).toMatch(
      /^tb_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    await me(cookie).expect(401);
  });

  it('starts a new session at every sign-in and ends the one the browser had', async () => {
    const { account, cookie: first } = await register(t.app.getHttpServer());
    const res = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .set(withSession(first))
      .send({ username: account.username, password: STRONG_PASSWORD })
      .expect(200);
    const second = ([] as string[]).concat(res.headers['set-cookie'])[0].split(';')[0];
    expect(second).not.toBe(first);
    await me(first).expect(401);
    await me(second).expect(200);
  });

  it('refuses sessions that sat idle too long or reached their absolute end', async () => {
    const idle = await register(t.app.getHttpServer());
    const expired = await register(t.app.getHttpServer());
    await em().nativeUpdate(
      AuthSession,
      { user: idle.user.id },
      { lastSeenAt: new Date(Date.now() - 73 * 3_600_000) },
    );
    await em().nativeUpdate(
      AuthSession,
      { user: expired.user.id },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    await me(idle.cookie).expect(401);
    await me(expired.cookie).expect(401);
  });

  it('refuses a tampered or foreign token', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const [name, token] = cookie.split('=');
    const [header, payload, signature] = token.split('.');
    await me(`${name}=${header}.${payload}.${signature.slice(0, -2)}xx`).expect(401);
    await me(`${name}=not-a-token`).expect(401);
  });

  it('signs out a deactivated account at once and refuses it at sign-in', async () => {
    const { account, user, cookie } = await register(t.app.getHttpServer());
    await em().nativeUpdate(User, { id: user.id }, { isActive: false });
    await me(cookie).expect(401);
    const res = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: account.username, password: STRONG_PASSWORD })
      .expect(403);
    // The person can do nothing about it here: the message says how to reach the agency.
    const { salesAddress } = t.app.get<AppConfig>(APP_CONFIG).mail;
    expect(res.body).toMatchObject({
      message: `This account has been deactivated. To use it again, contact us at ${salesAddress} or ${SITE_PROFILE.phone}`,
      code: 'ACCOUNT_INACTIVE',
    });
    const es = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .set('Accept-Language', 'es')
      .send({ username: account.username, password: STRONG_PASSWORD })
      .expect(403);
    expect(es.body.message).toBe(
      `Esta cuenta ha sido desactivada. Para volver a usarla, escríbenos a ${salesAddress} o llámanos al ${SITE_PROFILE.phone}`,
    );
  });

  it('answers a session ended elsewhere with 401 SESSION_REQUIRED, for the frontends to act on', async () => {
    const { account, cookie } = await register(t.app.getHttpServer());
    const other = await login(t.app.getHttpServer(), account.username);
    await http().post('/api/user/sessions/others/end').set(withSession(other.cookie)).expect(200);
    const ended = await http().get('/api/user/overview').set(withSession(cookie)).expect(401);
    expect(ended.body).toMatchObject({ code: 'SESSION_REQUIRED' });
    await me(other.cookie).expect(200);
  });

  it('keeps the sessions of a deactivated account ended after it is turned back on', async () => {
    const users = t.app.get(UsersService);
    const { account, user, cookie } = await register(t.app.getHttpServer());
    await me(cookie).expect(200);

    expect(await users.setActive(user.id, false)).toMatchObject({ id: user.id, isActive: false });
    await me(cookie).expect(401);
    expect(await users.setActive(user.id, true)).toMatchObject({ id: user.id, isActive: true });
    await me(cookie).expect(401);

    const ended = await em().find(AuthSession, { user: user.id });
    expect(ended.map((session) => session.revokedReason)).toEqual(['deactivated']);
    // Signing in again opens a new session.
    const again = await login(t.app.getHttpServer(), account.username);
    await me(again.cookie).expect(200);
  });

  describe('where a session signed in from', () => {
    it("takes the country and city from a trusted proxy's geo headers, once", async () => {
      const { account } = await register(t.app.getHttpServer());
      const res = await http()
        .post('/api/login')
        .set('X-Forwarded-For', newIp())
        .set('CF-IPCountry', 'UY')
        .set('CF-IPCity', 'Montevideo')
        .send({ username: account.username, password: STRONG_PASSWORD })
        .expect(200);
      const cookie = sessionCookie(res);
      // Later requests name another place: the session keeps the one it started with.
      const list = await http()
        .get('/api/user/sessions')
        .set(withSession(cookie))
        .set('CloudFront-Viewer-Country', 'ES')
        .expect(200);
      const current = (list.body as (ListedSession & { current: boolean })[]).find(
        (session) => session.current,
      );
      expect(current).toMatchObject({ countryCode: 'UY', city: 'Montevideo', localNetwork: false });
    });

    it('reads CloudFront headers and ignores an unknown country code', async () => {
      expect(
        await sessionFrom(t, {
          'X-Forwarded-For': newIp(),
          'CloudFront-Viewer-Country': 'AR',
          'CloudFront-Viewer-City': 'Buenos Aires',
        }),
      ).toMatchObject({ countryCode: 'AR', city: 'Buenos Aires', localNetwork: false });
      // 'XX' is the CDN's "unknown": the address decides, here a private one.
      expect(
        await sessionFrom(t, { 'X-Forwarded-For': newIp(), 'CF-IPCountry': 'XX' }),
      ).toMatchObject({ countryCode: null, city: null, localNetwork: true });
    });

    it('looks a public address up in the country table', async () => {
      expect(await sessionFrom(t, { 'X-Forwarded-For': '190.64.49.1' })).toEqual({
        ip: '190.64.49.1',
        countryCode: 'UY',
        city: null,
        localNetwork: false,
        device: 'Unknown device',
        id: expect.any(String),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      });
    });

    it('calls a private address the local network', async () => {
      expect(await sessionFrom(t, { 'X-Forwarded-For': '192.168.1.20' })).toMatchObject({
        ip: '192.168.1.20',
        countryCode: null,
        city: null,
        localNetwork: true,
      });
    });

    it('leaves the place empty when nothing tells it', async () => {
      // Documentation addresses (TEST-NET-3) belong to no country.
      expect(await sessionFrom(t, { 'X-Forwarded-For': '203.0.113.9' })).toMatchObject({
        countryCode: null,
        city: null,
        localNetwork: false,
      });
    });
  });
});

describe('the place of a session without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '' });
  });
  afterAll(() => t.close());

  it('ignores geo headers a client sent itself', async () => {
    // Nobody is trusted: the client is the loopback connection, whatever the headers claim.
    expect(
      await sessionFrom(t, {
        'X-Forwarded-For': '8.8.8.8',
        'CF-IPCountry': 'US',
        'CF-IPCity': 'Mountain View',
        'CloudFront-Viewer-Country': 'US',
      }),
    ).toMatchObject({ countryCode: null, city: null, localNetwork: true });
  });
});
