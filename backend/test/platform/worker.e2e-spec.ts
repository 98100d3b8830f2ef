import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { createWorker } from '../../src/create-worker';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { MailService } from '../../src/platform/mail/mail.service';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { JobIds } from '../../src/platform/queue/job-ids';

describe('a separate worker', () => {
  let sink: SmtpSink;
  let api: TestApp;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    api = await startTestApp({ RUN_WORKERS: 'false', SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
    await sink.stop();
  });

  it('delivers what an API that runs no workers has queued', async () => {
    const saved = await api.app.get(MailService).send({
      kind: 'test.worker',
      to: 'client@example.com',
      subject: 'Queued by the API',
      text: 'Delivered by the worker',
    });
    const outbox = () => api.app.get(EntityManager).fork().findOneOrFail(MailOutbox, saved.id);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await outbox()).state).toBe('pending');
    expect(sink.received).toHaveLength(0);

    worker = await createWorker(api.config, { database: api.databaseUrl });
    await eventually(async () => (await outbox()).state === 'sent');
    expect(sink.received).toHaveLength(1);
  });

  /**
   * An outbox row as a worker that died in the middle of sending it leaves it: `sending`, due only
   * after the sending grace, claimed by one attempt of one job.
   */
  async function sentByADeadWorker(claimedBy: (id: number) => string): Promise<number> {
    const connection = api.app.get(EntityManager).fork().getConnection();
    const [{ id }] = await connection.execute<Array<{ id: number }>>(
      `insert into mail_outbox (kind, "to", subject, text, state, attempts, next_attempt_at, first_attempt_at, created_at, updated_at)
       values ('test.worker', 'client@example.com', 'Cut off mid-send', 'Delivered in the end', 'sending', 1, now() + interval '15 minutes', now(), now(), now())
       returning id`,
    );
    await connection.execute(`update mail_outbox set claimed_by = ? where id = ?`, [
      claimedBy(id),
      id,
    ]);
    return id;
  }

  it('takes over a send its own attempt left when its worker died, and no other', async () => {
    const emails = api.app.get<Queue>(getQueueToken('emails'));
    // The first attempt of the message's job, which BullMQ's stalled check puts back in line
    // once the dead worker's lock expires; and a message another job is sending right now.
    const installation = await api.app.get(JobIds).installationId();
    const orphaned = await sentByADeadWorker((id) => `emails:${installation}-mail-${id}:0`);
    const busy = await sentByADeadWorker(() => 'emails:mail-elsewhere:0');
    const received = sink.received.length;

    worker ??= await createWorker(api.config, { database: api.databaseUrl });
    await api.app.get(MailService).enqueue(orphaned);
    await api.app.get(MailService).enqueue(busy);

    const outbox = (id: number) => api.app.get(EntityManager).fork().findOneOrFail(MailOutbox, id);
    await eventually(async () => (await outbox(orphaned)).state === 'sent');
    const busyJob = `${installation}-mail-${busy}`;
    await eventually(async () => (await emails.getJob(busyJob))?.isCompleted());
    expect((await emails.getJob(busyJob))?.returnvalue).toEqual({
      state: 'skipped: sending',
    });
    expect((await outbox(busy)).state).toBe('sending');
    expect(sink.received.length - received).toBe(1);
  });
});
