// Public read throughput: GET /api/services and GET /api/projects on the production API
// (`node dist/backend/main.js`, NODE_ENV=production, Redis for rate limits and queues as in
// docker-compose) beside a bare node:http + pg server (bench/baseline/raw-server.mjs) answering
// the same rows from the same PostgreSQL database, in the same run. autocannon drives both with
// the same number of connections; the table shows requests per second, latency and the ratio.
//
//   npm run build -w backend && npm run bench:api
//
// Environment (all optional):
//   BENCH_DATABASE_ADMIN_URL  PostgreSQL to create the bench database in
//                             (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_DATABASE            database name, dropped and re-created (default terrabridge_bench)
//   BENCH_REDIS_URL           Redis for the API (default redis://127.0.0.1:6379/5; '' = none)
//   BENCH_DURATION            seconds per measured run (default 10)
//   BENCH_CONNECTIONS         concurrent connections (default 50)
//   BENCH_GZIP=1              also measure the API with Accept-Encoding: gzip, br
//   BENCH_API_ENTRY           the API build to start (default dist/backend/main.js), e.g. an
//                             older build to compare with
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join, resolve } from 'node:path';

import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'terrabridge_bench';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const withGzip = process.env.BENCH_GZIP === '1';
const apiEntry = resolve(root, process.env.BENCH_API_ENTRY ?? 'dist/backend/main.js');
const paths = ['/api/services', '/api/projects'];
const apiPort = 3511;
const rawPort = 3512;

if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DATABASE: ${dbName}`);
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

const children = [];

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; undefined elsewhere. Under
 * a shared, busy machine, CPU per request is steadier than requests per second.
 */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

function run(args, env, label) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${label} exited with ${code}`)),
    );
  });
}

async function start(args, env, port, readyPath) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    // The API logs every request as JSON on stdout (LOG_LEVEL=info, as in production); here the
    // lines go to /dev/null.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not answer in 60 s`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((r) => {
          if (child.exitCode !== null) return r();
          child.once('exit', r);
          child.kill('SIGTERM');
        }),
    ),
  );
}

function cannon(url, seconds, headers = {}) {
  return autocannon({ url, connections, duration: seconds, headers });
}

const fmtInt = (n) => Math.round(n).toLocaleString('en-US');

async function main() {
  // 1. A fresh database with the schema and the demo content, as `npm run seed` makes it.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  await run(
    [join(root, 'dist/backend/scripts/seed.js')],
    { DATABASE_URL: dbUrl, LOG_LEVEL: 'error' },
    'seed',
  );

  // 2. Both servers.
  const apiEnv = {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: 'tbbench',
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'info',
  };
  const api = await start([apiEntry], apiEnv, apiPort, '/api/health');
  const raw = await start(
    [join(root, 'bench/baseline/raw-server.mjs')],
    { DATABASE_URL: dbUrl },
    rawPort,
    '/api/services',
  );

  // 3. Same answers from both, or the comparison means nothing.
  for (const path of paths) {
    const [a, b] = await Promise.all(
      [apiPort, rawPort].map((port) =>
        fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.json()),
      ),
    );
    if (!isDeepStrictEqual(a, b))
      throw new Error(`${path}: the API and the baseline answer differently`);
    console.log(
      `${path}: ${a.length} rows, ${JSON.stringify(a).length} bytes, same JSON from both`,
    );
  }

  // 4. Warm-up, then the measured runs, alternating the servers.
  const targets = [];
  for (const path of paths) {
    targets.push({
      name: `API ${path}`,
      url: `http://127.0.0.1:${apiPort}${path}`,
      path,
      kind: 'api',
      pid: api.pid,
    });
    if (withGzip)
      targets.push({
        name: `API ${path} (gzip)`,
        url: `http://127.0.0.1:${apiPort}${path}`,
        path,
        kind: 'api-gzip',
        pid: api.pid,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
    targets.push({
      name: `raw ${path}`,
      url: `http://127.0.0.1:${rawPort}${path}`,
      path,
      kind: 'raw',
      pid: raw.pid,
    });
  }
  for (const t of targets) await cannon(t.url, 3, t.headers);
  const rows = [];
  for (const t of targets) {
    process.stdout.write(`measuring ${t.name} for ${duration} s ...\n`);
    const cpuBefore = cpuMs(t.pid);
    const r = await cannon(t.url, duration, t.headers);
    const cpuAfter = cpuMs(t.pid);
    const cpuUs =
      cpuBefore === undefined || cpuAfter === undefined || r.requests.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / r.requests.total;
    rows.push({
      cpuUs,
      ...t,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytes: r.throughput.average,
      errors: r.errors + r.timeouts + r.non2xx,
    });
  }

  // 5. The table.
  console.log(
    `\n${connections} connections, ${duration} s per target, Node ${process.versions.node}`,
  );
  console.log(
    'target                          req/s   p50 ms   p99 ms    MB/s  errors  API/raw  CPU µs/req',
  );
  for (const row of rows) {
    const raw = rows.find((r) => r.kind === 'raw' && r.path === row.path);
    const ratio = row.kind === 'raw' ? '' : `${(row.rps / raw.rps).toFixed(2)}x`;
    console.log(
      `${row.name.padEnd(28)} ${fmtInt(row.rps).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${(row.bytes / 1048576).toFixed(1).padStart(7)} ${String(row.errors).padStart(7)} ${ratio.padStart(8)} ${(row.cpuUs === undefined ? '-' : fmtInt(row.cpuUs)).padStart(11)}`,
    );
  }
  console.log(
    'CPU µs/req: CPU time of the server process per answered request (PostgreSQL not included).',
  );
}

try {
  await main();
} finally {
  await stopAll();
  if (!process.env.BENCH_KEEP_DB) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
