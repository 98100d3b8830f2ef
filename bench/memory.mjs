// The API's memory (resident set size): at rest after a first start (database created, migrated
// and seeded), at rest after a later start, and its peak under a signed-in crowd, on the embedded
// default and on PostgreSQL with Redis, beside a bare Nest app (one route, nothing else) started
// the same way in the same run: the floor any Nest process pays.
//
//   npm run build && npm run bench:memory
//
// Environment (all optional):
//   BENCH_MEMORY_SETTLE_S     seconds to wait, once the API is idle, before reading "at rest" (20)
//   BENCH_MEMORY_CROWD_S      seconds of the crowd (30)
//   BENCH_MEMORY_CONNECTIONS  connections of the crowd (200)
//   TEST_DATABASE_ADMIN_URL   a PostgreSQL server to create the bench's database on
//                             (postgresql://postgres@127.0.0.1:5432/postgres); REDIS_URL likewise
//   BENCH_MEMORY_PG=0         the embedded default only
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { dropBodies } from './support/drop-bodies.mjs';
import { embeddedApi, signIn } from './support/embedded-api.mjs';
import {
  databaseUrl,
  deleteKeys,
  dropDatabase,
  fmtLoad,
  machine,
  recreateDatabase,
  root,
} from './support/processes.mjs';

const settleS = Number(process.env.BENCH_MEMORY_SETTLE_S ?? 20);
const crowdS = Number(process.env.BENCH_MEMORY_CROWD_S ?? 30);
const connections = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 200);
const adminUrl =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const withPostgres = process.env.BENCH_MEMORY_PG !== '0';

const DEMO_CLIENT = { username: 'democlient', password: 'Client#Demo2026' };
/** What the crowd asks for, each connection in turn: signed-in pages, portal reads, public pages. */
const CROWD_PATHS = [
  '/dashboard',
  '/api/user/projects',
  '/dashboard?tab=billing',
  '/',
  '/api/services',
];

/** VmRSS and VmHWM (the peak so far) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const pause = (s) => new Promise((r) => setTimeout(r, s * 1000));

async function atRest(api) {
  await api.settle();
  await pause(settleS);
  return memoryOf(api.pid).rss;
}

/** The highest resident size while the crowd runs, sampled every 100 ms. */
async function peakUnderCrowd(api) {
  const cookie = await signIn(api.origin, DEMO_CLIENT.username, DEMO_CLIENT.password);
  let peak = memoryOf(api.pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(api.pid).rss)), 100);
  try {
    const result = await autocannon({
      url: api.origin,
      connections,
      duration: crowdS,
      headers: { cookie },
      requests: CROWD_PATHS.map((path) => ({ method: 'GET', path })),
      setupClient: dropBodies,
    });
    return { peak, errors: result.errors + result.timeouts + result.non2xx };
  } finally {
    clearInterval(sampler);
  }
}

/** A Nest app with one route and nothing else, started as the API is. */
async function bareNest(port) {
  const api = embeddedApi({ entry: join(root, 'bench/baseline/bare-nest.mjs'), port, tag: 'nest' });
  await api.start();
  try {
    return await atRest(api);
  } finally {
    await api.stop();
    api.remove();
  }
}

/** At rest after a first and a later start, then the peak under the crowd. */
async function measure(api) {
  await api.start();
  const firstStart = await atRest(api);
  await api.stop();
  await api.start();
  const laterStart = await atRest(api);
  return { firstStart, laterStart, ...(await peakUnderCrowd(api)) };
}

async function embedded(port) {
  const api = embeddedApi({ entry: join(root, 'dist/backend/main.js'), port, tag: 'memory' });
  try {
    return await measure(api);
  } finally {
    await api.stop();
    api.remove();
  }
}

async function onPostgres(port) {
  const name = `tb_bench_memory_${process.pid}`;
  const prefix = `tbbench-memory-${process.pid}`;
  await recreateDatabase(adminUrl, name);
  const api = embeddedApi({
    entry: join(root, 'dist/backend/main.js'),
    port,
    tag: 'memory-pg',
    env: {
      DATABASE_URL: databaseUrl(adminUrl, name),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      SEED_DEMO_DATA: 'true',
    },
  });
  try {
    return await measure(api);
  } finally {
    await api.stop();
    api.remove();
    await dropDatabase(adminUrl, name);
    await deleteKeys(redisUrl, prefix);
  }
}

const mb = (n) => `${Math.round(n)} MB`.padStart(8);
const rows = [['embedded (PGlite, in-process queues)', await embedded(3591)]];
if (withPostgres) rows.push(['PostgreSQL and Redis', await onPostgres(3592)]);
const floor = await bareNest(3593);

console.log(`${machine()}; load ${fmtLoad()}`);
console.log(
  `resident memory, at rest ${settleS} s after the API went idle; peak under ${connections} ` +
    `signed-in connections for ${crowdS} s (${CROWD_PATHS.join(', ')})`,
);
console.log(
  '| database | first start, at rest | later start, at rest | peak under the crowd | errors | bare Nest app, at rest |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [label, r] of rows) {
  console.log(
    `| ${label} | ${mb(r.firstStart)} | ${mb(r.laterStart)} | ${mb(r.peak)} (+${Math.round(
      ((r.peak - r.laterStart) / r.laterStart) * 100,
    )}%) | ${r.errors} | ${mb(floor)} |`,
  );
}
