import 'reflect-metadata';

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { restoreDatabase } from '../platform/database/backup/database-backup';
import { runDatabaseScript } from './database-script';

/**
 * `npm run restore -- FILE [--replace]`: loads a backup into DATABASE_URL's database (or the
 * embedded one), which must be empty unless --replace is given: then everything in it is dropped
 * first.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  args: process.argv.slice(2),
  options: { replace: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  process.stderr.write('Usage: npm run restore -- FILE [--replace]\n');
  process.exit(2);
}
// npm runs scripts from the repository root; a relative FILE is read from where npm was called.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);

void runDatabaseScript(async (orm) => {
  const { tables, rows } = await restoreDatabase(orm, file, { replace: values.replace });
  process.stdout.write(`restored ${rows} rows of ${tables} tables from ${file}\n`);
});
