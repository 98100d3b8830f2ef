import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { createApp } from '../../src/create-app';
import { verifyAuditChain } from '../../src/platform/audit/audit-chain';
import { loadConfig } from '../../src/platform/config/app-config';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { DEMO_LOGINS } from '../../src/platform/database/seeders/demo-content/demo-logins';
import { login, withSession } from '../support/accounts';

/** `npm start` with no DATABASE_URL: the audit log works, and stays append-only, on PGlite. */
describe('audit log on the embedded default', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-audit-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('records a sign-in, lists it for the admin, refuses to rewrite or empty it, and finds a change', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const database = EmbeddedPostgres.start(config.database.dataDir);
    const app = await createApp(config, { database: { embedded: database.dir } });
    try {
      await app.init();
      const [demoAdmin] = DEMO_LOGINS;
      const admin = await login(app.getHttpServer(), demoAdmin.username, demoAdmin.password);
      const res = await request(app.getHttpServer())
        .get('/api/admin/audit')
        .query({ action: 'auth.sign_in', actorId: admin.user.id })
        .set(withSession(admin.cookie))
        .expect(200);
      const [entry] = (res.body as { items: { id: number; action: string }[] }).items;
      expect(entry.action).toBe('auth.sign_in');
      const em = app.get(EntityManager).fork();
      await expect(
        em.execute(`update audit_log set action = 'x' where id = ?`, [entry.id]),
      ).rejects.toThrow(/append-only/);
      await expect(em.execute(`delete from audit_log where id = ?`, [entry.id])).rejects.toThrow(
        /append-only/,
      );
      await expect(em.execute('truncate audit_log')).rejects.toThrow(/append-only: TRUNCATE/);
      expect(await verifyAuditChain(em)).toEqual({ checked: expect.any(Number) as unknown });

      // The embedded database's one role may turn the triggers off; the chain still tells.
      await em.execute(`alter table audit_log disable trigger append_only`);
      await em.execute(`update audit_log set ip = '203.0.113.9' where id = ?`, [entry.id]);
      expect((await verifyAuditChain(em)).firstBroken).toEqual({ id: entry.id, reason: 'changed' });
    } finally {
      await app.close();
      database.stop();
    }
  });
});
