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
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    /** The folder holding the socket, as libpq's `host` names it. */
    readonly socketDir: string,
    private readonly ownsSocketDir: boolean,
  ) {}

  /** The socket file clients connect to. */
  get socketPath(): string {
    return socketFile(this.socketDir);
  }

  /** A connection URL for node-postgres (`host` names the socket's folder); see buildOrmOptions. */
  get clientUrl(): string {
    return `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(this.socketDir)}`;
  }

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const { socketDir, owned } = privateSocketDir(dataDir);
    await removeStaleSocket(socketFile(socketDir));
    const db = await PGlite.create({ dataDir: dir });
    const server = new PGLiteSocketServer({ db, path: socketFile(socketDir) });
    try {
      await server.start();
      chmodSync(socketFile(socketDir), 0o600);
    } catch (error) {
      await server.stop().catch(() => undefined);
      await db.close();
      throw error;
    }
    return new EmbeddedPostgres(db, server, socketDir, owned);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
    if (this.ownsSocketDir) rmSync(this.socketDir, { recursive: true, force: true });
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
