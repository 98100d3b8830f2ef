import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';

import { createApp } from '../../src/create-app';
import { loadConfig } from '../../src/platform/config/app-config';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { DEMO_LOGINS } from '../../src/platform/database/seeders/demo-content/demo-logins';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login } from '../support/accounts';
import { holdConnection, within } from '../support/stalls';

/** `npm start` on a fresh machine: no DATABASE_URL, no REDIS_URL, an empty data folder. */
async function startEmbedded(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await EmbeddedPostgres.start(config.database.dataDir);
  const app = await createApp(config, { databaseUrl: database.clientUrl });
  await app.init();
  return {
    app,
    database,
    http: request(app.getHttpServer()),
    stop: async () => {
      await app.close();
      await database.stop();
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
      const health = await first.http.get('/api/health').set('Cookie', admin.cookie).expect(200);
      expect(health.body.database).toEqual({ status: 'up', driver: 'embedded' });
      expect(health.body.queue).toMatchObject({ status: 'up', driver: 'inline' });
      services = (await first.http.get('/api/services').expect(200)).body;
      expect(services.length).toBeGreaterThanOrEqual(6);
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

  it('is reached through a socket file only its owner can open, on no TCP port', async () => {
    const embedded = await startEmbedded(dataDir);
    try {
      const { database } = embedded;
      const socketPath = database.socketPath!;
      const url = new URL(database.clientUrl);
      expect(url.searchParams.get('host')).toBe(dirname(socketPath));
      expect(socketPath.startsWith(dataDir)).toBe(true);
      const socket = statSync(socketPath);
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);
      expect(statSync(dirname(socketPath)).mode & 0o777).toBe(0o700);
      // The server behind it has no address a TCP client could use.
      const address = (
        database as unknown as { server: { server: { address(): unknown } } }
      ).server.server.address();
      expect(address).toBe(socketPath);
    } finally {
      await embedded.stop();
    }
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
        .set('Cookie', client.cookie)
        .expect(200);
      const [project] = (projects.body as { items: Array<{ id: number }> }).items;
      await embedded.http
        .post(`/api/user/projects/${project.id}/comments`)
        .set('Cookie', admin.cookie)
        .field('content', 'A note from the team for the digest')
        .expect(201);

      const saved = await embedded.http
        .post('/api/social-media/save')
        .set('Cookie', client.cookie)
        .send({ platform: 'twitter', content: 'A post to remind on the embedded database' })
        .expect(201);
      await embedded.http
        .put(`/api/social-media/${saved.body.id}/schedule`)
        .set('Cookie', client.cookie)
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
});
