/**
 * Where integration tests find the real services on this machine. Each run creates its own
 * databases (cloned from one migrated template) and its own Redis key prefix, and removes them.
 */
export const adminDatabaseUrl =
  process.env.TEST_DATABASE_ADMIN_URL ??
  process.env.DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/postgres';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrl(name: string): string {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Set by the global setup, inherited by every test worker. */
export const runIds = {
  get template(): string {
    const name = process.env.TB_TEST_TEMPLATE_DB;
    if (!name) throw new Error('integration tests must run through the jest global setup');
    return name;
  },
  get prefix(): string {
    return process.env.TB_TEST_QUEUE_PREFIX ?? 'tbtest';
  },
};
