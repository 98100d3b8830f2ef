import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { createWorker } from '../../src/create-worker';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { register, withSession } from '../support/accounts';
import { deliveredMail } from '../support/delivered-mail';
import { bodyText, SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

const QUICK_SWEEPS = { SOCIAL_REMINDER_SWEEP_MS: '100' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client (in `language`) with one saved post, scheduled `aheadMs` from now. */
async function scheduledPost(t: TestApp, language: 'en' | 'es', aheadMs: number) {
  const server = t.app.getHttpServer();
  const client = await register(server, { language, firstName: 'Sofía' });
  const saved = await request(server)
    .post('/api/social-media/save')
    .set(withSession(client.cookie))
    .send({
      platform: 'instagram',
      content: 'Trail season is here: our ultralight tents are in store.',
      contentEs: 'Llegó la temporada de senderos: ya tenemos las carpas ultralivianas.',
      hashtags: ['hiking', 'outdoors'],
    })
    .expect(201);
  const id = (saved.body as { id: number }).id;
  const scheduledDate = new Date(Date.now() + aheadMs);
  await request(server)
    .put(`/api/social-media/${id}/schedule`)
    .set(withSession(client.cookie))
    .send({ scheduledDate: scheduledDate.toISOString() })
    .expect(200);
  return { id, email: client.account.email, cookie: client.cookie, scheduledDate };
}

const reminders = (t: TestApp, to: string) =>
  t.app.get(EntityManager).fork().find(MailOutbox, { kind: 'social.reminder', to });
const post = (t: TestApp, id: number) =>
  t.app.get(EntityManager).fork().findOneOrFail(SocialMediaContent, id);

describe('reminders of scheduled posts', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
  });
  afterAll(() => sink.stop());

  /** The reminder the mail server received for this address, its lines ending in \n. */
  const delivered = async (t: TestApp, to: string) => {
    const { row, text } = await deliveredMail(t, sink, 'social.reminder', to);
    return { row, text: text.replace(/\r\n/g, '\n') };
  };

  describe('in-process jobs (the inline queue driver)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ ...QUICK_SWEEPS, REDIS_URL: '', SMTP_URL: sink.url });
    });
    afterAll(() => t.close());

    it('mails the ready-to-post text at the chosen time, in the client’s language, and marks it due', async () => {
      const scheduled = await scheduledPost(t, 'es', 2000);
      await sleep(1000);
      expect(await reminders(t, scheduled.email)).toEqual([]);
      expect((await post(t, scheduled.id)).status).toBe('scheduled');

      const { row, text } = await delivered(t, scheduled.email);
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(scheduled.scheduledDate.getTime());
      expect(row.createdAt.getTime()).toBeLessThan(scheduled.scheduledDate.getTime() + 2000);
      expect(row.language).toBe('es');
      expect(row.subject).toBe('Es hora de publicar en Instagram');
      expect(text).toContain('Hola Sofía Rodríguez:');
      expect(text).toContain(
        'Llegó la temporada de senderos: ya tenemos las carpas ultralivianas.\n\n#hiking #outdoors',
      );
      expect(text).toContain(
        `${t.config.http.publicUrl}/dashboard?tab=social-media&post=${scheduled.id}&lang=es`,
      );
      expect(text).toContain('No publicamos en tus redes por ti');

      const due = await request(t.app.getHttpServer())
        .get(`/api/social-media/${scheduled.id}`)
        .set(withSession(scheduled.cookie))
        .expect(200);
      expect(due.body).toMatchObject({
        status: 'due',
        scheduled: true,
        scheduledDate: scheduled.scheduledDate.toISOString(),
        remindedAt: row.createdAt.toISOString(),
      });
      // One mail, however many sweeps ran since.
      await sleep(300);
      expect(await reminders(t, scheduled.email)).toHaveLength(1);
    });

    it('sends nothing for a post unscheduled before its time', async () => {
      const scheduled = await scheduledPost(t, 'en', 1000);
      await request(t.app.getHttpServer())
        .delete(`/api/social-media/${scheduled.id}/schedule`)
        .set(withSession(scheduled.cookie))
        .expect(200);
      await sleep(1500);
      expect(await reminders(t, scheduled.email)).toEqual([]);
      expect((await post(t, scheduled.id)).status).toBe('draft');
    });
  });

  describe('BullMQ with a separate worker', () => {
    let api: TestApp;
    let worker: INestApplicationContext;
    beforeAll(async () => {
      api = await startTestApp({ ...QUICK_SWEEPS, RUN_WORKERS: 'false', SMTP_URL: sink.url });
      worker = await createWorker(api.config, { database: api.databaseUrl });
    });
    afterAll(async () => {
      await worker.close();
      await api.close();
    });

    it('has the worker mail the post at its time while the API runs no jobs', async () => {
      const scheduled = await scheduledPost(api, 'en', 2000);
      await sleep(1000);
      expect(await reminders(api, scheduled.email)).toEqual([]);
      const { row, text } = await delivered(api, scheduled.email);
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(scheduled.scheduledDate.getTime());
      expect(row.subject).toBe("It's time to post on Instagram");
      expect(text).toContain(
        'Trail season is here: our ultralight tents are in store.\n\n#hiking #outdoors',
      );
      expect(text).toContain(`/dashboard?tab=social-media&post=${scheduled.id}\n`);
      expect((await post(api, scheduled.id)).status).toBe('due');
    });
  });

  describe.each([
    ['the inline queue driver', { REDIS_URL: '' }],
    ['BullMQ', {}],
  ])('a restart before the time, with %s', (_driver, env) => {
    it('loses nothing: the next process mails the post once', async () => {
      const first = await startTestApp({ ...QUICK_SWEEPS, ...env, SMTP_URL: sink.url });
      let second: TestApp | undefined;
      try {
        const scheduled = await scheduledPost(first, 'en', 1500);
        await first.stop();
        // Nothing runs when the time comes.
        await sleep(2000);
        second = await startTestApp(
          { ...QUICK_SWEEPS, ...env, SMTP_URL: sink.url },
          { database: first.databaseUrl },
        );
        const { row } = await delivered(second, scheduled.email);
        expect(row.createdAt.getTime()).toBeGreaterThan(scheduled.scheduledDate.getTime());
        expect((await post(second, scheduled.id)).status).toBe('due');
        await sleep(300);
        expect(await reminders(second, scheduled.email)).toHaveLength(1);
        const received = sink
          .to(scheduled.email)
          .filter((mail) => bodyText(mail).includes(`post=${scheduled.id}`));
        expect(received).toHaveLength(1);
      } finally {
        await second?.stop();
        await first.close();
      }
    });
  });

  it('mails each post once while two instances sweep side by side', async () => {
    const first = await startTestApp({ SOCIAL_REMINDER_SWEEP_MS: '50', REDIS_URL: '' });
    const second = await startTestApp(
      { SOCIAL_REMINDER_SWEEP_MS: '50', REDIS_URL: '' },
      { database: first.databaseUrl },
    );
    try {
      const posts: Array<Awaited<ReturnType<typeof scheduledPost>>> = [];
      for (let index = 0; index < 6; index++)
        posts.push(await scheduledPost(index % 2 ? first : second, 'en', 1500));
      await eventually(async () => {
        const due = await first.app
          .get(EntityManager)
          .fork()
          .count(SocialMediaContent, { id: { $in: posts.map((p) => p.id) }, status: 'due' });
        return due === posts.length;
      });
      for (const scheduled of posts)
        expect(await reminders(first, scheduled.email)).toHaveLength(1);
    } finally {
      await second.stop();
      await first.close();
    }
  });
});
