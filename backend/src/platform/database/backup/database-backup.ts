import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupRecord,
  BackupWriter,
  readBackup,
} from './backup-file';
import { insertionOrder } from './table-order';

/** The ORM's record of applied migrations: restored by migrating, not copied. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
/** Rows a batch holds: few where a row can carry a stored file of up to 10 MB. */
const ROWS_PER_BATCH = 500;
const ROWS_PER_BATCH_WITH_FILES = 4;

interface TableShape {
  name: string;
  /** The columns a row is written with: every column but generated ones. */
  columns: string[];
  primaryKey: string[];
  hasBinary: boolean;
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

/**
 * Writes the whole database, stored files included (they live in `stored_files`), to one file,
 * from one consistent snapshot: a read-only repeatable-read transaction, so the app may go on
 * writing meanwhile. Works alike on PostgreSQL and the embedded PGlite.
 */
export async function backUpDatabase(orm: MikroORM, path: string): Promise<BackupSummary> {
  const migrations = (await orm.migrator.getExecuted()).map((migration) => migration.name);
  const writer = new BackupWriter(path);
  try {
    const summary = await orm.em.fork().transactional(
      async (em) => {
        const tables = await readTableShapes(em);
        await writer.write({
          kind: 'header',
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          migrations,
          tables: tables.map((table) => table.name),
        });
        const counts: Record<string, number> = {};
        for (const table of tables) {
          counts[table.name] = 0;
          for await (const rows of tableBatches(em, table)) {
            counts[table.name] += rows.length;
            await writer.write({ kind: 'rows', table: table.name, rows });
          }
        }
        await writer.write({ kind: 'sequences', values: await readSequences(em) });
        await writer.write({ kind: 'end', counts });
        return {
          tables: tables.length,
          rows: Object.values(counts).reduce((sum, count) => sum + count, 0),
        };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    await writer.finish();
    return summary;
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

export interface RestoreOptions {
  /** Drop everything in a database that is not empty first (otherwise it is refused). */
  replace?: boolean;
}

/**
 * Loads a backup into an empty database: migrates it to the schema the backup was taken at,
 * replaces the rows those migrations made with the backup's in one transaction, checks every table's count against the backup's, sets the
 * sequences, then migrates on to this build's latest schema. A database that already has tables
 * is refused unless `replace` is given.
 */
export async function restoreDatabase(
  orm: MikroORM,
  path: string,
  options: RestoreOptions = {},
): Promise<BackupSummary> {
  const records = readBackup(path);
  try {
    return await restoreRecords(orm, path, records, options);
  } finally {
    await records.return(undefined);
  }
}

async function restoreRecords(
  orm: MikroORM,
  path: string,
  records: AsyncGenerator<BackupRecord>,
  options: RestoreOptions,
): Promise<BackupSummary> {
  const first = await records.next();
  if (first.done || first.value.kind !== 'header') throw new Error(`${path} has no header`);
  const header = first.value;

  const known = new Set(orm.config.get('migrations').migrationsList?.map((entry) => entry.name));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `The backup was taken on a newer schema than this build knows (${unknown.join(', ')}): restore it with that build or a later one`,
    );
  }
  await emptyOrRefuse(orm.em.fork(), options.replace === true);
  if (header.migrations.length > 0) await orm.migrator.up({ migrations: header.migrations });

  const summary = await orm.em.fork().transactional(async (em) => {
    const tables = await readTableShapes(em);
    await clearSeededRows(em, tables);
    const shapes = new Map(tables.map((table) => [table.name, table]));
    const loaded: Record<string, number> = {};
    for await (const record of records) {
      if (record.kind === 'rows') {
        const table = shapes.get(record.table);
        if (!table) throw new Error(`The backup has rows for an unknown table: ${record.table}`);
        await insertRows(em, table, record.rows);
        loaded[table.name] = (loaded[table.name] ?? 0) + record.rows.length;
      } else if (record.kind === 'sequences') {
        for (const [sequence, value] of Object.entries(record.values)) {
          await em.execute('select setval(?::regclass, ?, true)', [
            quoteIdentifier(sequence),
            value,
          ]);
        }
      } else if (record.kind === 'end') {
        await assertCounts(em, header.tables, record.counts);
        return {
          tables: header.tables.length,
          rows: Object.values(record.counts).reduce((sum, count) => sum + count, 0),
        };
      }
    }
    throw new Error(`${path} ends before its last record: the backup is incomplete`);
  });
  await orm.migrator.up();
  return summary;
}

async function emptyOrRefuse(em: EntityManager, replace: boolean): Promise<void> {
  const tables = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  if (tables.length === 0) return;
  if (!replace) {
    throw new Error(
      `The database is not empty (${tables.length} tables and other relations): restore into an empty database, or pass --replace to drop everything in it first`,
    );
  }
  await em.execute('drop schema public cascade');
  await em.execute('create schema public');
}

/**
 * Some migrations insert rows of their own (a counter's single row, for example): the backup
 * has them too, as they were, so they make way for it. Latest tables first, as foreign keys ask.
 */
async function clearSeededRows(em: EntityManager, tables: TableShape[]): Promise<void> {
  for (const table of [...tables].reverse()) {
    const name = quoteIdentifier(table.name);
    const [{ present }] = await em.execute<{ present: boolean }[]>(
      `select exists (select 1 from ${name}) as present`,
    );
    if (present) await em.execute(`delete from ${name}`);
  }
}

/** Every table of the app's schema, in the order its rows can be inserted. */
async function readTableShapes(em: EntityManager): Promise<TableShape[]> {
  // One after another: a transaction's statements share one connection.
  const tables = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind = 'r' and c.relname <> ?`,
    [MIGRATIONS_TABLE],
  );
  const links = await em.execute<{ name: string; target: string }[]>(
    `select source.relname as name, target.relname as target
       from pg_constraint fk
       join pg_class source on source.oid = fk.conrelid
       join pg_class target on target.oid = fk.confrelid
       join pg_namespace n on n.oid = source.relnamespace
       where fk.contype = 'f' and n.nspname = current_schema()`,
  );
  const columns = await em.execute<{ table: string; column: string; type: string }[]>(
    `select table_name as "table", column_name as "column", data_type as type
       from information_schema.columns
       where table_schema = current_schema() and is_generated = 'NEVER'
       order by table_name, ordinal_position`,
  );
  const keys = await em.execute<{ table: string; column: string }[]>(
    `select c.relname as "table", a.attname as "column"
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
       where i.indisprimary and n.nspname = current_schema()
       order by c.relname, k.position`,
  );
  const order = insertionOrder(
    tables.map(({ name }) => ({
      name,
      references: links.filter((link) => link.name === name).map((link) => link.target),
    })),
  );
  return order.map((name) => {
    const own = columns.filter((column) => column.table === name);
    return {
      name,
      columns: own.map((column) => column.column),
      primaryKey: keys.filter((key) => key.table === name).map((key) => key.column),
      hasBinary: own.some((column) => column.type === 'bytea'),
    };
  });
}

/**
 * A table's rows in batches, by primary key (keyset paging: each batch starts after the last
 * key of the one before, so a large table is never skipped through from its start).
 */
async function* tableBatches(em: EntityManager, table: TableShape): AsyncGenerator<unknown[]> {
  const size = table.hasBinary ? ROWS_PER_BATCH_WITH_FILES : ROWS_PER_BATCH;
  const key = table.primaryKey.map(quoteIdentifier);
  const order = key.length > 0 ? key.join(', ') : 'ctid';
  let after: unknown[] | null = null;
  let offset = 0;
  for (;;) {
    const where: string =
      after && key.length > 0
        ? `where (${key.join(', ')}) > (${key.map(() => '?').join(', ')})`
        : '';
    const paging = key.length > 0 ? `limit ${size}` : `limit ${size} offset ${offset}`;
    const batch: { row: string }[] = await em.execute<{ row: string }[]>(
      `select row_to_json(t)::text as row from ${quoteIdentifier(table.name)} t ${where} order by ${order} ${paging}`,
      after ?? [],
    );
    if (batch.length === 0) return;
    const rows: Record<string, unknown>[] = batch.map(
      (entry) => JSON.parse(entry.row) as Record<string, unknown>,
    );
    yield rows;
    if (batch.length < size) return;
    const last: Record<string, unknown> = rows[rows.length - 1];
    after = table.primaryKey.map((column) => last[column]);
    offset += batch.length;
  }
}

/**
 * Inserts rows as they were backed up. The table's own triggers are off meanwhile (the audit
 * log's would chain the rows again, under new ids), then back in the mode each had; foreign keys
 * are still checked. Only the table's owner may do this, as only an owner restores.
 */
async function insertRows(em: EntityManager, table: TableShape, rows: unknown[]): Promise<void> {
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const name = quoteIdentifier(table.name);
  const triggers = await em.execute<{ name: string; mode: string }[]>(
    `select tgname as name, tgenabled as mode from pg_trigger
     where tgrelid = ?::regclass and not tgisinternal and tgenabled <> 'D'`,
    [name],
  );
  for (const trigger of triggers) {
    await em.execute(`alter table ${name} disable trigger ${quoteIdentifier(trigger.name)}`);
  }
  // OVERRIDING SYSTEM VALUE keeps the backed-up ids of identity columns as they were.
  await em.execute(
    `insert into ${name} (${columns}) overriding system value
     select ${columns} from json_populate_recordset(null::${name}, ?::json)`,
    [JSON.stringify(rows)],
  );
  for (const trigger of triggers) {
    await em.execute(
      `alter table ${name} enable ${TRIGGER_MODES[trigger.mode] ?? ''} trigger ${quoteIdentifier(trigger.name)}`,
    );
  }
}

/** pg_trigger.tgenabled: 'O' fires in origin sessions, 'A' always, 'R' in replicas only. */
const TRIGGER_MODES: Record<string, string> = { O: '', A: 'always', R: 'replica' };

async function readSequences(em: EntityManager): Promise<Record<string, number>> {
  const sequences = await em.execute<{ name: string; value: string | null }[]>(
    `select sequencename as name, last_value::text as value from pg_sequences
     where schemaname = current_schema() order by sequencename`,
  );
  return Object.fromEntries(
    sequences
      .filter((sequence) => sequence.value !== null)
      .map((sequence) => [sequence.name, Number(sequence.value)]),
  );
}

async function assertCounts(
  em: EntityManager,
  tables: string[],
  expected: Record<string, number>,
): Promise<void> {
  for (const table of tables) {
    const [{ count }] = await em.execute<{ count: string }[]>(
      `select count(*)::text as count from ${quoteIdentifier(table)}`,
    );
    if (Number(count) !== (expected[table] ?? 0)) {
      throw new Error(
        `${table} has ${count} rows after the restore, the backup ${expected[table] ?? 0}: nothing was kept`,
      );
    }
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
