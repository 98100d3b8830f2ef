import type { Logger } from '@nestjs/common';

/** How often the errors of one queue or worker are logged while they repeat. */
const REPEAT_MS = 60_000;

/**
 * Logs the errors a BullMQ queue or worker emits (each failed reconnect while Redis is away) at
 * most once a minute; without a listener BullMQ prints every one of them with its stack.
 */
export function logQueueErrors(
  emitter: { on(event: 'error', listener: (error: Error) => void): unknown },
  source: string,
  logger: Logger,
): void {
  let lastLogged = 0;
  emitter.on('error', (error) => {
    const now = Date.now();
    if (now - lastLogged < REPEAT_MS) return;
    lastLogged = now;
    logger.warn(`${source}: ${error.message} (jobs wait; repeats are logged once a minute)`);
  });
}
