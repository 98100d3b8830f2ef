import type { Queue } from 'bullmq';

import { withTimeout } from '../async/with-timeout';
import type { InlineQueue } from './inline-queue';
import type { QueueName } from './queue.constants';

/** The health check's wait for the job counts of all queues. */
const STATE_TIMEOUT_MS = 1_000;

export interface QueueState {
  driver: 'bullmq' | 'inline';
  status: 'up' | 'down';
  queues: Partial<Record<QueueName, Record<string, number>>>;
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
}
