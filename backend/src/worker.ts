import 'reflect-metadata';

import { Logger } from 'nestjs-pino';

import { createWorker } from './create-worker';
import { loadConfigOrExit } from './platform/config/load-config-or-exit';

/**
 * The queue processors without HTTP, for scaling job work apart from the API. Workers share jobs
 * through Redis and data through PostgreSQL, so both must be configured.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const missing = [
    !config.database.url && 'DATABASE_URL',
    !config.queue.redisUrl && 'REDIS_URL',
  ].filter(Boolean);
  if (missing.length > 0) {
    process.stderr.write(
      `The worker needs ${missing.join(' and ')}: without them jobs already run inside the API process.\n`,
    );
    process.exit(1);
  }
  const worker = await createWorker(config, { database: config.database.url! });
  worker.enableShutdownHooks();
  worker.get(Logger).log('worker started: processing the emails, pdfs and ai queues');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
