import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, newIp, register } from '../support/accounts';
import { mailedToken } from '../support/delivered-mail';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Harbour!Lights2026';

describe('forgotten passwords', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const http = () => request(t.app.getHttpServer());
  const forgot = (email: string, language?: string) =>
    http().post('/api/forgot-password').set('X-Forwarded-For', newIp()).send({ email, language });
  const reset = (token: string | undefined, password = NEW_PASSWORD, language?: string) =>
    http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', newIp())
      .send({ token, password, language });
  const resetMail = (to: string) =>
    t.app
      .get(EntityManager)
      .fork()
      .findOne(MailOutbox, { kind: 'auth.password-reset', to }, { orderBy: { id: 'desc' } });
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
    const known = await forgot(account.email).expect(200);
    const unknown = await forgot('nobody.here@example.com').expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(
      'If an account exists for that email, we have sent a link to reset the password',
    );
    expect(await resetMail(account.email)).not.toBeNull();
    expect(await resetMail('nobody.here@example.com')).toBeNull();
    expect((await forgot(account.email, 'es').expect(200)).body.message).toMatch(
      /^Si existe una cuenta/,
    );
  });

  it('writes the reset email in the account language', async () => {
    const { account } = await register(t.app.getHttpServer(), { language: 'es' });
    await forgot(account.email).expect(200);
    const mail = await resetMail(account.email);
    expect(mail?.language).toBe('es');
    expect(mail?.subject).toBe('Restablece tu contraseña de TerraBridge Digital');
    expect(await mailedResetToken(account.email)).toMatch(/^[\w-]{20,}$/);
  });

  it('sets a new password once, ends every session, and only the new password works', async () => {
    const { account, cookie } = await register(t.app.getHttpServer());
    const other = await login(t.app.getHttpServer(), account.username);
    await forgot(account.email).expect(200);
    const token = await mailedResetToken(account.email);
    expect(token).toBeDefined();

    const done = await reset(token).expect(200);
    expect(done.body.message).toBe(
      'Your password has been changed. Please sign in with the new one',
    );
    await http().get('/api/user').set('Cookie', cookie).expect(401);
    await http().get('/api/user').set('Cookie', other.cookie).expect(401);
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
      await forgot(account.email).expect(200);
      const token = await mailedResetToken(account.email);
      return http()
        .post('/api/reset-password')
        .set('X-Forwarded-For', newIp())
        .set('Cookie', cookie)
        .send({ token, password: NEW_PASSWORD })
        .expect(200);
    };
    const clearsCookie = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => /tb_session=;/.test(c));

    // Someone signed in as another account resets the client's password from the same browser.
    const forOther = await resetFrom(client.account, helper.cookie);
    expect(clearsCookie(forOther)).toBe(false);
    await http().get('/api/user').set('Cookie', helper.cookie).expect(200);

    const forSelf = await resetFrom(helper.account, helper.cookie);
    expect(clearsCookie(forSelf)).toBe(true);
  });

  it('refuses an expired link, an unknown link and a weak new password', async () => {
    const { account, user } = await register(t.app.getHttpServer());
    await forgot(account.email).expect(200);
    const token = await mailedResetToken(account.email);

    const weak = await reset(token, 'short', 'es').expect(400);
    expect(weak.body.message).toEqual(['La contraseña debe tener al menos 10 caracteres']);
    await reset('made-up-token').expect(400);
    const missing = await reset(undefined).expect(400);
    expect(missing.body.message).toEqual(['Token is required']);

    await t.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(
        User,
        { id: user.id },
        { resetPasswordTokenExpiry: new Date(Date.now() - 1000) },
      );
    await reset(token).expect(400);
  });
});
