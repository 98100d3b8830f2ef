import type { Queue } from 'bullmq';

import { withTimeout } from '../async/with-timeout';
import type { InlineQueue } from './inline-queue';
import type { QueueName } from './queue.constants';

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

  async state(): Promise<QueueState> {
    const queues: QueueState['queues'] = {};
    try {
      for (const [name, queue] of this.queues) {
        queues[name] = await withTimeout(
          Promise.resolve(
            queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
          ),
          2000,
        );
      }
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
