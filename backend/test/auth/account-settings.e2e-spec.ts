import request from 'supertest';

import { login, newIp, register, STRONG_PASSWORD, withSession } from '../support/accounts';
import { deliveredMail, mailedToken } from '../support/delivered-mail';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Harbour!Lanterns42';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Session {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe('account settings', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const server = () => t.app.getHttpServer();
  const http = () => request(server());
  const me = (cookie: string) => http().get('/api/user').set(withSession(cookie));
  const sessionsOf = async (cookie: string) =>
    (await http().get('/api/user/sessions').set(withSession(cookie)).expect(200)).body as Session[];

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  describe('profile', () => {
    it('changes names, phone and language, and keeps what was not sent', async () => {
      const { cookie, account } = await register(server());
      const res = await http()
        .patch('/api/user')
        .set(withSession(cookie))
        .send({
          firstName: '  Lucía ',
          lastName: 'Fernández',
          phone: '+34 600 111 222',
          language: 'es',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        username: account.username,
        firstName: 'Lucía',
        lastName: 'Fernández',
        fullName: 'Lucía Fernández',
        phone: '+34 600 111 222',
        language: 'es',
      });
      await http().patch('/api/user').set(withSession(cookie)).send({ phone: '' }).expect(200);
      const after = await me(cookie).expect(200);
      expect(after.body).toMatchObject({ firstName: 'Lucía', phone: null, language: 'es' });
    });

    it('refuses an empty name, an unknown language and unknown fields with 400s', async () => {
      const { cookie } = await register(server());
      const res = await http()
        .patch('/api/user')
        .set(withSession(cookie))
        .send({ firstName: '   ', lastName: 'x'.repeat(101), language: 'fr' })
        .expect(400);
      expect(res.body.message).toEqual([
        'First name is required',
        'Last name must be at most 100 characters',
        "Language must be 'en' or 'es'",
      ]);
      const es = await http()
        .patch('/api/user')
        .set(withSession(cookie))
        .set('Accept-Language', 'es')
        .send({ phone: '1'.repeat(21) })
        .expect(400);
      expect(es.body.message).toEqual([expect.stringContaining('teléfono')]);
      await http().patch('/api/user').set(withSession(cookie)).send({ role: 'admin' }).expect(400);
      expect((await me(cookie).expect(200)).body.role).toBe('user');
    });

    it('is for signed-in users only', async () => {
      await http().patch('/api/user').send({ firstName: 'Eve' }).expect(401);
    });
  });

  describe('password change', () => {
    const change = (cookie: string, body: Record<string, unknown>) =>
      http()
        .post('/api/user/password')
        .set(withSession(cookie))
        .set('X-Forwarded-For', newIp())
        .send(body);

    it('refuses a wrong current password, in the user language, and changes nothing', async () => {
      const { cookie, account } = await register(server());
      const res = await change(cookie, {
        currentPassword: 'Not#MyPassword1',
        newPassword: NEW_PASSWORD,
      }).expect(400);
      expect(res.body.message).toBe('The current password is not correct');
      const es = await change(cookie, {
        currentPassword: 'Not#MyPassword1',
        newPassword: NEW_PASSWORD,
        language: 'es',
      }).expect(400);
      expect(es.body.message).toBe('La contraseña actual no es correcta');
      await login(server(), account.username, STRONG_PASSWORD);
    });

    it('refuses a new password that breaks the rule, with the registration messages', async () => {
      const { cookie } = await register(server());
      const short = await change(cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Sh0rt!',
      }).expect(400);
      expect(short.body.message).toEqual(['Password must be at least 10 characters']);
      const common = await change(cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Password123!',
      }).expect(400);
      expect(common.body.message).toHaveLength(1);
      const missing = await change(cookie, {}).expect(400);
      expect(missing.body.message).toEqual([
        'Current password is required',
        'Password is required',
      ]);
    });

    it('limits the tries from one address', async () => {
      const { cookie } = await register(server());
      const ip = newIp();
      const attempt = () =>
        http()
          .post('/api/user/password')
          .set(withSession(cookie))
          .set('X-Forwarded-For', ip)
          .send({ currentPassword: 'Guess#Number1', newPassword: NEW_PASSWORD });
      for (let i = 0; i < 10; i++) await attempt().expect(400);
      const limited = await attempt().expect(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('ends every other session of the account and keeps the current one', async () => {
      const { cookie, account } = await register(server());
      const laptop = await login(server(), account.username);
      const phone = await login(server(), account.username);
      const stranger = await register(server());

      const res = await change(cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
      }).expect(200);
      expect(res.body).toEqual({
        ended: 2,
        message: 'Your password has been changed and your other sessions have been signed out',
      });

      await me(cookie).expect(200);
      await me(laptop.cookie).expect(401);
      await me(phone.cookie).expect(401);
      await me(stranger.cookie).expect(200);
      await http()
        .post('/api/login')
        .set('X-Forwarded-For', newIp())
        .send({ username: account.username, password: STRONG_PASSWORD })
        .expect(401);
      await login(server(), account.username, NEW_PASSWORD);
    });
  });

  describe('sessions', () => {
    it('lists the live sessions with their device and marks the current one', async () => {
      const { cookie, account } = await register(server());
      await http()
        .post('/api/login')
        .set('X-Forwarded-For', '10.200.0.7')
        .set('User-Agent', CHROME_ON_MAC)
        .send({ username: account.username, password: STRONG_PASSWORD })
        .expect(200);
      const ended = await login(server(), account.username);
      await http().post('/api/logout').set(withSession(ended.cookie)).expect(200);
      await register(server());

      const sessions = await sessionsOf(cookie);
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      const chrome = sessions.find((s) => !s.current)!;
      expect(chrome).toMatchObject({ device: 'Chrome on macOS', ip: '10.200.0.7' });
      expect(new Date(chrome.lastSeenAt).getTime()).not.toBeNaN();
      expect(new Date(chrome.createdAt).getTime()).not.toBeNaN();
    });

    it('signs out one session of the account', async () => {
      const { cookie, account } = await register(server());
      const other = await login(server(), account.username);
      const target = (await sessionsOf(cookie)).find((s) => !s.current)!;
      const res = await http()
        .delete(`/api/user/sessions/${target.id}`)
        .set(withSession(cookie))
        .set('Accept-Language', 'es')
        .expect(200);
      expect(res.body.message).toBe('Se cerró esa sesión');
      await me(other.cookie).expect(401);
      await me(cookie).expect(200);
      await http().delete(`/api/user/sessions/${target.id}`).set(withSession(cookie)).expect(404);
    });

    it("answers 404 for another account's session and leaves it alone", async () => {
      const owner = await register(server());
      const attacker = await register(server());
      const [victim] = await sessionsOf(owner.cookie);
      const res = await http()
        .delete(`/api/user/sessions/${victim.id}`)
        .set(withSession(attacker.cookie))
        .expect(404);
      expect(res.body.message).toBe('Session not found');
      await http()
        .delete('/api/user/sessions/not-a-uuid')
        .set(withSession(attacker.cookie))
        .expect(404);
      await me(owner.cookie).expect(200);
    });

    it('signing out the current session clears its cookie', async () => {
      const { cookie } = await register(server());
      const [current] = await sessionsOf(cookie);
      const res = await http()
        .delete(`/api/user/sessions/${current.id}`)
        .set(withSession(cookie))
        .expect(200);
      expect(String(res.headers['set-cookie'])).toContain('tb_session=;');
      await me(cookie).expect(401);
    });

    it('signs out everywhere else', async () => {
      const { cookie, account } = await register(server());
      const a = await login(server(), account.username);
      const b = await login(server(), account.username);
      const stranger = await register(server());
      const res = await http()
        .post('/api/user/sessions/others/end')
        .set(withSession(cookie))
        .expect(200);
      expect(res.body).toEqual({ ended: 2, message: 'You have been signed out everywhere else' });
      await me(a.cookie).expect(401);
      await me(b.cookie).expect(401);
      await me(cookie).expect(200);
      await me(stranger.cookie).expect(200);
      expect(await sessionsOf(cookie)).toEqual([expect.objectContaining({ current: true })]);
    });

    it('are for signed-in users only', async () => {
      await http().get('/api/user/sessions').expect(401);
      await http().post('/api/user/sessions/others/end').expect(401);
    });
  });

  describe('email change', () => {
    const changeEmail = (cookie: string, body: Record<string, unknown>) =>
      http()
        .post('/api/user/email')
        .set(withSession(cookie))
        .set('X-Forwarded-For', newIp())
        .send(body);

    it('keeps the address until the link mailed to the new one is opened', async () => {
      const { cookie, account } = await register(server(), { language: 'es' });
      const newEmail = `moved.${account.username}@example.org`;
      const res = await changeEmail(cookie, {
        newEmail: newEmail.toUpperCase(),
        currentPassword: STRONG_PASSWORD,
        language: 'es',
      }).expect(200);
      expect(res.body.message).toBe(
        `Te enviamos un enlace a ${newEmail}. Tu dirección cambiará cuando lo abras`,
      );
      const waiting = await me(cookie).expect(200);
      expect(waiting.body).toMatchObject({ email: account.email, pendingEmail: newEmail });

      const { row, text } = await deliveredMail(t, sink, 'auth.change-email', newEmail);
      expect(text).toContain('Confírmala con este enlace');
      const token = await mailedToken(t, sink, 'auth.change-email', newEmail);
      // The link is a one-time secret: the outbox never keeps it readable.
      expect(JSON.stringify(row)).not.toContain(token);
      await http().post('/api/verify-email').send({ token }).expect(200);

      const changed = await me(cookie).expect(200);
      expect(changed.body).toMatchObject({
        email: newEmail,
        emailVerified: true,
        pendingEmail: null,
      });
      await login(server(), newEmail);
      const notice = await deliveredMail(t, sink, 'auth.email-changed', account.email);
      expect(notice.text).toContain(`Tu cuenta ahora usa la dirección ${newEmail}`);
      await http().post('/api/verify-email').send({ token }).expect(400);
    });

    it('needs the current password and a free address that is not the same', async () => {
      const { cookie, account } = await register(server());
      const other = await register(server());
      const wrong = await changeEmail(cookie, {
        newEmail: 'somewhere.new@example.org',
        currentPassword: 'Not#MyPassword1',
      }).expect(400);
      expect(wrong.body.message).toBe('The current password is not correct');
      const same = await changeEmail(cookie, {
        newEmail: account.email,
        currentPassword: STRONG_PASSWORD,
      }).expect(400);
      expect(same.body.message).toBe('That is already your email address');
      const taken = await changeEmail(cookie, {
        newEmail: other.account.email,
        currentPassword: STRONG_PASSWORD,
      }).expect(409);
      expect(taken.body.message).toBe('Email is already registered');
      const invalid = await changeEmail(cookie, {
        newEmail: 'not-an-address',
        currentPassword: STRONG_PASSWORD,
      }).expect(400);
      expect(invalid.body.message).toHaveLength(1);
      expect((await me(cookie).expect(200)).body).toMatchObject({
        email: account.email,
        pendingEmail: null,
      });
    });
  });

  describe('verification resend', () => {
    it('mails a new link that verifies the address and refuses once verified', async () => {
      const { cookie, account } = await register(server());
      const first = await mailedToken(t, sink, 'auth.verify-email', account.email);
      const res = await http()
        .post('/api/user/verification/resend')
        .set(withSession(cookie))
        .set('X-Forwarded-For', newIp())
        .expect(200);
      expect(res.body.message).toBe('We sent a new verification link to your email address');
      const second = await eventuallyNewToken(account.email, first);
      await http().post('/api/verify-email').send({ token: first }).expect(400);
      await http().post('/api/verify-email').send({ token: second }).expect(200);
      expect((await me(cookie).expect(200)).body.emailVerified).toBe(true);
      const again = await http()
        .post('/api/user/verification/resend')
        .set(withSession(cookie))
        .set('Accept-Language', 'es')
        .set('X-Forwarded-For', newIp())
        .expect(400);
      expect(again.body.message).toBe('Tu correo electrónico ya está verificado');
    });

    /** The token of a verification mail newer than the one holding `previous`. */
    async function eventuallyNewToken(to: string, previous: string): Promise<string> {
      return eventually(async () => {
        const token = await mailedToken(t, sink, 'auth.verify-email', to);
        return token !== previous && token;
      });
    }
  });
});
