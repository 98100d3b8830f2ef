import { randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { ContactSubmission } from '../../src/modules/contact/entities/contact-submission.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { login, newAccount, newIp, STRONG_PASSWORD, withSession } from '../support/accounts';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { within } from '../support/stalls';
import { ThrowawayRedis } from '../support/throwaway-redis';

describe('a Redis outage', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  // The checks behind the status are shown to admins only.
  let adminCookie: string;
  const health = () => http().get('/api/health').set(withSession(adminCookie));

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    // Mail the queue could not take is queued by the outbox sweeper: here one that runs every second.
    t = await startTestApp({
      REDIS_URL: redis.url,
      CONTACT_MAIL_WAIT_MS: '1000',
      MAIL_SWEEP_INTERVAL_MS: '1000',
    });
    await ensureAdmin(em(), {
      username: 'outage_admin',
      email: 'outage.admin@agency.example',
      password: 'Admin#Password2026',
    });
    adminCookie = (await login(t.app.getHttpServer(), 'outage_admin', 'Admin#Password2026')).cookie;
  });
  afterAll(async () => {
    // The app closes its queues cleanly only with Redis there.
    await redis.start();
    await t.close();
    await redis.kill();
  });

  it('degrades: no request fails or hangs, nothing is lost, and the limits go back to Redis', async () => {
    const account = newAccount();
    await http().post('/api/register').set('X-Forwarded-For', newIp()).send(account).expect(201);
    expect((await health().expect(200)).body.rateLimit).toEqual({
      store: 'redis',
    });

    await redis.kill();

    const visitor = `visitor.${randomBytes(4).toString('hex')}@example.com`;
    const contact = await http()
      .post('/api/contact')
      .set('X-Forwarded-For', newIp())
      .send({ name: 'Ana Silva', email: visitor, message: 'Do you build online shops as well?' })
      .expect(201);
    const newcomer = newAccount();
    await http().post('/api/register').set('X-Forwarded-For', newIp()).send(newcomer).expect(201);
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: account.username, password: STRONG_PASSWORD })
      .expect(200);
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: account.username, password: 'Wrong#Password99' })
      .expect(401);
    const degraded = await health().expect(503);
    expect(degraded.body).toMatchObject({
      status: 'degraded',
      queue: { status: 'down' },
      rateLimit: { store: 'memory-fallback' },
    });

    // Saved, with both emails waiting in the outbox, and the account made.
    expect(await em().findOne(ContactSubmission, contact.body.id)).toMatchObject({
      email: visitor,
    });
    const mails = await em().find(MailOutbox, { $or: [{ to: visitor }, { replyTo: visitor }] });
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'contact.auto-reply',
      'contact.notification',
    ]);
    expect(await em().findOne(User, { username: newcomer.username })).not.toBeNull();

    await redis.start();
    await eventually(async () => (await health()).body.rateLimit?.store === 'redis' || undefined);
    // The emails saved meanwhile are delivered (here: held, there is no mail transport).
    await eventually(async () => {
      const rows = await em().find(MailOutbox, { id: { $in: mails.map((mail) => mail.id) } });
      return rows.every((row) => row.state === 'held');
    });
    // Attempts are counted in Redis again.
    const ip = newIp();
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ username: account.username, password: 'Wrong#Password99' })
      .expect(401);
    const probe = new Redis(redis.url);
    try {
      const keys = await probe.keys(`${t.config.queue.prefix}:rate-limit:login-address:*`);
      expect(keys.some((key) => key.endsWith(ip))).toBe(true);
    } finally {
      probe.disconnect();
    }
  }, 40_000);
});

describe('a contact message during a Redis outage', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    // A wait for the first delivery attempt longer than any answer the test accepts: the form
    // answers in time only if it does not wait for emails the queue never took. (Not much longer:
    // the app's shutdown waits for that wait to end.) The form is the producer under test; a
    // worker in this process would only wait on its blocked connection at shutdown.
    t = await startTestApp({
      REDIS_URL: redis.url,
      CONTACT_MAIL_WAIT_MS: '6000',
      RUN_WORKERS: 'false',
    });
  });
  afterAll(async () => {
    await redis.start();
    await t.close();
    await redis.kill();
  });

  it('does not ask the queue while its connection is down: saved, both emails queued in the outbox', async () => {
    const emails = t.app.get<Queue>(getQueueToken('emails'), { strict: false });
    await redis.kill();
    // ioredis has seen the connection drop.
    await eventually(async () => (await emails.getBackend().client).status !== 'ready');
    const added = jest.spyOn(emails, 'add');
    try {
      const visitor = `visitor.${randomBytes(4).toString('hex')}@example.com`;
      const answer = await within(
        4_000,
        request(t.app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', newIp()).send({
          name: 'Ana Silva',
          email: visitor,
          message: 'Do you build online shops as well?',
        }),
      );
      if (answer === 'no answer') throw new Error('the contact form did not answer');
      expect(answer.status).toBe(201);
      expect(answer.body.emailStatus).toEqual({ notification: 'queued', autoReply: 'queued' });
      expect(added).not.toHaveBeenCalled();

      const em = t.app.get(EntityManager).fork();
      expect(await em.findOne(ContactSubmission, answer.body.id)).toMatchObject({ email: visitor });
      const mails = await em.find(MailOutbox, { $or: [{ to: visitor }, { replyTo: visitor }] });
      // Pending, with a due time: the outbox sweeper queues them once Redis is back.
      expect(mails.map((mail) => [mail.kind, mail.state]).sort()).toEqual([
        ['contact.auto-reply', 'pending'],
        ['contact.notification', 'pending'],
      ]);
      expect(mails.every((mail) => mail.nextAttemptAt instanceof Date)).toBe(true);
    } finally {
      added.mockRestore();
    }
  }, 40_000);
});

describe('a Redis outage in an API that runs no workers', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    t = await startTestApp({ REDIS_URL: redis.url, RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await redis.start();
    await t.close();
    await redis.kill();
  });

  it('is logged, not printed as one stack trace per failed reconnect', async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await redis.kill();
      await eventually(
        async () => (await request(t.app.getHttpServer()).get('/api/health')).status === 503,
      );
      // Long enough for every paused worker's connection to fail to reconnect a few times.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const redisErrors = printed.mock.calls.filter(([first]) =>
        /ECONNREFUSED|Connection is closed/.test(
          String(first instanceof Error ? first.message : first),
        ),
      );
      expect(redisErrors).toEqual([]);
    } finally {
      printed.mockRestore();
    }
  }, 30_000);
});
