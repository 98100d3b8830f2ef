import 'reflect-metadata';

import { runDatabaseScript } from './database-script';

/** `npm run migrate`: brings DATABASE_URL (or the embedded database) up to the latest schema. */
void runDatabaseScript(async (orm) => {
  const applied = await orm.migrator.up();
  process.stdout.write(`applied ${applied.length} migration(s)\n`);
});
