import 'reflect-metadata';

import { createApp } from './create-app';
import { loadConfigOrExit } from './platform/config/load-config-or-exit';
import { processDatabase } from './platform/database/embedded-postgres';
import { DatabaseLifecycle } from './platform/database/database-lifecycle.service';
import { demoLoginsNotice, startupBanner } from './platform/startup-banner';

/** The HTTP process: the API, its docs and the built frontends on one port. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = processDatabase(config);
  const app = await createApp(config, { database: database.target });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: shutting down\n`);
    await app.close();
    database.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.http.port, config.http.host);
  process.stdout.write(startupBanner(config));
  process.stdout.write(demoLoginsNotice(config, app.get(DatabaseLifecycle).seededDemoLogins));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
