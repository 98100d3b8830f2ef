import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { MailService } from '../../src/platform/mail/mail.service';
import { QueueInspector } from '../../src/platform/queue/queue-inspector';
import { login, withSession } from '../support/accounts';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

// One round of three quick tries, and no retry rounds after it (MAIL_RETRY_WINDOW_MS 0).
const FAST_RETRIES = { QUEUE_ATTEMPTS: '3', QUEUE_RETRY_DELAY_MS: '50', MAIL_RETRY_WINDOW_MS: '0' };

async function outbox(t: TestApp, id: number): Promise<MailOutbox> {
  return t.app.get(EntityManager).fork().findOneOrFail(MailOutbox, id);
}

const message = {
  kind: 'test.hello',
  to: 'client@example.com',
  subject: 'Hola from TerraBridge',
  text: 'Plain text body',
  language: 'es' as const,
};

describe.each([
  ['BullMQ on Redis', {}],
  ['the inline driver', { REDIS_URL: '' }],
])('mail pipeline through %s', (_driver, driverEnv) => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ ...driverEnv, ...FAST_RETRIES, SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => sink.failNext(0));

  it('saves the message first, then delivers it over SMTP', async () => {
    const saved = await t.app.get(MailService).send(message);
    expect(saved.id).toBeGreaterThan(0);
    const sent = await eventually(async () => {
      const row = await outbox(t, saved.id);
      return row.state === 'sent' && row;
    });
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
    const delivered = sink.received.find((m) => m.raw.includes('Hola from TerraBridge'));
    expect(delivered?.to).toEqual(['client@example.com']);
    expect(delivered?.from).toBe('hello@terrabridge.example');
  });

  it('retries a temporary failure with backoff and then delivers', async () => {
    sink.failNext(1);
    const saved = await t.app.get(MailService).send({ ...message, subject: 'Second try' });
    const sent = await eventually(async () => {
      const row = await outbox(t, saved.id);
      return row.state === 'sent' && row;
    });
    expect(sent.attempts).toBe(2);
    expect(sink.received.filter((m) => m.raw.includes('Second try'))).toHaveLength(1);
  });

  it('keeps a message that never goes through, failed and with its error', async () => {
    sink.failNext(10);
    const saved = await t.app.get(MailService).send({ ...message, subject: 'Never arrives' });
    const failed = await eventually(async () => {
      const row = await outbox(t, saved.id);
      return row.state === 'failed' && row;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/temporarily unavailable/);
    expect(sink.received.some((m) => m.raw.includes('Never arrives'))).toBe(false);
  });

  it('never sends a delivered message twice', async () => {
    const saved = await t.app.get(MailService).send({ ...message, subject: 'Only once' });
    await eventually(async () => (await outbox(t, saved.id)).state === 'sent');
    await t.app.get(MailService).enqueue(saved.id, 'again');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.filter((m) => m.raw.includes('Only once'))).toHaveLength(1);
  });
});

describe('mail without a transport', () => {
  it('holds messages in the outbox and sends them once a transport is configured', async () => {
    const first = await startTestApp({ REDIS_URL: '' });
    const sink = await new SmtpSink().start();
    let second: TestApp | undefined;
    try {
      const saved = await first.app.get(MailService).send(message);
      const held = await eventually(async () => {
        const row = await outbox(first, saved.id);
        return row.state === 'held' && row;
      });
      expect(held.lastError).toMatch(/SMTP_URL/);
      expect(held.attempts).toBe(0);
      await first.stop();

      // Restarted on the same database with SMTP configured, the held message goes out.
      second = await startTestApp(
        { REDIS_URL: '', SMTP_URL: sink.url },
        { database: first.databaseUrl },
      );
      await eventually(async () => (await outbox(second!, saved.id)).state === 'sent');
      expect(sink.received).toHaveLength(1);
    } finally {
      await second?.close();
      await sink.stop();
      await first.close();
    }
  });
});

describe.each([
  ['BullMQ on Redis', {}],
  ['the inline driver', { REDIS_URL: '' }],
])('the queue dashboard through %s', (driver, driverEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      ...driverEnv,
      ADMIN_USERNAME: 'queue_admin',
      ADMIN_EMAIL: 'queue.admin@agency.example',
      ADMIN_PASSWORD: 'Queue#Admin2026',
    });
  });
  afterAll(() => t.close());

  it('never counts held mail as a completed job', async () => {
    const saved = await t.app.get(MailService).send(message);
    await eventually(async () => (await outbox(t, saved.id)).state === 'held');
    const counts = await eventually(async () => {
      const emails = (await t.app.get(QueueInspector).state()).queues.emails;
      return emails && emails.waiting + emails.active === 0 && emails;
    });
    expect(counts.completed).toBe(0);
    expect(counts.failed).toBe(1);

    if (driver !== 'the inline driver') return;
    // The in-process summary shows the outbox beside the jobs: the message is held, not sent.
    const admin = await login(t.app.getHttpServer(), 'queue_admin', 'Queue#Admin2026');
    const page = await request(t.app.getHttpServer())
      .get('/admin/queues')
      .set(withSession(admin.cookie))
      .expect(200);
    expect(page.text).toMatch(
      /<th scope="row">emails<\/th><td>0<\/td><td>0<\/td><td>0<\/td><td>1<\/td>/,
    );
    expect(page.text).toContain('<td data-state="held">1</td>');
    expect(page.text).toContain('<td data-state="sent">0</td>');
  });
});
