import type { Queue } from 'bullmq';

import { withTimeout } from '../async/with-timeout';

/** How long to wait for a queue's first connection before calling it unreachable. */
const CONNECTION_WAIT_MS = 50;

/**
 * Whether a queue can take a job now. A BullMQ queue whose Redis connection is down (reconnecting
 * after an outage, or never made) cannot: a job added then would wait in ioredis's offline queue
 * until Redis returns, holding up whoever added it. Callers with a fallback (the outbox sweeper)
 * skip the call instead. The in-process queue is always there.
 */
export async function queueReachable(queue: unknown): Promise<boolean> {
  if (!isBullQueue(queue)) return true;
  try {
    const client = await withTimeout(queue.getBackend().client, CONNECTION_WAIT_MS);
    return client.status === 'ready';
  } catch {
    return false;
  }
}

function isBullQueue(queue: unknown): queue is Queue {
  return typeof queue === 'object' && queue !== null && 'getBackend' in queue;
}
