import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';

import { createApp } from '../../src/create-app';
import { verifyAuditChain } from '../../src/platform/audit/audit-chain';
import { loadConfig } from '../../src/platform/config/app-config';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { DEMO_LOGINS } from '../../src/platform/database/seeders/demo-content/demo-logins';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, withSession } from '../support/accounts';
import { holdConnection, within } from '../support/stalls';

/** `npm start` on a fresh machine: no DATABASE_URL, no REDIS_URL, an empty data folder. */
async function startEmbedded(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = EmbeddedPostgres.start(config.database.dataDir);
  const app = await createApp(config, { database: { embedded: database.dir } });
  await app.init();
  return {
    app,
    database,
    http: request(app.getHttpServer()),
    stop: async () => {
      await app.close();
      database.stop();
    },
  };
}

describe('the embedded default', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('boots from an empty data folder, serves the seeded data, and never seeds twice', async () => {
    const first = await startEmbedded(dataDir);
    let services: Array<{ slug: string }>;
    try {
      const [demoAdmin] = DEMO_LOGINS;
      const admin = await login(first.app.getHttpServer(), demoAdmin.username, demoAdmin.password);
      const health = await first.http.get('/api/health').set(withSession(admin.cookie)).expect(200);
      expect(health.body.database).toEqual({ status: 'up', driver: 'embedded' });
      expect(health.body.queue).toMatchObject({ status: 'up', driver: 'inline' });
      services = (await first.http.get('/api/services').expect(200)).body;
      expect(services.length).toBeGreaterThanOrEqual(6);
      // Days and times come as the text PostgreSQL writes them, as from a server: the app reads a
      // due date as YYYY-MM-DD.
      const [row] = await first.app
        .get(EntityManager)
        .fork()
        .execute(`select date '2026-01-02' as day, timestamptz '2026-01-02 03:04:05Z' as at`);
      expect(row).toEqual({ day: '2026-01-02', at: '2026-01-02 03:04:05+00' });
    } finally {
      await first.stop();
    }

    const second = await startEmbedded(dataDir);
    try {
      const again = (await second.http.get('/api/services').expect(200)).body;
      expect(again).toEqual(services);
    } finally {
      await second.stop();
    }
  });

  it('runs in the process, with no socket or port, and keeps a second process off its folder', async () => {
    const embedded = await startEmbedded(dataDir);
    const lockPath = join(dataDir, 'pglite.lock');
    try {
      // Nothing in the data folder another program could connect to.
      for (const entry of readdirSync(dataDir)) {
        expect(statSync(join(dataDir, entry)).isSocket()).toBe(false);
      }
      expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
      expect(() => EmbeddedPostgres.start(dataDir)).toThrow(/in use by another running/);
    } finally {
      await embedded.stop();
    }
    expect(existsSync(lockPath)).toBe(false);

    // A running process's lock is respected; a dead one's (killed without stopping) taken over.
    const other = spawn('sleep', ['60']);
    try {
      writeFileSync(lockPath, String(other.pid));
      expect(() => EmbeddedPostgres.start(dataDir)).toThrow(`(${other.pid},`);
    } finally {
      other.kill();
      await once(other, 'exit');
    }
    const after = EmbeddedPostgres.start(dataDir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    after.stop();
  });

  it('answers health quickly as degraded while its one connection is held', async () => {
    const embedded = await startEmbedded(dataDir);
    const connection = await holdConnection(embedded.app.get(MikroORM));
    try {
      const answer = await within(3000, embedded.http.get('/api/health'));
      expect(answer).not.toBe('no answer');
      const health = answer as request.Response;
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'degraded' });
    } finally {
      await connection.release();
      await embedded.stop();
    }
  });

  it('mails a comment digest and a post reminder on its one connection and keeps answering', async () => {
    const embedded = await startEmbedded(dataDir, {
      COMMENT_DIGEST_WINDOW_SECONDS: '1',
      SOCIAL_REMINDER_SWEEP_MS: '200',
    });
    try {
      const [demoAdmin, demoClient] = DEMO_LOGINS;
      const server = embedded.app.getHttpServer();
      const admin = await login(server, demoAdmin.username, demoAdmin.password);
      const client = await login(server, demoClient.username, demoClient.password);
      const projects = await embedded.http
        .get('/api/user/projects')
        .set(withSession(client.cookie))
        .expect(200);
      const [project] = (projects.body as { items: Array<{ id: number }> }).items;
      await embedded.http
        .post(`/api/user/projects/${project.id}/comments`)
        .set(withSession(admin.cookie))
        .field('content', 'A note from the team for the digest')
        .expect(201);

      const saved = await embedded.http
        .post('/api/social-media/save')
        .set(withSession(client.cookie))
        .send({ platform: 'twitter', content: 'A post to remind on the embedded database' })
        .expect(201);
      await embedded.http
        .put(`/api/social-media/${saved.body.id}/schedule`)
        .set(withSession(client.cookie))
        .send({ scheduledDate: new Date(Date.now() + 1000).toISOString() })
        .expect(200);

      // Each sweep writes its mail in its own transaction: asking for a second connection there
      // would wait forever on the embedded database's only one, and every request with it.
      const outbox = (kind: string) =>
        embedded.app.get(EntityManager).fork().findOne(MailOutbox, { kind });
      for (const kind of ['projects.comment-digest', 'social.reminder']) {
        const deadline = Date.now() + 10_000;
        let mail: MailOutbox | null | 'no answer' = null;
        while (!mail && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          mail = await within(2000, outbox(kind));
        }
        expect({ kind, mail }).toMatchObject({ kind, mail: { to: demoClient.email } });
      }
      expect(await within(2000, embedded.http.get('/api/health'))).toMatchObject({ status: 200 });
    } finally {
      await embedded.stop();
    }
  });
  // Last: it turns the append-only trigger off on this folder's database.
  it('keeps the audit log append-only on the embedded database, and its chain finds a change', async () => {
    const embedded = await startEmbedded(dataDir);
    try {
      const [demoAdmin] = DEMO_LOGINS;
      const admin = await login(
        embedded.app.getHttpServer(),
        demoAdmin.username,
        demoAdmin.password,
      );
      const res = await embedded.http
        .get('/api/admin/audit')
        .query({ action: 'auth.sign_in', actorId: admin.user.id })
        .set(withSession(admin.cookie))
        .expect(200);
      const [entry] = (res.body as { items: { id: number; action: string }[] }).items;
      expect(entry.action).toBe('auth.sign_in');
      const em = embedded.app.get(EntityManager).fork();
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
      await embedded.stop();
    }
  });
});
