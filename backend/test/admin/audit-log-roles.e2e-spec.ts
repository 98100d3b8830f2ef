import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

import { verifyAuditChain } from '../../src/platform/audit/audit-chain';
import { insertAuditEntry } from '../../src/platform/audit/audit.service';
import { loadConfig } from '../../src/platform/config/app-config';
import { buildOrmOptions } from '../../src/platform/database/mikro-orm.config';
import { canRewriteAuditLog, migrateToLatest } from '../../src/platform/database/migrate';
import { buildBackend } from '../support/built-processes';
import { dropDatabase, uniqueName } from '../support/databases';
import { adminDatabaseUrl, databaseUrl } from '../support/test-environment';

const ROOT = resolve(__dirname, '../../..');
const run = promisify(execFile);

/** A URL of the test server for `role` (trust authentication: no password). */
function urlAs(role: string, database: string): string {
  const url = new URL(databaseUrl(database));
  url.username = role;
  url.password = '';
  return url.toString();
}

async function asSuperuser(database: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Production's roles: an owner that migrates, and the app's role made by
 * deploy/postgres/app-role.sql, which may only insert into and read the audit log.
 */
describe('the audit log under production roles', () => {
  const database = uniqueName('tb_roles');
  const owner = uniqueName('tb_owner');
  const appRole = uniqueName('tb_app');
  let app: MikroORM;
  let ownerOrm: MikroORM;

  const appSql = (sql: string, params: unknown[] = []) => app.em.fork().execute(sql, params);

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`create role "${owner}" login`);
      await admin.query(`create database "${database}" owner "${owner}"`);
    } finally {
      await admin.end();
    }
    await run('psql', [
      '-q',
      '-d',
      databaseUrl(database),
      '-v',
      `owner=${owner}`,
      '-v',
      `app_role=${appRole}`,
      '-v',
      'app_password=unused-with-trust',
      '-f',
      resolve(ROOT, 'deploy/postgres/app-role.sql'),
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: urlAs(appRole, database),
      DATABASE_OWNER_URL: urlAs(owner, database),
    });
    app = await MikroORM.init({ ...buildOrmOptions(config.database.url!, 4), logger: () => {} });
    await migrateToLatest(app, config);
    ownerOrm = await MikroORM.init({
      ...buildOrmOptions(config.database.ownerUrl!, 1),
      logger: () => {},
    });
  });

  afterAll(async () => {
    await app?.close(true);
    await ownerOrm?.close(true);
    await dropDatabase(database);
    const admin = new Client({ connectionString: adminDatabaseUrl });
    await admin.connect();
    try {
      for (const role of [appRole, owner]) await admin.query(`drop role if exists "${role}"`);
    } finally {
      await admin.end();
    }
  });

  it('lets the app work on its rows and append to the audit log, chained', async () => {
    await appSql(`insert into app_state (key, value) values ('roles-test', '{}')`);
    await appSql(`update app_state set value = '{"x":1}' where key = 'roles-test'`);
    await appSql(`delete from app_state where key = 'roles-test'`);
    for (let i = 0; i < 3; i++) {
      await insertAuditEntry(app.em.fork(), {
        action: 'test.append',
        target: { type: 't', id: i },
      });
    }
    const rows = await app.em
      .fork()
      .execute<{ prev_hash: string; hash: string }[]>(
        'select prev_hash, hash from audit_log order by id',
      );
    expect(rows).toHaveLength(3);
    expect(rows[1].prev_hash).toBe(rows[0].hash);
    expect(rows[2].prev_hash).toBe(rows[1].hash);
    expect(await verifyAuditChain(app.em.fork())).toEqual({ checked: 3 });
    expect(await canRewriteAuditLog(app)).toBe(false);
    expect(await canRewriteAuditLog(ownerOrm)).toBe(true);
  });

  it.each([
    ['UPDATE', `update audit_log set action = 'rewritten'`],
    ['DELETE', 'delete from audit_log'],
    ['TRUNCATE', 'truncate audit_log'],
    ['session_replication_role', 'set session_replication_role = replica'],
    ['turning its triggers off', 'alter table audit_log disable trigger chain'],
  ])('refuses the app %s', async (_what, sql) => {
    await expect(appSql(sql)).rejects.toThrow(/permission denied|must be owner/);
  });

  it('refuses even the owner TRUNCATE, UPDATE and DELETE', async () => {
    const em = () => ownerOrm.em.fork();
    await expect(em().execute('truncate audit_log')).rejects.toThrow(/append-only: TRUNCATE/);
    await expect(em().execute(`update audit_log set action = 'x'`)).rejects.toThrow(
      /append-only: UPDATE/,
    );
    await expect(em().execute('delete from audit_log')).rejects.toThrow(/append-only: DELETE/);
  });

  it('chains entries written at once by several connections', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertAuditEntry(app.em.fork(), {
          action: 'test.concurrent',
          target: { type: 't', id: i },
        }),
      ),
    );
    const report = await verifyAuditChain(app.em.fork());
    expect(report.firstBroken).toBeUndefined();
    expect(report.checked).toBeGreaterThanOrEqual(23);
  });

  describe('npm run audit:verify', () => {
    beforeAll(() => buildBackend());

    const verify = () =>
      run(process.execPath, ['dist/backend/scripts/audit-verify.js'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: urlAs(appRole, database) },
      });

    it('finds the first entry a superuser changed, then the first one removed', async () => {
      const ok = await verify();
      expect(ok.stdout).toMatch(/^audit log: \d+ entries, every link holds$/m);

      const ids = (
        await app.em.fork().execute<{ id: number }[]>('select id from audit_log order by id')
      ).map((row) => row.id);
      await asSuperuser(
        database,
        `alter table audit_log disable trigger append_only;
         update audit_log set action = 'quietly.rewritten' where id = ${ids[4]};
         alter table audit_log enable always trigger append_only;`,
      );
      await expect(verify()).rejects.toMatchObject({
        code: 1,
        stdout: `audit log: entry ${ids[4]} was changed after it was written; the 4 entries before it hold\n`,
      });

      await asSuperuser(
        database,
        `alter table audit_log disable trigger append_only;
         update audit_log set action = 'test.append' where id = ${ids[4]};
         delete from audit_log where id = ${ids[2]};
         alter table audit_log enable always trigger append_only;`,
      );
      await expect(verify()).rejects.toMatchObject({
        code: 1,
        stdout: expect.stringContaining(
          `entry ${ids[3]} does not follow the entry before it`,
        ) as unknown,
      });
    });
  });
});
