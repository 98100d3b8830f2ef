import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

import type { AppConfig } from '../config/app-config';

/** The advisory lock key of schema migrations (any constant every process shares will do). */
const MIGRATION_LOCK_KEY = 7_214_001;

/**
 * Applies the pending migrations, one process at a time: several API instances started together
 * on a fresh database (`docker compose up --scale api=2`) would otherwise each create the same
 * tables, and all but one fail to start. The lock is held by a connection of its own, beside the
 * ORM's pool (which may have a single connection), and a process that waited on it then finds
 * nothing left to apply. The embedded database has one process by design: no lock there.
 * Returns how many migrations were applied.
 */
export async function migrateToLatest(orm: MikroORM, config: AppConfig): Promise<number> {
  if (!config.database.url) return (await orm.migrator.up()).length;
  const lock = new Client({ connectionString: config.database.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return (await orm.migrator.up()).length;
  } finally {
    // Ending the session releases its lock.
    await lock.end();
  }
}
