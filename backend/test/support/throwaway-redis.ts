import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createConnection, createServer } from 'node:net';

import { eventually } from './test-app';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** True when a Redis server answers PING on the port. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A Redis server of a test's own (redis-server on PATH), without persistence, that the test can
 * kill and start again on the same port, to see what the app does while Redis is away.
 */
export class ThrowawayRedis {
  private server?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<ThrowawayRedis> {
    const redis = new ThrowawayRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  async start(): Promise<void> {
    if (this.server) return;
    this.server = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await eventually(() => pings(this.port));
  }

  /** Kills the server by its process id, as a crash would, and waits until it is gone. */
  async kill(): Promise<void> {
    const server = this.server;
    if (!server?.pid) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    process.kill(server.pid, 'SIGKILL');
    await exited;
    this.server = undefined;
  }
}
