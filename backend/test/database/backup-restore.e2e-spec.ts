import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { MikroORM } from '@mikro-orm/postgresql';

import { verifyAuditChain } from '../../src/platform/audit/audit-chain';
import { insertAuditEntry } from '../../src/platform/audit/audit.service';
import {
  backUpDatabase,
  restoreDatabase,
} from '../../src/platform/database/backup/database-backup';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { buildOrmOptions, type DatabaseTarget } from '../../src/platform/database/mikro-orm.config';
import { seedDemoDataOnce } from '../../src/platform/database/seeders/seed-demo-data';
import { buildBackend } from '../support/built-processes';
import {
  createEmptyDatabase,
  createTestDatabase,
  dropDatabase,
  uniqueName,
} from '../support/databases';

const ROOT = resolve(__dirname, '../../..');

/** What a restore must bring back: every table's row count and every stored file's bytes. */
interface DatabaseContents {
  counts: Record<string, number>;
  /** Each stored file's id with the SHA-256 of the bytes the database holds now. */
  files: Record<number, string>;
  /** The SHA-256 each file was stored with. */
  recordedFiles: Record<number, string>;
  nextInvoiceNumber: number;
  /** The audit log's chain, entry by entry. */
  auditChain: string[];
}

async function contentsOf(orm: MikroORM): Promise<DatabaseContents> {
  const em = orm.em.fork();
  const tables = await em.execute<{ name: string }[]>(
    `select tablename as name from pg_tables where schemaname = current_schema()
     and tablename <> 'mikro_orm_migrations' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ count }] = await em.execute<{ count: string }[]>(
      `select count(*)::text as count from "${name}"`,
    );
    counts[name] = Number(count);
  }
  const files = await em.execute<{ id: number; actual: string; recorded: string }[]>(
    `select id, encode(sha256(content), 'hex') as actual, sha256 as recorded from stored_files`,
  );
  const [{ last }] = await em.execute<{ last: number }[]>(
    'select last_number as last from invoice_number_counter where id = 1',
  );
  const chain = await em.execute<{ id: number; hash: string }[]>(
    'select id, hash from audit_log order by id',
  );
  return {
    auditChain: chain.map((entry) => `${entry.id}:${entry.hash}`),
    counts,
    files: Object.fromEntries(files.map((file) => [file.id, file.actual])),
    recordedFiles: Object.fromEntries(files.map((file) => [file.id, file.recorded])),
    nextInvoiceNumber: Number(last) + 1,
  };
}

async function withOrm<T>(target: DatabaseTarget, work: (orm: MikroORM) => Promise<T>) {
  // The migrator's progress lines would fill the test output.
  const orm = await MikroORM.init({ ...buildOrmOptions(target, 2), logger: () => undefined });
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

/** Changes made after the backup, which the restore must not show. */
async function changeData(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  await em.execute(`delete from stored_files where id = (select min(id) from stored_files)`);
  await em.execute(`update users set first_name = 'Changed'`);
  await em.execute(`delete from contact_submissions`);
}

describe('backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tb-backup-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  describe('on PostgreSQL', () => {
    const dropLater: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const drop of dropLater) await drop();
    });

    async function emptyDatabase(): Promise<string> {
      const name = uniqueName('tb_restore');
      dropLater.push(() => dropDatabase(name));
      return createEmptyDatabase(name);
    }

    it('brings back every row and stored file into an empty database', async () => {
      const source = await createTestDatabase();
      dropLater.push(source.drop);
      const file = join(folder, 'postgres.tbk');

      const before = await withOrm(source.url, async (orm) => {
        await seedDemoDataOnce(orm);
        for (const action of ['test.first', 'test.second']) {
          await insertAuditEntry(orm.em.fork(), { action });
        }
        const contents = await contentsOf(orm);
        await backUpDatabase(orm, file);
        await changeData(orm);
        return contents;
      });
      expect(Object.keys(before.files).length).toBeGreaterThan(0);
      expect(before.files).toEqual(before.recordedFiles);
      expect(before.counts.users).toBeGreaterThan(0);

      const target = await emptyDatabase();
      const after = await withOrm(target, async (orm) => {
        const summary = await restoreDatabase(orm, file);
        expect(summary.rows).toBe(Object.values(before.counts).reduce((a, b) => a + b, 0));
        expect(await orm.migrator.getPending()).toEqual([]);
        return contentsOf(orm);
      });
      expect(after).toEqual(before);
      expect(before.auditChain).toHaveLength(2);
      await withOrm(target, async (orm) => {
        expect(await verifyAuditChain(orm.em.fork())).toEqual({ checked: 2 });
      });
    });

    it('keeps numbering where the backup left it', async () => {
      const source = await createTestDatabase();
      dropLater.push(source.drop);
      const file = join(folder, 'sequences.tbk');
      const lastUserId = await withOrm(source.url, async (orm) => {
        await seedDemoDataOnce(orm);
        await backUpDatabase(orm, file);
        const [{ id }] = await orm.em
          .fork()
          .execute<{ id: number }[]>('select max(id) as id from users');
        return id;
      });
      await withOrm(await emptyDatabase(), async (orm) => {
        await restoreDatabase(orm, file);
        const [{ id }] = await orm.em.fork().execute<{ id: number }[]>(
          `insert into users (username, email, password_hash, first_name, last_name)
             values ('after', 'after@example.com', 'x', 'A', 'B') returning id`,
        );
        expect(id).toBe(lastUserId + 1);
      });
    });

    it('refuses a database that is not empty unless told to replace it', async () => {
      const source = await createTestDatabase();
      dropLater.push(source.drop);
      const file = join(folder, 'replace.tbk');
      const before = await withOrm(source.url, async (orm) => {
        await seedDemoDataOnce(orm);
        await backUpDatabase(orm, file);
        return contentsOf(orm);
      });
      const other = await createTestDatabase();
      dropLater.push(other.drop);
      await withOrm(other.url, async (orm) => {
        await expect(restoreDatabase(orm, file)).rejects.toThrow(
          /The database is not empty .* pass --replace/,
        );
        await restoreDatabase(orm, file, { replace: true });
        expect(await contentsOf(orm)).toEqual(before);
      });
    });

    it('refuses a file cut short, and leaves no half-restored rows', async () => {
      const source = await createTestDatabase();
      dropLater.push(source.drop);
      const file = join(folder, 'whole.tbk');
      await withOrm(source.url, async (orm) => {
        await seedDemoDataOnce(orm);
        await backUpDatabase(orm, file);
      });
      const cut = join(folder, 'cut.tbk');
      const bytes = readFileSync(file);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      await withOrm(await emptyDatabase(), async (orm) => {
        await expect(restoreDatabase(orm, cut)).rejects.toThrow(/not a complete backup file/);
        const [{ count }] = await orm.em
          .fork()
          .execute<{ count: string }[]>('select count(*)::text as count from users');
        expect(count).toBe('0');
      });
    });
  });

  describe('on the embedded database, through npm run backup and npm run restore', () => {
    beforeAll(() => buildBackend());

    const run = (script: string, dataDir: string, ...args: string[]) =>
      promisify(execFile)(process.execPath, [`dist/backend/scripts/${script}`, ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir },
      });

    async function embeddedContents(dataDir: string): Promise<DatabaseContents> {
      const database = EmbeddedPostgres.start(dataDir);
      try {
        return await withOrm({ embedded: database.dir }, contentsOf);
      } finally {
        database.stop();
      }
    }

    it('brings back every row and stored file, and moves them to PostgreSQL too', async () => {
      const sourceDir = join(folder, 'source-data');
      const restoredDir = join(folder, 'restored-data');
      const file = join(folder, 'embedded.tbk');
      await run('seed.js', sourceDir);
      const before = await embeddedContents(sourceDir);
      expect(Object.keys(before.files).length).toBeGreaterThan(0);

      const backedUp = await run('backup.js', sourceDir, file);
      expect(backedUp.stdout).toMatch(/^backed up \d+ rows of \d+ tables to /m);
      const restored = await run('restore.js', restoredDir, file);
      expect(restored.stdout).toMatch(/^restored \d+ rows of \d+ tables from /m);
      expect(await embeddedContents(restoredDir)).toEqual(before);

      await expect(run('restore.js', restoredDir, file)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/The database is not empty/) as unknown,
      });

      const name = uniqueName('tb_restore');
      try {
        const url = await createEmptyDatabase(name);
        await withOrm(url, async (orm) => {
          await restoreDatabase(orm, file);
          expect(await contentsOf(orm)).toEqual(before);
        });
      } finally {
        await dropDatabase(name);
      }
      // Four embedded databases opened in turn, each a few seconds to start.
    }, 180_000);

    it('says how to call it without a file', async () => {
      await expect(run('backup.js', join(folder, 'unused'))).rejects.toMatchObject({
        code: 2,
        stderr: 'Usage: npm run backup -- FILE\n',
      });
    });
  });
});
