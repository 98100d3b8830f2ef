import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import request from 'supertest';

import { createApp } from '../../src/create-app';
import { loadConfig } from '../../src/platform/config/app-config';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

/** `npm start` on a fresh machine: no DATABASE_URL, no REDIS_URL, an empty data folder. */
async function startEmbedded(dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await EmbeddedPostgres.start(config.database.dataDir);
  const app = await createApp(config, { databaseUrl: database.clientUrl });
  await app.init();
  return {
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
      const health = await first.http.get('/api/health').expect(200);
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
});
