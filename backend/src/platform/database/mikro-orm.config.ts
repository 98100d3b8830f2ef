import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';

import { entities } from './entities';
import { migrationsList } from './migrations';

/**
 * One ORM configuration for the API, the worker, the scripts and the tests. Entities and
 * migrations are listed statically so that compiled code, ts sources and test runners agree.
 * A `host` query parameter (`?host=/run/postgresql`, as libpq reads it) names a Unix socket's
 * folder, which takes the place of the URL's host.
 */
export function buildOrmOptions(clientUrl: string, poolMax: number): Options {
  const socketDir = new URL(clientUrl).searchParams.get('host') ?? undefined;
  return defineConfig({
    clientUrl,
    ...(socketDir ? { host: socketDir } : {}),
    entities,
    pool: { min: 0, max: poolMax },
    extensions: [Migrator, SeedManager],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
    ignoreUndefinedInQuery: true,
  });
}
