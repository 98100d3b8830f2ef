import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

import { createWorker } from '../../src/create-worker';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { MailService } from '../../src/platform/mail/mail.service';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

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

    worker = await createWorker(api.config, { databaseUrl: api.databaseUrl });
    await eventually(async () => (await outbox()).state === 'sent');
    expect(sink.received).toHaveLength(1);
  });
});
