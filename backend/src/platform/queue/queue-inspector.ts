import type { Queue } from 'bullmq';

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

/** The promise's outcome, or an error when it takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
