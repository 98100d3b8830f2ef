import { once } from 'node:events';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import type { AppConfig } from '../config/app-config';
import type { DatabaseTarget } from './mikro-orm.config';

/**
 * Real PostgreSQL compiled to WASM (PGlite), persisted under the data folder and run in this
 * process by the ORM's PGlite driver (see buildOrmOptions), which opens and closes it: no socket,
 * no port, nothing another account or process can connect to. PGlite runs one statement at a
 * time, so the ORM has one connection. A lock file keeps a second process off the same data
 * folder, which two PGlite instances writing at once would corrupt; start before the ORM opens
 * the database, stop after it has closed it.
 */
export class EmbeddedPostgres {
  private constructor(
    /** PGlite's folder, for the ORM. */
    readonly dir: string,
    private readonly lockPath: string,
  ) {}

  static start(dataDir: string): EmbeddedPostgres {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const lockPath = join(dataDir, 'pglite.lock');
    takeLock(lockPath);
    return new EmbeddedPostgres(dir, lockPath);
  }

  stop(): void {
    unlinkSync(this.lockPath);
  }
}

/**
 * Creates an empty folder's database cluster (PostgreSQL's initdb) in a worker thread that then
 * exits. Done in this thread, by the ORM's first connection, the WebAssembly memory initdb used
 * (some 430 MB) stays in the process until a full garbage collection, which a server at rest may
 * not run for a long time; a worker's memory goes when it ends. A folder with a cluster is left
 * as it is.
 */
export async function createEmbeddedCluster(dir: string, settings: string[]): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const { PGlite } = require(workerData.pglite);
     PGlite.create({ dataDir: workerData.dir, postgresqlconf: workerData.settings })
       .then((db) => db.close());`,
    { eval: true, workerData: { pglite: require.resolve('@electric-sql/pglite'), dir, settings } },
  );
  const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error));
  const [code] = (await Promise.race([once(worker, 'exit'), failed])) as [number];
  if (code !== 0) throw new Error(`creating the embedded database in ${dir} failed (${code})`);
}

/**
 * The database a process runs on: DATABASE_URL's server, or else the embedded one of DATA_DIR,
 * held by this process until `release` (after the ORM has closed it).
 */
export function processDatabase(config: AppConfig): { target: DatabaseTarget; release(): void } {
  if (config.database.url) return { target: config.database.url, release: () => undefined };
  const embedded = EmbeddedPostgres.start(config.database.dataDir);
  return { target: { embedded: embedded.dir }, release: () => embedded.stop() };
}

/**
 * Creates the lock file with this process's id, or fails when a running process holds it. The
 * file is written under another name and linked into place, so it is never seen empty. A process
 * killed without stopping leaves its file behind: one naming a process that no longer runs is
 * taken over.
 */
function takeLock(path: string): void {
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, String(process.pid), { mode: 0o600 });
  try {
    for (;;) {
      try {
        linkSync(mine, path);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = Number(readFileSync(path, 'utf8'));
      if (holder === process.pid || isRunning(holder)) {
        throw new Error(
          `The embedded database is in use by another running process (${holder}, ${path})`,
        );
      }
      unlinkSync(path);
    }
  } finally {
    unlinkSync(mine);
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another account.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
