// The servers the fault runs break on purpose, each of the run's own: a Redis without persistence,
// a PostgreSQL cluster in a temporary folder (initdb + pg_ctl, as the `postgres` user when run as
// root, since initdb refuses root), and a fake SMTP server that can hold its answers.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns something truthy; rejects after `ms`. */
export async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

const listens = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Ports from `first` up that nothing listens on and nothing of this run has taken. */
export function portPicker(first, last) {
  let next = first;
  return async function freePort() {
    while (next <= last) {
      const port = next++;
      const bindable = await new Promise((resolve) => {
        const server = createServer();
        server.once('error', () => resolve(false));
        server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
      });
      if (bindable && !(await listens(port))) return port;
    }
    throw new Error(`no free port in ${first}-${last}`);
  };
}

/** A Redis server that `kill()` takes away (SIGKILL, as a crash) and `start()` brings back. */
export function throwawayRedis(port) {
  let server = null;
  const ping = async () => {
    const client = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined); // a refused connection is the answer here
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (server) return;
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await until(ping, 10_000, 'redis-server');
    },
    async kill() {
      const running = server;
      server = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

/** The binaries of the newest PostgreSQL installed (PG_BIN overrides). */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL binaries in ${base} (set PG_BIN)`);
  return join(base, versions[0], 'bin');
}

/**
 * A PostgreSQL cluster in a temporary folder on `port` (trust auth, no fsync: nothing here
 * outlives the run). `stop()` is an immediate shutdown, as a crash; `start()` recovers it.
 */
export function throwawayPostgres(port) {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tb-faults-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const pgRun = (tool, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  return {
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    init() {
      pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    },
    start() {
      pgRun('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    stop(mode = 'immediate') {
      pgRun('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    get running() {
      return existsSync(join(data, 'postmaster.pid'));
    },
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: this.url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
    },
    async query(database, sql, params) {
      const client = new pg.Client({ connectionString: this.url(database) });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    remove() {
      if (this.running) {
        try {
          this.stop('immediate');
        } catch {
          // already gone
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A mail server standing in for the provider: keeps what it accepted (recipients and raw text).
 * `hold()` makes it keep each message's final answer back until `release()`, so a worker can be
 * caught in the middle of a send; `holding` tells how many answers it keeps back. A message whose
 * sender goes away before the answer is not accepted, as with a real server.
 */
export function fakeSmtp(port) {
  const received = [];
  let held = null;
  const waiting = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          waiting.delete(accept);
          if (session.closed) return;
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (!held) return accept();
        waiting.add(accept);
      });
    },
    onClose(session) {
      session.closed = true;
    },
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get holding() {
      return waiting.size;
    },
    hold() {
      held = true;
    },
    release() {
      held = null;
      for (const accept of [...waiting]) accept();
    },
    start: () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () =>
      new Promise((resolve) => {
        for (const accept of [...waiting]) waiting.delete(accept);
        server.close(() => resolve());
      }),
  };
}
