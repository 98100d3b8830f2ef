import { UnrecoverableError } from 'bullmq';

import { InlineQueue } from './inline-queue';
import type { QueueJob } from './queue-job';
import { defaultJobOptions } from './queue.constants';

function processorFailing(times: number) {
  const seen: Array<{ attemptsMade: number; at: number }> = [];
  return {
    seen,
    async process(job: QueueJob) {
      seen.push({ attemptsMade: job.attemptsMade, at: Date.now() });
      if (seen.length <= times) throw new Error(`failure ${seen.length}`);
      return 'done';
    },
  };
}

describe('InlineQueue', () => {
  const options = defaultJobOptions({ attempts: 3, retryDelayMs: 20 });

  it('runs a job on the attached processor', async () => {
    const queue = new InlineQueue('emails', options);
    const processor = processorFailing(0);
    queue.attach(processor);
    await queue.add('mail.send', { outboxId: 1 });
    await queue.drained();
    expect(processor.seen).toHaveLength(1);
    expect(queue.getJobCounts()).toMatchObject({ completed: 1, failed: 0, waiting: 0, active: 0 });
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const queue = new InlineQueue('emails', options);
    const processor = processorFailing(2);
    queue.attach(processor);
    await queue.add('mail.send', { outboxId: 1 });
    await queue.drained();
    expect(processor.seen.map((s) => s.attemptsMade)).toEqual([0, 1, 2]);
    const [first, second, third] = processor.seen.map((s) => s.at);
    expect(second - first).toBeGreaterThanOrEqual(18);
    expect(third - second).toBeGreaterThanOrEqual(38);
    expect(queue.getJobCounts()).toMatchObject({ completed: 1, failed: 0 });
  });

  it('counts a job as failed once its attempts are used up', async () => {
    const queue = new InlineQueue('emails', options);
    const processor = processorFailing(10);
    queue.attach(processor);
    await queue.add('mail.send', { outboxId: 1 });
    await queue.drained();
    expect(processor.seen).toHaveLength(3);
    expect(queue.getJobCounts()).toMatchObject({ completed: 0, failed: 1 });
  });

  it('ends a job that throws an UnrecoverableError at once, as failed', async () => {
    const queue = new InlineQueue('emails', options);
    let runs = 0;
    queue.attach({
      async process() {
        runs++;
        throw new UnrecoverableError('held: no transport');
      },
    });
    await queue.add('mail.send', { outboxId: 1 });
    await queue.drained();
    expect(runs).toBe(1);
    expect(queue.getJobCounts()).toMatchObject({ completed: 0, failed: 1 });
  });

  it('does not add a job whose id is already queued', async () => {
    const queue = new InlineQueue('emails', options);
    const processor = processorFailing(0);
    await queue.add('mail.send', { outboxId: 7 }, { jobId: 'mail-7' });
    await queue.add('mail.send', { outboxId: 7 }, { jobId: 'mail-7' });
    queue.attach(processor);
    await queue.drained();
    expect(processor.seen).toHaveLength(1);
  });

  it('holds jobs added before a processor is attached', async () => {
    const queue = new InlineQueue('emails', options);
    await queue.add('mail.send', { outboxId: 1 });
    expect(queue.getJobCounts()).toMatchObject({ waiting: 1 });
    const processor = processorFailing(0);
    queue.attach(processor);
    await queue.drained();
    expect(processor.seen).toHaveLength(1);
  });

  it('runs nothing after close', async () => {
    const queue = new InlineQueue('emails', options);
    const processor = processorFailing(0);
    queue.attach(processor);
    await queue.close();
    await queue.add('mail.send', { outboxId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(processor.seen).toHaveLength(0);
  });

  it('adds a job at each time a scheduler names, until the queue closes', async () => {
    const queue = new InlineQueue('billing', options);
    const runs: Array<{ name: string; data: unknown; id?: string }> = [];
    queue.attach({
      process: async (job: QueueJob) => {
        runs.push({ name: job.name, data: job.data, id: job.id });
      },
    });
    // Every second (cron with a seconds field); upserting again replaces the first timer.
    await queue.upsertJobScheduler('tick', { pattern: '* * * * * *' }, { name: 'a', data: {} });
    await queue.upsertJobScheduler(
      'tick',
      { pattern: '* * * * * *' },
      { name: 'invoices.daily', data: { n: 1 } },
    );
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await queue.close();
    const seen = runs.length;
    expect(seen).toBeGreaterThanOrEqual(1);
    expect(runs.every((run) => run.name === 'invoices.daily')).toBe(true);
    expect(runs[0]).toMatchObject({
      data: { n: 1 },
      id: expect.stringMatching(/^repeat-tick-\d+$/),
    });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(runs).toHaveLength(seen);
  });
});
