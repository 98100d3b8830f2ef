import { EntityManager } from '@mikro-orm/postgresql';
import { generate } from 'otplib';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { loadConfig } from '../../src/platform/config/app-config';
import { AuditEntry } from '../../src/platform/audit/audit-entry.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import {
  login,
  newIp,
  register,
  sessionCookie,
  STRONG_PASSWORD,
  withSession,
} from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/** The pending-login cookie a response set, as a Cookie header value. */
function pendingCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pending = cookies.find(
    (c) => c.startsWith('tb_two_factor=') && !c.startsWith('tb_two_factor=;'),
  );
  if (!pending) throw new Error(`no pending-login cookie in ${JSON.stringify(cookies)}`);
  expect(pending).toMatch(/HttpOnly/i);
  return pending.split(';')[0];
}

const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe('two-factor sign-in', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const audits = (action: string, targetId: number) =>
    em().find(AuditEntry, { action, targetId: String(targetId) }, { orderBy: { id: 'asc' } });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A new account with two-factor sign-in on (the code used is of the previous time step). */
  async function enrolled(overrides: Record<string, unknown> = {}) {
    const { account, user, cookie } = await register(t.app.getHttpServer(), overrides);
    const setup = await http()
      .post('/api/user/two-factor/setup')
      .set(withSession(cookie))
      .expect(200);
    const secret = setup.body.secret as string;
    const enabled = await http()
      .post('/api/user/two-factor/enable')
      .set(withSession(cookie))
      .send({ code: await codeAt(secret, -30) })
      .expect(200);
    return { account, user, cookie, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  /** The first step: the right password, answered with `twoFactorRequired` and no session. */
  async function passwordStep(username: string, ip = newIp()) {
    const res = await http()
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ username, password: STRONG_PASSWORD })
      .expect(200);
    expect(res.body).toEqual({ twoFactorRequired: true });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('tb_session='))).toBe(false);
    return { pending: pendingCookie(res), ip };
  }

  const secondStep = (pending: string, body: Record<string, unknown>, ip = newIp()) =>
    http()
      .post('/api/login/two-factor')
      .set(withSession(pending))
      .set('X-Forwarded-For', ip)
      .send(body);

  it('sets up with a secret and an app link, then turns on with a code and gives 10 recovery codes', async () => {
    const { account, user, cookie } = await register(t.app.getHttpServer());
    const setup = await http()
      .post('/api/user/two-factor/setup')
      .set(withSession(cookie))
      .expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toContain(`TerraBridge Digital:${account.email}`);
    expect(url.searchParams.get('issuer')).toBe('TerraBridge Digital');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);

    // Stored encrypted, and never shown again.
    const stored = await em().findOneOrFail(User, user.id);
    expect(stored.twoFactorSecret).toBeTruthy();
    expect(stored.twoFactorSecret).not.toContain(setup.body.secret);
    const me = await http().get('/api/user').set(withSession(cookie)).expect(200);
    expect(me.body).toMatchObject({ twoFactorEnabled: false, twoFactorEnrolmentRequired: false });
    expect(JSON.stringify(me.body)).not.toContain(setup.body.secret);

    // A wrong code does not turn it on; a missing one is a clear 400.
    await http()
      .post('/api/user/two-factor/enable')
      .set(withSession(cookie))
      .send({ code: '12' })
      .expect(400)
      .expect((r) => expect(r.body.message).toEqual(['The code has 6 digits']));
    const right = await codeAt(setup.body.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    await http()
      .post('/api/user/two-factor/enable')
      .set(withSession(cookie))
      .send({ code: wrong })
      .expect(401);

    const enabled = await http()
      .post('/api/user/two-factor/enable')
      .set(withSession(cookie))
      .send({ code: right })
      .expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    const after = await http().get('/api/user').set(withSession(cookie)).expect(200);
    expect(after.body.twoFactorEnabled).toBe(true);
    // Setting up again is refused while it is on.
    await http().post('/api/user/two-factor/setup').set(withSession(cookie)).expect(409);
    expect(await audits('auth.two_factor_enabled', user.id)).toHaveLength(1);
  });

  it('asks for the second step after the password, signs in with a code, and refuses a replay', async () => {
    const { account, secret } = await enrolled();
    const { pending } = await passwordStep(account.username);

    // The pending cookie is no session.
    await http().get('/api/user').set(withSession(pending)).expect(401);

    const code = await codeAt(secret);
    const done = await secondStep(pending, { code }).expect(200);
    expect(done.body).toMatchObject({ username: account.username, twoFactorEnabled: true });
    const session = sessionCookie(done);
    await http().get('/api/user').set(withSession(session)).expect(200);

    // The pending login is used up.
    await secondStep(pending, { code: await codeAt(secret, 30) })
      .set('Accept-Language', 'es')
      .expect(401)
      .expect((r) =>
        expect(r.body.message).toBe(
          'Tu inicio de sesión caducó. Vuelve a escribir tu usuario y contraseña',
        ),
      );

    // The same code, with a new password step, is refused: each code works once.
    const again = await passwordStep(account.username);
    await secondStep(again.pending, { code })
      .expect(401)
      .expect((r) =>
        expect(r.body.message).toBe(
          'That code is not right, or it was already used. Try the newest code',
        ),
      );
    // The next step's code still works.
    await secondStep(again.pending, { code: await codeAt(secret, 30) }).expect(200);
  });

  it('signs in with a recovery code once', async () => {
    const { account, user, recoveryCodes } = await enrolled();
    const first = await passwordStep(account.username);
    // Typed back in capitals with spaces: still the code.
    const typed = recoveryCodes[3].toUpperCase().replace(/-/g, ' ');
    await secondStep(first.pending, { recoveryCode: typed }).expect(200);
    expect(await audits('auth.two_factor_recovery_used', user.id)).toHaveLength(1);

    const second = await passwordStep(account.username);
    await secondStep(second.pending, { recoveryCode: recoveryCodes[3] }).expect(401);
    await secondStep(second.pending, {}).expect(400);
    await secondStep(second.pending, { recoveryCode: recoveryCodes[4] }).expect(200);
  });

  it('limits wrong codes like wrong passwords, and audits them with the reason', async () => {
    const { account, user, secret } = await enrolled();
    const { pending, ip } = await passwordStep(account.username);
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) await secondStep(pending, { code: wrong }, ip).expect(401);
    const limited = await secondStep(pending, { code: right }, ip).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const failures = await em().find(AuditEntry, {
      action: 'auth.sign_in_failed',
      actorId: user.id,
    });
    expect(failures).toHaveLength(10);
    expect(failures[0].changes).toEqual({ reason: 'two_factor_code' });
    expect(failures[0].outcome).toBe('failure');
  });

  it('turns off only with the password and a current code', async () => {
    const { account, user, cookie, secret } = await enrolled();
    const disable = (body: Record<string, unknown>) =>
      http()
        .post('/api/user/two-factor/disable')
        .set(withSession(cookie))
        .set('X-Forwarded-For', newIp())
        .send(body);
    const code = await codeAt(secret);
    await disable({ currentPassword: 'Not#TheRightOne9', code }).expect(400);
    await disable({ currentPassword: STRONG_PASSWORD }).expect(400);
    await disable({
      currentPassword: STRONG_PASSWORD,
      code: code === '000000' ? '111111' : '000000',
    }).expect(401);
    expect((await em().findOneOrFail(User, user.id)).twoFactorEnabledAt).toBeTruthy();

    const done = await disable({ currentPassword: STRONG_PASSWORD, code, language: 'es' }).expect(
      200,
    );
    expect(done.body.message).toBe('El inicio de sesión en dos pasos está desactivado');
    const stored = await em().findOneOrFail(User, user.id);
    expect(stored.twoFactorSecret).toBeNull();
    expect(stored.twoFactorEnabledAt).toBeNull();
    expect(await audits('auth.two_factor_disabled', user.id)).toHaveLength(1);
    // The password alone signs in again.
    await login(t.app.getHttpServer(), account.username);
  });

  it('lets an admin reset a client’s second factor, audited, mailing the client in their language', async () => {
    await ensureAdmin(em(), {
      username: 'agency_admin',
      email: 'admin@agency.example',
      password: 'Admin#Password2026',
    });
    const admin = await login(t.app.getHttpServer(), 'agency_admin', 'Admin#Password2026');
    const { account, user, cookie } = await enrolled({ language: 'es' });

    // Not for clients.
    await http()
      .post(`/api/admin/clients/${user.id}/two-factor/reset`)
      .set(withSession(cookie))
      .expect(403);
    await http()
      .post('/api/admin/clients/999999/two-factor/reset')
      .set(withSession(admin.cookie))
      .expect(404);

    const detail = () =>
      http().get(`/api/admin/clients/${user.id}`).set(withSession(admin.cookie)).expect(200);
    // The back office shows it is on, and offers the reset then only.
    expect((await detail()).body.twoFactorEnabled).toBe(true);
    await http()
      .post(`/api/admin/clients/${user.id}/two-factor/reset`)
      .set(withSession(admin.cookie))
      .expect(200);
    expect((await detail()).body.twoFactorEnabled).toBe(false);
    const entries = await audits('auth.two_factor_reset', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, outcome: 'success' });
    const mails = await em().find(MailOutbox, { kind: 'auth.two-factor-reset', to: account.email });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(
      'Se desactivó tu inicio de sesión en dos pasos de TerraBridge Digital',
    );
    // Signing in needs only the password now; resetting again has nothing to reset.
    await login(t.app.getHttpServer(), account.username);
    await http()
      .post(`/api/admin/clients/${user.id}/two-factor/reset`)
      .set(withSession(admin.cookie))
      .expect(409);
  });

  it('requires admins to enrol in production by default', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://www.terrabridge.example' };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).auth.adminTwoFactor).toBe('required');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).auth.adminTwoFactor).toBe('optional');
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', ADMIN_TWO_FACTOR: 'optional' }).auth
        .adminTwoFactor,
    ).toBe('optional');
    expect(() => loadConfig({ ...base, ADMIN_TWO_FACTOR: 'sometimes' })).toThrow(
      /ADMIN_TWO_FACTOR must be required or optional/,
    );
  });

  describe('with ADMIN_TWO_FACTOR=required', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await startTestApp({ ADMIN_TWO_FACTOR: 'required' });
      await ensureAdmin(strict.app.get(EntityManager).fork(), {
        username: 'strict_admin',
        email: 'strict@agency.example',
        password: 'Admin#Password2026',
      });
    });
    afterAll(() => strict.close());

    it('tells an admin without it to enrol, and keeps them from everything else until they do', async () => {
      const server = strict.app.getHttpServer();
      const res = await request(server)
        .post('/api/login')
        .set('X-Forwarded-For', newIp())
        .send({ username: 'strict_admin', password: 'Admin#Password2026' })
        .expect(200);
      expect(res.body).toMatchObject({ role: 'admin', twoFactorEnrolmentRequired: true });
      const cookie = sessionCookie(res);

      await request(server)
        .get('/api/admin/clients')
        .set(withSession(cookie))
        .set('Accept-Language', 'es')
        .expect(403)
        .expect((r) =>
          expect(r.body.message).toBe(
            'Configura el inicio de sesión en dos pasos en Ajustes antes de continuar',
          ),
        );
      await request(server).get('/api/user/sessions').set(withSession(cookie)).expect(403);
      await request(server).get('/api/user').set(withSession(cookie)).expect(200);

      const setup = await request(server)
        .post('/api/user/two-factor/setup')
        .set(withSession(cookie))
        .expect(200);
      await request(server)
        .post('/api/user/two-factor/enable')
        .set(withSession(cookie))
        .send({ code: await codeAt(setup.body.secret) })
        .expect(200);
      await request(server).get('/api/admin/clients').set(withSession(cookie)).expect(200);
      const me = await request(server).get('/api/user').set(withSession(cookie)).expect(200);
      expect(me.body).toMatchObject({ twoFactorEnabled: true, twoFactorEnrolmentRequired: false });

      // Clients are not asked to enrol.
      const client = await register(server);
      await request(server).get('/api/user/sessions').set(withSession(client.cookie)).expect(200);
    });
  });
});
