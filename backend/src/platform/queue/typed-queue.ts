import type { JobsOptions } from 'bullmq';

import type { JobName, JobPayload, QueueName } from './queue.constants';

/** A queue as producers see it, under either driver, with payloads checked against JobPayloads. */
export interface TypedQueue<Q extends QueueName> {
  add<N extends JobName<Q>>(name: N, data: JobPayload<Q, N>, opts?: JobsOptions): Promise<unknown>;
}
