import type { JobsOptions } from 'bullmq';

/** The part of a BullMQ Job that processors may use; the inline driver provides the same. */
export interface QueueJob<T = unknown> {
  id?: string;
  name: string;
  data: T;
  queueName: string;
  attemptsMade: number;
  opts: JobsOptions;
}

/** True when a failure of this run should be final rather than retried. */
export function isLastAttempt(job: QueueJob): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
