import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { Client } from 'pg';

import { PasswordResetRequests } from '../../src/modules/auth/password-reset-requests';
import { login, newIp, register, withSession } from '../support/accounts';
import { mailedToken } from '../support/delivered-mail';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Harbour!Lights2026';
const SENT = 'If an account exists for that email, we have sent a link to reset the password';

describe('forgotten passwords', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const http = () => request(t.app.getHttpServer());
  /** Asks for a reset link, then waits until the request is handled (that happens after the answer). */
  const forgot = async (
    email: string,
    { language, ip = newIp() }: { language?: string; ip?: string } = {},
  ) => {
    const res = await http()
      .post('/api/forgot-password')
      .set('X-Forwarded-For', ip)
      .send({ email, language })
      .expect(200);
    await t.app.get(PasswordResetRequests).idle();
    return res;
  };
  const resetMails = (to: string) =>
    t.app.get(EntityManager).fork().count(MailOutbox, { kind: 'auth.password-reset', to });
  const reset = (token: string | undefined, password = NEW_PASSWORD, language?: string) =>
    http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', newIp())
      .send({ token, password, language });
  const check = (token: string | undefined, language?: string, ip = newIp()) =>
    http().post('/api/reset-password/check').set('X-Forwarded-For', ip).send({ token, language });
  const resetMail = (to: string) =>
    t.app
      .get(EntityManager)
      .fork()
      .findOne(MailOutbox, { kind: 'auth.password-reset', to }, { orderBy: { id: 'desc' } });
  /** Moves the account's reset link past its expiry. */
  const expireResetLink = (userId: number) =>
    t.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(
        User,
        { id: userId },
        { resetPasswordTokenExpiry: new Date(Date.now() - 1000) },
      );
  /** The token of the reset link the account's mailbox received. */
  const mailedResetToken = (to: string) => mailedToken(t, sink, 'auth.password-reset', to);

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('gives the same answer whether or not the account exists, and mails only a real one', async () => {
    const { account } = await register(t.app.getHttpServer());
    const known = await forgot(account.email);
    const unknown = await forgot('nobody.here@example.com');
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(SENT);
    expect(await resetMail(account.email)).not.toBeNull();
    expect(await resetMail('nobody.here@example.com')).toBeNull();
    expect((await forgot(account.email, { language: 'es' })).body.message).toMatch(
      /^Si existe una cuenta/,
    );
  });

  it('writes the reset email in the account language', async () => {
    const { account } = await register(t.app.getHttpServer(), { language: 'es' });
    await forgot(account.email);
    const mail = await resetMail(account.email);
    expect(mail?.language).toBe('es');
    expect(mail?.subject).toBe('Restablece tu contraseña de TerraBridge Digital');
    expect(await mailedResetToken(account.email)).toMatch(/^[\w-]{20,}$/);
  });

  it('sets a new password once, ends every session, and only the new password works', async () => {
    const { account, cookie } = await register(t.app.getHttpServer());
    const other = await login(t.app.getHttpServer(), account.username);
    await forgot(account.email);
    const token = await mailedResetToken(account.email);
    expect(token).toBeDefined();

    const done = await reset(token).expect(200);
    expect(done.body.message).toBe(
      'Your password has been changed. Please sign in with the new one',
    );
    await http().get('/api/user').set(withSession(cookie)).expect(401);
    await http().get('/api/user').set(withSession(other.cookie)).expect(401);
    await login(t.app.getHttpServer(), account.username, NEW_PASSWORD);
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: account.username, password: account.password })
      .expect(401);

    const again = await reset(token, 'Another#Password77', 'es').expect(400);
    expect(again.body.message).toBe(
      'Este enlace no es válido o ha caducado. Por favor solicita uno nuevo',
    );
  });

  it('clears the browser cookie only when it belongs to the account that was reset', async () => {
    const server = t.app.getHttpServer();
    const helper = await register(server);
    const client = await register(server);
    const resetFrom = async (account: { email: string }, cookie: string) => {
      await forgot(account.email);
      const token = await mailedResetToken(account.email);
      return http()
        .post('/api/reset-password')
        .set('X-Forwarded-For', newIp())
        .set(withSession(cookie))
        .send({ token, password: NEW_PASSWORD })
        .expect(200);
    };
    const clearsCookie = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => /tb_session=;/.test(c));

    // Someone signed in as another account resets the client's password from the same browser.
    const forOther = await resetFrom(client.account, helper.cookie);
    expect(clearsCookie(forOther)).toBe(false);
    await http().get('/api/user').set(withSession(helper.cookie)).expect(200);

    const forSelf = await resetFrom(helper.account, helper.cookie);
    expect(clearsCookie(forSelf)).toBe(true);
  });

  it('refuses an expired link, an unknown link and a weak new password', async () => {
    const { account, user } = await register(t.app.getHttpServer());
    await forgot(account.email);
    const token = await mailedResetToken(account.email);

    const weak = await reset(token, 'short', 'es').expect(400);
    expect(weak.body.message).toEqual(['La contraseña debe tener al menos 10 caracteres']);
    await reset('made-up-token').expect(400);
    const missing = await reset(undefined).expect(400);
    expect(missing.body.message).toEqual(['Token is required']);

    await expireResetLink(user.id);
    await reset(token).expect(400);
  });
  it('answers before it looks at the account, so an existing one takes no longer', async () => {
    const { account, user } = await register(t.app.getHttpServer());
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      // With the account's row locked, issuing its link waits; the answer must not.
      await holder.query('begin');
      await holder.query('select id from users where id = $1 for update', [user.id]);
      const res = await http()
        .post('/api/forgot-password')
        .set('X-Forwarded-For', newIp())
        .send({ email: account.email })
        .timeout(10_000)
        .expect(200);
      expect(res.body.message).toBe(SENT);
      expect(await resetMails(account.email)).toBe(0);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    await eventually(async () => (await resetMails(account.email)) === 1);
  });

  it("keeps the link the owner has: more requests, anyone's, neither replace it nor mail again", async () => {
    const { account } = await register(t.app.getHttpServer());
    await forgot(account.email);
    const token = await mailedResetToken(account.email);
    expect(token).toBeDefined();
    for (let i = 0; i < 8; i++) {
      expect((await forgot(account.email)).body.message).toBe(SENT);
    }
    expect(await resetMails(account.email)).toBe(1);
    await reset(token).expect(200);
    // Once it is used, a new link can be asked for.
    await forgot(account.email);
    expect(await resetMails(account.email)).toBe(2);
  });

  it('sends nothing to an address that asked too often, and answers it the same', async () => {
    const ip = newIp();
    const server = t.app.getHttpServer();
    for (let i = 0; i < 10; i++) {
      const { account } = await register(server);
      await forgot(account.email, { ip });
      expect(await resetMails(account.email)).toBe(1);
    }
    const { account } = await register(server);
    expect((await forgot(account.email, { ip })).body.message).toBe(SENT);
    expect(await resetMails(account.email)).toBe(0);
    await forgot(account.email);
    expect(await resetMails(account.email)).toBe(1);
  });

  describe('checking a link before the new password is typed', () => {
    it('answers whether the link can be used, without using it up', async () => {
      const { account } = await register(t.app.getHttpServer());
      await forgot(account.email);
      const token = await mailedResetToken(account.email);

      const usable = await check(token).expect(200);
      expect(usable.body).toEqual({ message: 'This link can be used to choose a new password' });
      const again = await check(token, 'es').expect(200);
      expect(again.body.message).toBe('Puedes usar este enlace para elegir una nueva contraseña');

      await reset(token).expect(200);
      const used = await check(token, 'es').expect(400);
      expect(used.body.message).toBe(
        'Este enlace no es válido o ha caducado. Por favor solicita uno nuevo',
      );
    });

    it('refuses an unknown, a missing and an expired link', async () => {
      const { account, user } = await register(t.app.getHttpServer());
      await forgot(account.email);
      const token = await mailedResetToken(account.email);

      const unknown = await check('made-up-token').expect(400);
      expect(unknown.body.message).toBe(
        'This link is invalid or has expired. Please request a new one',
      );
      const missing = await check(undefined).expect(400);
      expect(missing.body.message).toEqual(['Token is required']);
      await check('x'.repeat(201)).expect(400);

      await expireResetLink(user.id);
      await check(token).expect(400);
    });

    it('counts checks toward the reset limit of the address', async () => {
      const ip = newIp();
      for (let i = 0; i < 20; i++) await check(`guess-${i}`, undefined, ip).expect(400);
      const limited = await check('guess-last', 'es', ip).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await check('guess-last', undefined, newIp()).expect(400);
    });
  });
});
