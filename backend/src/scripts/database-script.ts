import { MikroORM } from '@mikro-orm/postgresql';

import type { AppConfig } from '../platform/config/app-config';
import { loadConfigOrExit } from '../platform/config/load-config-or-exit';
import { processDatabase } from '../platform/database/embedded-postgres';
import { buildOrmOptions } from '../platform/database/mikro-orm.config';

/** Runs a maintenance task on DATABASE_URL, or on the embedded database when it is unset. */
export async function runDatabaseScript(
  task: (orm: MikroORM, config: AppConfig) => Promise<void>,
): Promise<void> {
  const config = loadConfigOrExit();
  const database = processDatabase(config);
  const orm = await MikroORM.init(buildOrmOptions(database.target, 1));
  try {
    await task(orm, config);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await orm.close(true);
    database.release();
  }
}
