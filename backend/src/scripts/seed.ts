import 'reflect-metadata';

import { seedDemoDataOnce } from '../platform/database/seeders/seed-demo-data';
import { runDatabaseScript } from './database-script';

/** `npm run seed`: migrates, then loads the demo data unless this database already has it. */
void runDatabaseScript(async (orm) => {
  await orm.migrator.up();
  const seeded = await seedDemoDataOnce(orm);
  process.stdout.write(
    seeded ? 'loaded the demo data\n' : 'the demo data was already loaded; nothing changed\n',
  );
});
