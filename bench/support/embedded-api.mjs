// The API as `npm start` runs it on a fresh machine, for the benches that measure it there: no
// DATABASE_URL or REDIS_URL, so embedded PGlite in a data folder (a temporary one) and in-process
// queues, NODE_ENV and LOG_LEVEL unset (the log goes to /dev/null). Also the sign-in and the
// autocannon run those benches share.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { dropBodies } from './drop-bodies.mjs';
import { cpuMs, percentile, root } from './processes.mjs';

// Settings of the calling shell that would take the API away from the embedded default.
const NOT_THE_DEFAULT = [
  'NODE_ENV',
  'DATABASE_URL',
  'DATABASE_POOL_MAX',
  'REDIS_URL',
  'LOG_LEVEL',
  'SESSION_SECRET',
  'PUBLIC_URL',
  'PUBLIC_CACHE_TTL_MS',
  'RATE_LIMIT_MULTIPLIER',
  'RUN_WORKERS',
  'SEED_DEMO_DATA',
  'SMTP_URL',
  'SSR',
  'PAGE_CACHE',
  'SSR_CONCURRENCY',
];

/**
 * An embedded API on `port` with its own temporary data folder: `start()` runs it (the first
 * start creates, migrates and seeds the database), `stop()` ends it, `remove()` deletes the folder.
 * `pgliteDir` is where the database lives, to seed it while no API holds it. `env` adds settings
 * of the bench's own (a switch being measured) on top of the default; `cwd`, another checkout's
 * root to run its build.
 */
export function embeddedApi({
  entry,
  port,
  nodeArgs = [],
  tag = 'bench',
  env: extra = {},
  cwd = root,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), `tb-${tag}-`));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !NOT_THE_DEFAULT.includes(name)),
  );
  Object.assign(env, extra, { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  let child = null;

  const stop = () =>
    new Promise((done) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return done();
      running.once('exit', done);
      running.kill('SIGTERM');
    });

  async function start() {
    child = spawn(process.execPath, [...nodeArgs, entry], {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${entry} did not answer in 120 s`);
      }
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return child;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Waits until the API is idle (under 5% of a core for a second), at most a minute: a start runs
   * work in the background (demo invoices' PDFs, the daily billing run) that would otherwise be
   * measured along with the requests.
   */
  async function settle() {
    const deadline = Date.now() + 60_000;
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      const before = cpuMs(child.pid);
      await new Promise((r) => setTimeout(r, 500));
      quiet = cpuMs(child.pid) - before < 25 ? quiet + 1 : 0;
    }
  }

  return {
    origin,
    settle,
    pgliteDir: join(dataDir, 'pglite'),
    start,
    stop,
    get pid() {
      return child?.pid;
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The sign-in a browser on `origin` sends: `POST /api/login` (fetch options and the path). */
export function signInRequest(origin, username, password) {
  return {
    method: 'POST',
    path: '/api/login',
    // The API checks the Origin of a sign-in against its own address, as a browser sends it.
    headers: {
      'content-type': 'application/json',
      origin: origin.replace('127.0.0.1', 'localhost'),
    },
    body: JSON.stringify({ username, password }),
  };
}

/** Signs in through the API; the `tb_session=…` cookie to send with the measured requests. */
export async function signIn(origin, username, password) {
  const { path, ...request } = signInRequest(origin, username, password);
  const res = await fetch(`${origin}${path}`, request);
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tb_session=') && !c.startsWith('tb_session=;'));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0];
}

/**
 * One autocannon run of `target` ({ url, headers, pid }), with every response time kept so p95
 * is exact (autocannon has no p95), and the CPU the process `pid` spent per answered request.
 */
export async function measure(target, connections, seconds) {
  const times = [];
  const cpuBefore = cpuMs(target.pid);
  const run = autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.headers,
    setupClient: dropBodies,
  });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  const cpuAfter = cpuMs(target.pid);
  times.sort((a, b) => a - b);
  const answered = result.requests.total;
  return {
    rps: answered / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: answered === 0 ? NaN : (cpuAfter - cpuBefore) / answered,
  };
}
