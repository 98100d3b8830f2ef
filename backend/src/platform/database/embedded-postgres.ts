import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** The port in the socket file's name, which PostgreSQL clients derive from host + port. */
const SOCKET_PORT = 5432;
/** Longest socket path Linux and macOS accept (sun_path is 104-108 bytes with its NUL). */
const MAX_SOCKET_PATH = 103;

/**
 * Real PostgreSQL compiled to WASM, persisted under the data folder and reached through the normal
 * PostgreSQL driver over a Unix socket that only this account can open: the socket file is 0600
 * in a 0700 folder, so other users of the machine cannot connect (PGlite has no passwords). The
 * socket server runs every query in order on one connection, so the ORM pool must stay at one.
 * Windows has no Unix sockets for Node, so there it listens on a random loopback port instead.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    /** For node-postgres; with a socket, `host` names its folder (see buildOrmOptions). */
    readonly clientUrl: string,
    /** The socket file clients connect to (none on Windows). */
    readonly socketPath: string | undefined,
    private readonly ownedSocketDir?: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    if (process.platform === 'win32') return EmbeddedPostgres.startOnLoopback(dir);

    const { socketDir, owned } = privateSocketDir(dataDir);
    const path = socketFile(socketDir);
    await removeStaleSocket(path);
    const db = await PGlite.create({ dataDir: dir });
    const server = new PGLiteSocketServer({ db, path });
    try {
      await server.start();
      chmodSync(path, 0o600);
    } catch (error) {
      await server.stop().catch(() => undefined);
      await db.close();
      throw error;
    }
    const url = `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`;
    return new EmbeddedPostgres(db, server, url, path, owned ? socketDir : undefined);
  }

  private static async startOnLoopback(dir: string): Promise<EmbeddedPostgres> {
    const db = await PGlite.create({ dataDir: dir });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    const port = (server as unknown as { port: number }).port;
    return new EmbeddedPostgres(
      db,
      server,
      `postgresql://postgres@127.0.0.1:${port}/postgres`,
      undefined,
    );
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
    if (this.ownedSocketDir) rmSync(this.ownedSocketDir, { recursive: true, force: true });
  }
}

const socketFile = (socketDir: string) => join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);

/**
 * A folder only this account can enter, for the socket: `<dataDir>/socket`, or a fresh temporary
 * folder when that path would be too long for a socket.
 */
function privateSocketDir(dataDir: string): { socketDir: string; owned: boolean } {
  const inData = join(dataDir, 'socket');
  if (socketFile(inData).length > MAX_SOCKET_PATH) {
    return { socketDir: mkdtempSync(join(tmpdir(), 'tb-pglite-')), owned: true };
  }
  mkdirSync(inData, { recursive: true, mode: 0o700 });
  chmodSync(inData, 0o700);
  return { socketDir: inData, owned: false };
}

/**
 * A process killed without shutting down leaves its socket file behind, which would stop the
 * next start from listening. A socket that still answers belongs to a running instance on the
 * same data folder, which must not be taken over.
 */
async function removeStaleSocket(path: string): Promise<void> {
  if (!existsSync(path)) return;
  const inUse = await new Promise<boolean>((resolve) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (inUse) {
    throw new Error(`The embedded database at ${path} is in use by another running process`);
  }
  unlinkSync(path);
}
