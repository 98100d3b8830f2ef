import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { createWorker } from '../../src/create-worker';
import { MailOutbox, type MailState } from '../../src/platform/mail/mail-outbox.entity';
import { MailService } from '../../src/platform/mail/mail.service';
import { login, register, withSession } from '../support/accounts';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

/** Retry rounds in fractions of a second instead of minutes. */
const QUICK_ROUNDS = {
  QUEUE_ATTEMPTS: '2',
  QUEUE_RETRY_DELAY_MS: '50',
  MAIL_SWEEP_INTERVAL_MS: '100',
  MAIL_RETRY_DELAYS_MS: '200',
};

const ADMIN = { username: 'mail_admin', password: 'Mail#Admin2026' };
const ADMIN_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_EMAIL: 'mail.admin@agency.example',
  ADMIN_PASSWORD: ADMIN.password,
};

let sequence = 0;
const recipient = () => `mail.retry.${Date.now()}.${++sequence}@example.com`;

const outbox = (t: TestApp, id: number) =>
  t.app.get(EntityManager).fork().findOneOrFail(MailOutbox, id);

/** A message as an outbox row only, with no job in any queue (a job Redis lost, a dead process). */
async function orphanRow(
  t: TestApp,
  to: string,
  state: MailState,
  due: Date,
  attempts = 0,
): Promise<number> {
  const [{ id }] = await t.app
    .get(EntityManager)
    .fork()
    .getConnection()
    .execute<Array<{ id: number }>>(
      `insert into mail_outbox (kind, "to", subject, text, state, attempts, next_attempt_at, first_attempt_at, created_at, updated_at)
       values ('test.orphan', ?, 'Left behind', 'Still to be sent', ?, ?, ?, ?, now(), now()) returning id`,
      [to, state, attempts, due, attempts > 0 ? due : null],
    );
  return id;
}

const message = (to: string, subject: string) => ({
  kind: 'test.retry',
  to,
  subject,
  text: 'Delivered in the end',
});

describe.each([
  ['BullMQ on Redis', {}],
  ['the inline driver', { REDIS_URL: '' }],
])('the outbox sweeper through %s', (_driver, driverEnv) => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({
      ...driverEnv,
      ...QUICK_ROUNDS,
      MAIL_RETRY_WINDOW_MS: '600000',
      SMTP_URL: sink.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  afterEach(() => sink.acceptAll());

  it('keeps retrying after the queue gave up, and sends once the mail server is back', async () => {
    const to = recipient();
    sink.refuse(to);
    const saved = await t.app.get(MailService).send(message(to, 'After the outage'));
    // The job's own two tries fail; later rounds come from the outbox sweeper.
    const retried = await eventually(async () => {
      const row = await outbox(t, saved.id);
      return row.attempts >= 4 && row;
    });
    expect(retried.state).not.toBe('failed');
    expect(retried.lastError).toMatch(/450/);

    sink.acceptAll();
    const sent = await eventually(async () => {
      const row = await outbox(t, saved.id);
      return row.state === 'sent' && row;
    });
    expect(sent.nextAttemptAt).toBeNull();
    expect(sink.to(to)).toHaveLength(1);
  });

  it.each<[string, MailState]>([
    ['retrying, its job lost', 'retrying'],
    ['pending, never queued', 'pending'],
    ['sending, by a process that died', 'sending'],
  ])('picks up a message left %s', async (_case, state) => {
    const to = recipient();
    const id = await orphanRow(
      t,
      to,
      state,
      new Date(Date.now() - 60 * 60_000),
      state === 'pending' ? 0 : 1,
    );
    const sent = await eventually(async () => {
      const row = await outbox(t, id);
      return row.state === 'sent' && row;
    });
    expect(sent.attempts).toBe(state === 'pending' ? 1 : 2);
    expect(sink.to(to)).toHaveLength(1);
  });
});

describe('giving up and sending again', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let adminCookie: string;
  const resend = (id: number | string, cookie = adminCookie) =>
    request(t.app.getHttpServer())
      .post(`/api/admin/mail-outbox/${id}/resend`)
      .set(withSession(cookie));

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({
      ...QUICK_ROUNDS,
      MAIL_RETRY_WINDOW_MS: '1000',
      SMTP_URL: sink.url,
      ...ADMIN_ENV,
    });
    adminCookie = (await login(t.app.getHttpServer(), ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  afterEach(() => sink.acceptAll());

  it('retries for the retry window, then marks the message failed; an admin sends it again', async () => {
    const to = recipient();
    sink.refuse(to);
    const saved = await t.app.get(MailService).send(message(to, 'Given up, then resent'));
    const failed = await eventually(async () => {
      const row = await outbox(t, saved.id);
      return row.state === 'failed' && row;
    });
    // More tries than one job makes: the sweeper queued further rounds before giving up.
    expect(failed.attempts).toBeGreaterThan(2);
    expect(failed.nextAttemptAt).toBeNull();
    expect(failed.lastError).toMatch(/450/);

    sink.acceptAll();
    const res = await resend(saved.id).expect(202);
    expect(res.body).toMatchObject({ id: saved.id, state: 'pending' });
    await eventually(async () => (await outbox(t, saved.id)).state === 'sent');
    expect(sink.to(to)).toHaveLength(1);

    const again = await resend(saved.id).expect(409);
    expect(again.body.message).toBe('This message has already been sent');
  });

  it('lets only admins re-send, from the site only, and says what is wrong', async () => {
    const to = recipient();
    sink.refuse(to);
    const saved = await t.app.get(MailService).send(message(to, 'Only admins'));
    await eventually(async () => (await outbox(t, saved.id)).state === 'failed');

    const client = await register(t.app.getHttpServer());
    await resend(saved.id, client.cookie).expect(403);
    await request(t.app.getHttpServer())
      .post(`/api/admin/mail-outbox/${saved.id}/resend`)
      .expect(401);
    await resend(saved.id).set('Origin', 'https://evil.example').expect(403);
    const missing = await resend(999999).set('Accept-Language', 'es').expect(404);
    expect(missing.body.message).toBe('Mensaje no encontrado');
    await resend('first').expect(400);
    expect((await outbox(t, saved.id)).state).toBe('failed');
  });
});

describe('health with mail nobody sends', () => {
  let sink: SmtpSink;
  let api: TestApp;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    // An API that runs no workers, and no worker yet: queued mail stays unsent.
    api = await startTestApp({
      ...QUICK_ROUNDS,
      ...ADMIN_ENV,
      RUN_WORKERS: 'false',
      SMTP_URL: sink.url,
    });
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
    await sink.stop();
  });

  it('turns degraded while mail is overdue, and back to ok once it is sent', async () => {
    // The checks behind the status are shown to admins only.
    const { cookie } = await login(api.app.getHttpServer(), ADMIN.username, ADMIN.password);
    const health = () =>
      request(api.app.getHttpServer()).get('/api/health').set(withSession(cookie));
    expect((await health().expect(200)).body).toMatchObject({ status: 'ok', mail: { overdue: 0 } });

    const saved = await api.app.get(MailService).send(message(recipient(), 'Overdue'));
    const degraded = await eventually(async () => {
      const res = await health();
      return res.body.status === 'degraded' && res;
    });
    // Still serving: overdue mail is reported, not a reason to take the API out of rotation.
    expect(degraded.status).toBe(200);
    expect(degraded.body.mail).toMatchObject({ overdue: 1 });

    worker = await createWorker(api.config, { database: api.databaseUrl });
    await eventually(async () => (await outbox(api, saved.id)).state === 'sent');
    const ok = await health().expect(200);
    expect(ok.body).toMatchObject({ status: 'ok', mail: { overdue: 0 } });
  });
});
