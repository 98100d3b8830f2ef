// The client portal's project page on the embedded default: `GET /api/user/projects/{id}` for a
// project with 50 milestones, 200 updates and 500 comments (bench/support/large-project.mjs),
// signed in as its client, beside the public catalogue (`GET /api/projects`, `GET /api/services`)
// measured by the same autocannon settings in the same run. The API runs as `npm start` runs it
// on a fresh machine: no DATABASE_URL or REDIS_URL, so embedded PGlite in a data folder (here a
// temporary one) and in-process queues, NODE_ENV and LOG_LEVEL unset (the log goes to /dev/null).
//
//   npm run build -w backend && npm run bench:portal
//
// Environment (all optional):
//   BENCH_DURATION     seconds per measured run (default 10)
//   BENCH_CONNECTIONS  comma-separated connection counts, each measured in turn (default 1,10)
//   BENCH_GZIP=1       send a browser's Accept-Encoding (gzip, deflate, br) on every request
//   BENCH_API_ENTRY    the API build to start (default dist/backend/main.js), e.g. an older build
//                      to compare with
//   BENCH_PORT         the API's port (default 3521)
//   BENCH_NODE_ARGS    extra Node options for the API, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
//                      to profile it (the last profile written is the measured process's)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';

import {
  BENCH_CLIENT,
  LARGE_PROJECT,
  seedLargeProject,
  VISIBLE_UPDATES,
} from './support/large-project.mjs';

const root = resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const apiEntry = resolve(root, process.env.BENCH_API_ENTRY ?? 'dist/backend/main.js');
const encoding = process.env.BENCH_GZIP === '1' ? { 'accept-encoding': 'gzip, deflate, br' } : {};
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const port = Number(process.env.BENCH_PORT ?? 3521);
const origin = `http://127.0.0.1:${port}`;
const PAGE_SIZE = 20;

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
];
const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-portal-'));
const apiEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !NOT_THE_DEFAULT.includes(name)),
);
Object.assign(apiEnv, { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();
/** CPU time (user + system, ms) a process has used so far; undefined without /proc. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

async function startApi() {
  const child = spawn(process.execPath, [...nodeArgs, apiEntry], {
    cwd: root,
    env: apiEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${apiEntry} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stopApi(child);
      throw new Error(`${apiEntry} did not answer in 120 s`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopApi(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

async function signIn() {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ username: BENCH_CLIENT.username, password: BENCH_CLIENT.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tb_session=') && !c.startsWith('tb_session=;'));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0];
}

/** The project page's answer must be the project with its plan and first pages, not an error. */
async function checkDetail(url, cookie, projectId) {
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  const project = JSON.parse(body);
  const problems = [];
  if (project.id !== projectId) problems.push(`id ${project.id}`);
  if (project.milestones?.length !== LARGE_PROJECT.milestones)
    problems.push(`${project.milestones?.length} milestones`);
  for (const list of ['updates', 'comments']) {
    const page = project[list];
    if (page?.items?.length !== PAGE_SIZE || !page.nextCursor)
      problems.push(`${list}: ${page?.items?.length} items, nextCursor ${page?.nextCursor}`);
  }
  if (project.updates?.items?.some((update) => !update.isPublic))
    problems.push('an internal update shown to the client');
  const files = [...(project.updates?.items ?? []), ...(project.comments?.items ?? [])].flatMap(
    (item) => item.attachments,
  );
  if (files.length === 0) problems.push('no attachments on the first pages');
  if (problems.length) throw new Error(`${url}: unexpected answer (${problems.join('; ')})`);
  return { bytes: Buffer.byteLength(body), files: files.length };
}

/** One autocannon run, with every response time kept so p95 is exact (autocannon has no p95). */
async function measure(target, connections, seconds) {
  const times = [];
  const cpuBefore = cpuMs(target.pid);
  const run = autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.headers,
  });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  const cpuAfter = cpuMs(target.pid);
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return {
    rps: result.requests.total / seconds,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

const fmtLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n) => n.toFixed(1).padStart(7);

async function main() {
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`;
  const loadAtStart = fmtLoad();

  // 1. A first start creates, migrates and seeds the embedded database, as on a fresh machine.
  await stopApi(await startApi());

  // 2. The large project, written into the same database while no API holds it.
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  const { projectId } = await seedLargeProject(db);
  await db.close();

  // 3. The API again, the client signed in, and the answers checked.
  const api = await startApi();
  try {
    const cookie = await signIn();
    const detailPath = `/api/user/projects/${projectId}`;
    const detail = await checkDetail(`${origin}${detailPath}`, cookie, projectId);
    console.log(
      `${detailPath}: ${LARGE_PROJECT.milestones} milestones, first ${PAGE_SIZE} of ` +
        `${VISIBLE_UPDATES} visible updates and of ${LARGE_PROJECT.comments} comments ` +
        `(${detail.files} files), ${detail.bytes.toLocaleString('en-US')} bytes`,
    );
    const targets = [
      { name: `portal ${detailPath}`, url: `${origin}${detailPath}`, headers: { cookie } },
      { name: 'public /api/projects', url: `${origin}/api/projects` },
      { name: 'public /api/services', url: `${origin}/api/services` },
    ].map((target) => ({ ...target, headers: { ...target.headers, ...encoding }, pid: api.pid }));
    for (const target of targets.slice(1)) {
      const res = await fetch(target.url);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${target.url} answered ${res.status}`);
      console.log(
        `${target.url.slice(origin.length)}: ${JSON.parse(body).length} rows, ` +
          `${Buffer.byteLength(body).toLocaleString('en-US')} bytes`,
      );
    }

    // 4. Per connection count: a warm-up of every target, then each measured in turn.
    const rows = [];
    for (const connections of connectionCounts) {
      for (const target of targets) await measure(target, connections, 2);
      for (const target of targets) {
        process.stdout.write(`measuring ${target.name}, ${connections} conn., ${duration} s\n`);
        const result = await measure(target, connections, duration);
        if (result.errors > 0)
          throw new Error(`${target.name}: ${result.errors} errors or non-2xx answers`);
        rows.push({ connections, name: target.name, ...result });
      }
    }

    // 5. The table.
    console.log(
      `\nMachine: ${machine}; load average (1, 5, 15 min) ${loadAtStart} before, ` +
        `${fmtLoad()} after; Node ${process.versions.node}; ${duration} s per run` +
        (process.env.BENCH_GZIP === '1' ? '; Accept-Encoding: gzip, deflate, br' : ''),
    );
    console.log(
      'conn.  target                            req/s   p50 ms   p95 ms   p99 ms  CPU ms/req',
    );
    for (const row of rows) {
      console.log(
        `${String(row.connections).padStart(5)}  ${row.name.padEnd(30)} ${Math.round(row.rps).toLocaleString('en-US').padStart(8)} ${ms(row.p50)}  ${ms(row.p95)}  ${ms(row.p99)}  ${(row.cpuMsPerRequest === undefined ? '-' : row.cpuMsPerRequest.toFixed(2)).padStart(10)}`,
      );
    }
    console.log(
      'CPU ms/req: CPU time of the API process per answered request; the embedded database runs ' +
        'inside it, so this includes the queries.',
    );
  } finally {
    await stopApi(api);
  }
}

try {
  await main();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
