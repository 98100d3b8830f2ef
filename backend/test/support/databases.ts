import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

import { adminDatabaseUrl, databaseUrl, runIds } from './test-environment';

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const uniqueName = (stem: string) =>
  `${stem}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

export async function createEmptyDatabase(name: string): Promise<string> {
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  return databaseUrl(name);
}

/** A private database for one test file, cloned from the migrated template in milliseconds. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueName('tb_test');
  await withAdmin((client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${runIds.template}"`),
  );
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
