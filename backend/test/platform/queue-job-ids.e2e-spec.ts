import { randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';

import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { MailService } from '../../src/platform/mail/mail.service';
import { JobIds } from '../../src/platform/queue/job-ids';
import { runIds } from '../support/test-environment';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

describe('queue job ids', () => {
  // Two databases in turn under one QUEUE_PREFIX: the second created after the first was dropped.
  const tag = randomBytes(3).toString('hex');
  const prefix = `${runIds.prefix}-j${tag}`;
  let apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  const mail = { kind: 'test.job-ids', to: 'client@example.com', subject: 'Hello', text: 'Hi' };
  const stateOf = (t: TestApp, id: number) =>
    t.app.get(EntityManager).fork().findOneOrFail(MailOutbox, id);

  it('are unique per database: a database created again never meets the finished jobs of the one before', async () => {
    const first = await startTestApp({ QUEUE_PREFIX: prefix });
    apps.push(first);
    const before = await first.app.get(MailService).send(mail);
    // No mail transport here: a first attempt leaves it `held`, and its job completed in Redis.
    await eventually(async () => (await stateOf(first, before.id)).state === 'held');
    const firstInstallation = await first.app.get(JobIds).installationId();
    await first.close();
    apps = [];

    const second = await startTestApp({ QUEUE_PREFIX: prefix });
    apps.push(second);
    const after = await second.app.get(MailService).send(mail);
    // The same row id as before, in a new database under the same prefix.
    expect(after.id).toBe(before.id);
    expect(await second.app.get(JobIds).installationId()).not.toBe(firstInstallation);
    // Its job is its own, not the finished one of the same name: it is tried now, not by a sweep.
    await eventually(async () => (await stateOf(second, after.id)).state === 'held', {
      timeoutMs: 10_000,
    });
  }, 60_000);

  it('are kept by every process on one database', async () => {
    const t = await startTestApp({ QUEUE_PREFIX: `${runIds.prefix}-s${tag}` });
    apps.push(t);
    const again = await startTestApp(
      { QUEUE_PREFIX: `${runIds.prefix}-s${tag}` },
      { database: t.databaseUrl },
    );
    try {
      expect(await again.app.get(JobIds).of('mail-1')).toBe(await t.app.get(JobIds).of('mail-1'));
    } finally {
      await again.stop();
    }
  });
});
