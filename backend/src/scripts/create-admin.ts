import 'reflect-metadata';

import { parseArgs } from 'node:util';

import { ensureAdmin } from '../modules/auth/first-admin';
import { migrateToLatest } from '../platform/database/migrate';
import { runDatabaseScript } from './database-script';

/**
 * `npm run create-admin -- --username NAME --email EMAIL --password PASSWORD` (or the
 * ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD variables): creates an admin account.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
  },
});
const admin = {
  username: values.username ?? process.env.ADMIN_USERNAME ?? '',
  email: values.email ?? process.env.ADMIN_EMAIL ?? '',
  password: values.password ?? process.env.ADMIN_PASSWORD ?? '',
};
if (!admin.username || !admin.email || !admin.password) {
  process.stderr.write(
    'Usage: npm run create-admin -- --username NAME --email EMAIL --password PASSWORD\n',
  );
  process.exit(2);
}

void runDatabaseScript(async (orm, config) => {
  await migrateToLatest(orm, config);
  const outcome = await ensureAdmin(orm.em.fork(), admin);
  process.stdout.write(
    outcome === 'created'
      ? `created the admin account ${admin.username}\n`
      : `an account named ${admin.username} or ${admin.email} already exists; nothing changed\n`,
  );
});
