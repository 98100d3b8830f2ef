import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Real PostgreSQL compiled to WASM, persisted under the data folder and reached through the normal
 * PostgreSQL driver over a loopback socket. The socket server runs every query in order on one
 * connection, so the ORM pool must stay at exactly one connection.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly clientUrl: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const db = await PGlite.create({ dataDir: dir });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    const port = (server as unknown as { port: number }).port;
    return new EmbeddedPostgres(db, server, `postgresql://postgres@127.0.0.1:${port}/postgres`);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
  }
}
