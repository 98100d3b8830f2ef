import { randomBytes } from 'node:crypto';

import type { NestExpressApplication } from '@nestjs/platform-express';

import { createApp } from '../../src/create-app';
import { type AppConfig, loadConfig } from '../../src/platform/config/app-config';
import { createTestDatabase } from './databases';
import { redisUrl, runIds } from './test-environment';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  databaseUrl: string;
  /** Stops the app but keeps its database (to restart on it). */
  stop(): Promise<void>;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
}

/**
 * The real application on a private clone of the migrated database and a private Redis key prefix.
 * Pass `REDIS_URL: ''` to run the queues through the inline driver instead of BullMQ,
 * `TRUST_PROXY: ''` to believe no forwarded address (the production default), and
 * `reuse` to start a second app on the database of a first (a restart).
 */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  reuse?: { database: string },
): Promise<TestApp> {
  // A restarted app reuses a database another TestApp owns and drops.
  const database = reuse
    ? { url: reuse.database, drop: async () => undefined }
    : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: `${runIds.prefix}-${randomBytes(3).toString('hex')}`,
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    SESSION_SECRET: 'integration-tests-session-secret-0123456789',
    // Requests come from supertest on loopback, which plays the trusted proxy: each test names its
    // client with X-Forwarded-For (newIp()). Tests of the default pass TRUST_PROXY: ''.
    TRUST_PROXY: 'loopback',
    ...env,
  });
  const app = await createApp(config, { database: database.url });
  try {
    await app.init();
  } catch (error) {
    // A start-up that fails (as some tests intend) must not leave connections or a database behind.
    await app.close().catch(() => undefined);
    await database.drop();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= app.close());
  return {
    app,
    config,
    databaseUrl: database.url,
    stop,
    close: async () => {
      await stop();
      await database.drop();
    },
  };
}

/** Polls until `check` returns a value, for work that finishes in a background job. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  { timeoutMs = 15000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
