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
import { resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { embeddedApi, measure, signIn } from './support/embedded-api.mjs';
import { fmtLoad, machine } from './support/processes.mjs';
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

const api = embeddedApi({ entry: apiEntry, port, nodeArgs, tag: 'bench-portal' });

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

const ms = (n) => n.toFixed(1).padStart(7);

async function main() {
  const loadAtStart = fmtLoad();

  // 1. A first start creates, migrates and seeds the embedded database, as on a fresh machine.
  await api.start();
  await api.stop();

  // 2. The large project, written into the same database while no API holds it.
  const db = await PGlite.create({ dataDir: api.pgliteDir });
  const { projectId } = await seedLargeProject(db);
  await db.close();

  // 3. The API again, the client signed in, and the answers checked.
  await api.start();
  await api.settle();
  try {
    const cookie = await signIn(origin, BENCH_CLIENT.username, BENCH_CLIENT.password);
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
      `\nMachine: ${machine()}; load average (1, 5, 15 min) ${loadAtStart} before, ` +
        `${fmtLoad()} after; ${duration} s per run` +
        (process.env.BENCH_GZIP === '1' ? '; Accept-Encoding: gzip, deflate, br' : ''),
    );
    console.log(
      'conn.  target                            req/s   p50 ms   p95 ms   p99 ms  CPU ms/req',
    );
    for (const row of rows) {
      console.log(
        `${String(row.connections).padStart(5)}  ${row.name.padEnd(30)} ${Math.round(row.rps).toLocaleString('en-US').padStart(8)} ${ms(row.p50)}  ${ms(row.p95)}  ${ms(row.p99)}  ${(Number.isNaN(row.cpuMsPerRequest) ? '-' : row.cpuMsPerRequest.toFixed(2)).padStart(10)}`,
      );
    }
    console.log(
      'CPU ms/req: CPU time of the API process per answered request; the embedded database runs ' +
        'inside it, so this includes the queries.',
    );
  } finally {
    await api.stop();
  }
}

try {
  await main();
} finally {
  api.remove();
}
