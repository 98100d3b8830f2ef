import 'reflect-metadata';

import { migrateToLatest } from '../platform/database/migrate';
import { runDatabaseScript } from './database-script';

/** `npm run migrate`: brings DATABASE_URL (or the embedded database) up to the latest schema. */
void runDatabaseScript(async (orm, config) => {
  const applied = await migrateToLatest(orm, config);
  process.stdout.write(`applied ${applied} migration(s)\n`);
});
