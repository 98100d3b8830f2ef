import type { Queue } from 'bullmq';

import { withTimeout } from '../async/with-timeout';
import type { InlineQueue } from './inline-queue';
import type { QueueName } from './queue.constants';

/** The health check's wait for the job counts of all queues. */
const STATE_TIMEOUT_MS = 1_000;

/** The admins' queue view waits a little longer: it reads failed jobs too. */
const DETAILS_TIMEOUT_MS = 3_000;

export interface QueueState {
  driver: 'bullmq' | 'inline';
  status: 'up' | 'down';
  queues: Partial<Record<QueueName, Record<string, number>>>;
  error?: string;
}

/** A job that failed for good: what it was, why, and when. */
export interface QueueFailure {
  jobId: string | null;
  name: string;
  reason: string;
  attemptsMade: number;
  failedAt: Date | null;
}

/** One queue for the admins: its job counts and latest failures. */
export interface QueueDetail {
  name: QueueName;
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  /** Jobs waiting for a retry's backoff; null under the inline driver, which counts them waiting. */
  delayed: number | null;
  failures: QueueFailure[];
}

export interface QueueDetails {
  driver: 'bullmq' | 'inline';
  status: 'up' | 'down';
  queues: QueueDetail[];
  error?: string;
}

/** Reports the queues' health and job counts for /api/health and operators. */
export class QueueInspector {
  constructor(
    private readonly driver: 'bullmq' | 'inline',
    private readonly queues: Map<QueueName, Queue | InlineQueue>,
  ) {}

  /** Asks every queue at once, and answers within STATE_TIMEOUT_MS even when Redis does not. */
  async state(): Promise<QueueState> {
    const queues: QueueState['queues'] = {};
    try {
      await withTimeout(
        Promise.all(
          [...this.queues].map(async ([name, queue]) => {
            queues[name] = await queue.getJobCounts(
              'waiting',
              'active',
              'delayed',
              'completed',
              'failed',
            );
          }),
        ),
        STATE_TIMEOUT_MS,
      );
      return { driver: this.driver, status: 'up', queues };
    } catch (error) {
      return {
        driver: this.driver,
        status: 'down',
        queues,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /**
   * Every queue's counts and its `failures` latest failed jobs, for the admins' queue view.
   * Under the inline driver the counts are this process's since it started.
   */
  async details(failures: number): Promise<QueueDetails> {
    try {
      const queues = await withTimeout(
        Promise.all(
          [...this.queues].map(async ([name, queue]): Promise<QueueDetail> => {
            const [counts, failed] = await Promise.all([
              queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
              queue.getFailed(0, failures - 1),
            ]);
            return {
              name,
              waiting: counts.waiting ?? 0,
              active: counts.active ?? 0,
              completed: counts.completed ?? 0,
              failed: counts.failed ?? 0,
              delayed: this.driver === 'inline' ? null : (counts.delayed ?? 0),
              failures: failed.filter(Boolean).map((job) => ({
                jobId: job.id ?? null,
                name: job.name,
                reason: job.failedReason ?? '',
                attemptsMade: job.attemptsMade ?? 0,
                failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
              })),
            };
          }),
        ),
        DETAILS_TIMEOUT_MS,
      );
      return { driver: this.driver, status: 'up', queues };
    } catch (error) {
      return {
        driver: this.driver,
        status: 'down',
        queues: [],
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
}
