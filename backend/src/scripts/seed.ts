import 'reflect-metadata';

import { demoLogins } from '../platform/database/seeders/demo-content/demo-logins';
import { seedDemoDataOnce } from '../platform/database/seeders/seed-demo-data';
import { demoLoginsNotice } from '../platform/startup-banner';
import { migrateToLatest } from '../platform/database/migrate';
import { runDatabaseScript } from './database-script';

/**
 * `npm run seed`: migrates, then loads the demo data unless this database already has it. With
 * NODE_ENV=production the demo logins get random passwords, printed here once.
 */
void runDatabaseScript(async (orm, config) => {
  await migrateToLatest(orm, config);
  const logins = demoLogins(config.database.demoPasswords);
  const seeded = await seedDemoDataOnce(orm, logins);
  process.stdout.write(
    seeded ? 'loaded the demo data\n' : 'the demo data was already loaded; nothing changed\n',
  );
  if (seeded) process.stdout.write(demoLoginsNotice(config, logins));
});
