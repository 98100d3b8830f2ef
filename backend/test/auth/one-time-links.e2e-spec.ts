import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { login, newIp, register, withSession } from '../support/accounts';
import { deliveredMail } from '../support/delivered-mail';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

const ADMIN = { username: 'outbox_admin', password: 'Outbox#Admin2026' };

describe('one-time links in the mail outbox', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let adminCookie: string;
  const http = () => request(t.app.getHttpServer());

  /** Every column of the outbox rows to this address, as the database (or a backup) holds them. */
  const storedRows = (to: string) =>
    t.app
      .get(EntityManager)
      .fork()
      .getConnection()
      .execute<Array<{ row: string; state: string; sealed_secrets: string | null }>>(
        `select row_to_json(m)::text as row, state, sealed_secrets from mail_outbox m where "to" = ?`,
        [to],
      );

  const adminView = async (to: string) => {
    const res = await http()
      .get('/api/admin/mail-outbox')
      .query({ to })
      .set(withSession(adminCookie))
      .expect(200);
    return res.body as Array<{ kind: string; text: string; state: string }>;
  };

  /**
   * The mailbox refuses the first tries, so the row waits in the outbox unsent; what the database
   * holds then, and what the admin sees, is captured before the link is ever delivered.
   */
  async function whileUndelivered(to: string, kind: string) {
    const stored = await eventually(async () => {
      const rows = await storedRows(to);
      return rows.length === 1 && rows[0].state === 'retrying' && rows;
    });
    const [listed] = (await adminView(to)).filter((message) => message.kind === kind);
    sink.acceptAll();
    const { row, text } = await deliveredMail(t, sink, kind, to);
    const link = /https?:\/\/\S+\?token=([\w-]+)/.exec(text);
    if (!link) throw new Error(`no link in:\n${text}`);
    return { stored, listed, sentRow: row, link: link[0], token: link[1] };
  }

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({
      SMTP_URL: sink.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: 'outbox.admin@agency.example',
      ADMIN_PASSWORD: ADMIN.password,
      // The first tries fail while the mailbox refuses; a later try of the same job delivers.
      QUEUE_ATTEMPTS: '5',
      QUEUE_RETRY_DELAY_MS: '300',
    });
    adminCookie = (await login(t.app.getHttpServer(), ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  afterEach(() => sink.acceptAll());

  it('keeps the verification link sealed, hidden from admins, and only the recipient gets it', async () => {
    const email = `sealed.verify.${Date.now()}@example.com`;
    sink.refuse(email);
    const { user, cookie } = await register(t.app.getHttpServer(), { email });

    const { stored, listed, link, token } = await whileUndelivered(email, 'auth.verify-email');
    expect(stored[0].sealed_secrets).toEqual(expect.any(String));
    expect(stored[0].row).not.toContain(token);
    expect(stored[0].row).not.toContain('verify-email?token');
    expect(listed.text).toContain('[one-time link hidden]');
    expect(listed.text).not.toContain(token);
    expect(link).toContain('/verify-email?token=');

    // Sent: the sealed copy is gone, and nothing in the row or the admin view holds the link.
    const [after] = await storedRows(email);
    expect(after.state).toBe('sent');
    expect(after.sealed_secrets).toBeNull();
    expect(after.row).not.toContain(token);
    expect(JSON.stringify(await adminView(email))).not.toContain(token);

    await http()
      .post('/api/verify-email')
      .set('X-Forwarded-For', newIp())
      .send({ token })
      .expect(200);
    const me = await http().get(`/api/users/${user.id}`).set(withSession(cookie)).expect(200);
    expect(me.body.emailVerified).toBe(true);
  });

  it('keeps the password reset link sealed, hidden from admins, and the mailed link works', async () => {
    const { account } = await register(t.app.getHttpServer());
    await deliveredMail(t, sink, 'auth.verify-email', account.email);
    sink.refuse(account.email);
    await http()
      .post('/api/forgot-password')
      .set('X-Forwarded-For', newIp())
      .send({ email: account.email })
      .expect(200);

    const stored = await eventually(async () => {
      const rows = (await storedRows(account.email)).filter((r) =>
        r.row.includes('password-reset'),
      );
      return rows.length === 1 && rows[0].state === 'retrying' && rows[0];
    });
    const listed = (await adminView(account.email)).find((m) => m.kind === 'auth.password-reset');
    sink.acceptAll();
    const { text } = await deliveredMail(t, sink, 'auth.password-reset', account.email);
    const token = /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();

    expect(stored.sealed_secrets).toEqual(expect.any(String));
    expect(stored.row).not.toContain(token);
    expect(stored.row).not.toContain('reset-password?token');
    expect(listed?.text).toContain('[one-time link hidden]');
    expect(listed?.text).not.toContain(token);
    const sent = (await storedRows(account.email)).find((r) => r.row.includes('password-reset'));
    expect(sent).toMatchObject({ state: 'sent', sealed_secrets: null });
    expect(sent?.row).not.toContain(token);

    await http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', newIp())
      .send({ token, password: 'Harbour!Lights2026' })
      .expect(200);
    await login(t.app.getHttpServer(), account.username, 'Harbour!Lights2026');
  });
});
