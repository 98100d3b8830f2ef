import 'reflect-metadata';

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { backUpDatabase } from '../platform/database/backup/database-backup';
import { runDatabaseScript } from './database-script';

/**
 * `npm run backup -- FILE`: writes DATABASE_URL's database (or the embedded one) to FILE, stored
 * files included. With the embedded database the app must be stopped first (it holds the folder).
 */
const { positionals } = parseArgs({ allowPositionals: true, args: process.argv.slice(2) });
if (positionals.length !== 1) {
  process.stderr.write('Usage: npm run backup -- FILE\n');
  process.exit(2);
}
// npm runs scripts from the repository root; a relative FILE is read from where npm was called.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);

void runDatabaseScript(async (orm) => {
  const { tables, rows } = await backUpDatabase(orm, file);
  process.stdout.write(`backed up ${rows} rows of ${tables} tables to ${file}\n`);
});
