import { defineConfig, EntityManager, MikroORM, type Options } from '@mikro-orm/postgresql';
import { PgliteDriver } from '@mikro-orm/pglite';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';

import { entities } from './entities';
import { migrationsList } from './migrations';

/** Where the data lives: a PostgreSQL server's address, or the folder of PGlite in this process. */
export type DatabaseTarget = string | { embedded: string };

/**
 * PGlite through the ORM, seen by the app as the PostgreSQL it is: the same EntityManager and
 * MikroORM classes (what services are given) as with DATABASE_URL.
 */
class EmbeddedPostgresDriver extends PgliteDriver {
  override getORMClass() {
    return MikroORM as unknown as ReturnType<PgliteDriver['getORMClass']>;
  }
}

/**
 * PGlite's WebAssembly memory only grows, and PostgreSQL's default 128 MB of shared buffers is
 * most of it: a small agency's whole database is a few megabytes, and the files PGlite reads stay
 * in the operating system's cache besides.
 */
export const EMBEDDED_SETTINGS = ['shared_buffers = 16MB'];

/**
 * One ORM configuration for the API, the worker, the scripts and the tests. Entities and
 * migrations are listed statically so that compiled code, ts sources and test runners agree.
 * A `host` query parameter (`?host=/run/postgresql`, as libpq reads it) names a Unix socket's
 * folder, which takes the place of the URL's host. PGlite gets one connection: it runs one
 * statement at a time.
 */
export function buildOrmOptions(database: DatabaseTarget, poolMax: number): Options {
  const common = {
    entities,
    entityManager: EntityManager,
    extensions: [Migrator, SeedManager],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
    ignoreUndefinedInQuery: true,
  };
  if (typeof database !== 'string') {
    return defineConfig({
      ...common,
      driver: EmbeddedPostgresDriver as unknown as Options['driver'],
      // PGlite's own database, in which it has always kept this folder's data.
      dbName: 'postgres',
      driverOptions: { dataDir: database.embedded, postgresqlconf: EMBEDDED_SETTINGS },
    });
  }
  const socketDir = new URL(database).searchParams.get('host') ?? undefined;
  return defineConfig({
    ...common,
    clientUrl: database,
    ...(socketDir ? { host: socketDir } : {}),
    pool: { min: 0, max: poolMax },
  });
}
