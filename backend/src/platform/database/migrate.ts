import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

import type { AppConfig } from '../config/app-config';
import { buildOrmOptions } from './mikro-orm.config';

/** The advisory lock key of schema migrations (any constant every process shares will do). */
const MIGRATION_LOCK_KEY = 7_214_001;

/**
 * Applies the pending migrations, one process at a time: several API instances started together
 * on a fresh database (`docker compose up --scale api=2`) would otherwise each create the same
 * tables, and all but one fail to start. The lock is held by a connection of its own, beside the
 * ORM's pool (which may have a single connection), and a process that waited on it then finds
 * nothing left to apply. The embedded database has one process by design: no lock there.
 * With DATABASE_OWNER_URL the migrations run as that role, through a connection of their own,
 * and the app's role keeps only what it is granted. Then the audit log is sealed.
 * Returns how many migrations were applied.
 */
export async function migrateToLatest(orm: MikroORM, config: AppConfig): Promise<number> {
  if (!config.database.url) {
    const applied = (await orm.migrator.up()).length;
    await sealAuditLog(orm);
    return applied;
  }
  const ownerUrl = config.database.ownerUrl ?? config.database.url;
  const lock = new Client({ connectionString: ownerUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (!config.database.ownerUrl) return await migrateAndSeal(orm);
    const owner = await MikroORM.init(buildOrmOptions(config.database.ownerUrl, 1));
    try {
      return await migrateAndSeal(owner);
    } finally {
      await owner.close(true);
    }
  } finally {
    // Ending the session releases its lock.
    await lock.end();
  }
}

async function migrateAndSeal(orm: MikroORM): Promise<number> {
  const applied = (await orm.migrator.up()).length;
  await sealAuditLog(orm);
  return applied;
}

/**
 * Takes back from every role but the table's owner any right to change or empty the audit log
 * that a grant gave it (`GRANT ALL`, or the default privileges a setup gives the app's role for
 * every new table): the app's role keeps INSERT and SELECT. Run after every migration, so a table
 * re-created or a grant made by hand is sealed again at the next start.
 */
export async function sealAuditLog(orm: MikroORM): Promise<void> {
  await orm.em.fork().execute(`
    do $$
    declare
      holder text;
    begin
      for holder in
        select distinct coalesce(quote_ident(r.rolname), 'public')
        from pg_class c
        cross join lateral aclexplode(c.relacl) acl
        left join pg_roles r on r.oid = acl.grantee
        where c.oid = to_regclass('audit_log')
          and acl.grantee <> c.relowner
          and acl.privilege_type in ('UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES')
      loop
        execute format('revoke update, delete, truncate, trigger, references on audit_log from %s', holder);
      end loop;
    end $$
  `);
}

/**
 * Whether the role this process connects as could change or empty the audit log: a superuser,
 * the table's owner (who may drop its triggers), or a role granted UPDATE, DELETE or TRUNCATE.
 */
export async function canRewriteAuditLog(orm: MikroORM): Promise<boolean> {
  const [row] = await orm.em.fork().execute<{ rewrite: boolean }[]>(`
    select r.rolsuper
        or pg_has_role(current_user, c.relowner, 'USAGE')
        or has_table_privilege(current_user, c.oid, 'UPDATE, DELETE, TRUNCATE') as rewrite
    from pg_class c, pg_roles r
    where c.oid = to_regclass('audit_log') and r.rolname = current_user
  `);
  // No row: the schema is not migrated yet, so there is no audit log to rewrite.
  return row?.rewrite ?? false;
}
