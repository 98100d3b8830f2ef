// The site under load, on the production build (`npm run build`) started as `npm start` starts it
// on a fresh machine: no DATABASE_URL or REDIS_URL, so embedded PGlite in a temporary DATA_DIR with
// the demo data and in-process queues (bench/support/embedded-api.mjs).
//
// (a) Throughput, one route at a time: 50 connections, a warm-up, then each route in turn, the
//     public API's cached reads beside anonymous page loads, and how many page loads per second
//     GET / answers for each cached API read (target: at least half). Measured on two servers,
//     alternating: the product as configured, and beside it (on a copy of the first's database)
//     the baseline, every page rendered per request (PAGE_CACHE=off, no render cap to speak of).
// (b) A crowd: 200 visitors at once for BENCH_LOAD_SECONDS on each server, each a connection
//     and an address of its own going round the same visit (see `visit`): anonymous public pages,
//     public API reads, signed-in pages (a session made before the run) and a sign-in of the demo
//     client, reported per group. Every error (a status of 400 or more other than 429, a timeout
//     after 10 s, a socket error) fails the run; 429s are counted apart. The servers believe the
//     visitors' X-Forwarded-For (TRUST_PROXY=loopback; see PROXY_ENV).
//
//   npm run build && npm run bench:load
//
// Environment (all optional):
//   BENCH_LOAD_SECONDS        seconds of the crowd (b) (default 60)
//   BENCH_LOAD_ROUTE_SECONDS  seconds per route and server in (a) (default 6)
//   BENCH_LOAD_ENV            settings for the servers, e.g. 'SSR_CONCURRENCY=4 PAGE_CACHE=off'
//   BENCH_AB=0                one server only (no baseline server in (a) and (b))
//   BENCH_PORT                the first server's port, the second on the next (default 3551)
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import autocannon from 'autocannon';

import { runCrowd } from './support/crowd.mjs';
import { dropBodies } from './support/drop-bodies.mjs';
import { embeddedApi, measure, signIn, signInRequest } from './support/embedded-api.mjs';
import { cpuSpeed, fmtLoad, machine, percentile, root } from './support/processes.mjs';

const crowdSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const routeSeconds = Number(process.env.BENCH_LOAD_ROUTE_SECONDS ?? 6);
const serverEnv = parseEnv(process.env.BENCH_LOAD_ENV ?? '');
const withBaseline = process.env.BENCH_AB !== '0';
const port = Number(process.env.BENCH_PORT ?? 3551);

const BUILD = [
  'dist/backend/main.js',
  'dist/frontends/shell/index.html',
  'dist/frontends/ssr/server.js',
];
const ROUTE_CONNECTIONS = 50;
const ROUTES = ['/api/services', '/api/projects?featured=true', '/', '/services', '/blog'];
/** Autocannon's own default, stated: a visitor kept waiting this long is an error. */
const TIMEOUT_S = 10;
const CROWD_CONNECTIONS = 200;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 500;
/** What a browser says it takes: pages and API answers alike are measured as sent to one. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

function parseEnv(text) {
  const pairs = text.split(/\s+/).filter(Boolean);
  const bad = pairs.filter((pair) => !/^[A-Z][A-Z0-9_]*=/.test(pair));
  if (bad.length)
    throw new Error(`BENCH_LOAD_ENV: expected NAME=value pairs, got ${bad.join(' ')}`);
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

const missing = BUILD.filter((file) => !existsSync(resolve(root, file)));
if (missing.length) {
  console.error(
    `bench:load runs the production build; missing ${missing.join(', ')}. Run \`npm run build\` first.`,
  );
  process.exit(1);
}
// The demo client's password as the seed sets it outside production (the README's).
const { DEMO_LOGINS } = (
  await import(
    pathToFileURL(
      resolve(root, 'dist/backend/platform/database/seeders/demo-content/demo-logins.js'),
    ).href
  )
).default;
const DEMO_CLIENT = DEMO_LOGINS.find((login) => login.role === 'client');

const label = (env) =>
  Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ') || 'default';
/**
 * The login throttle counts an attempt before its password is checked and gives it back once the
 * password proves right: correct sign-ins are refused only when more than 10 to one account from
 * one address are in flight at once. Real visitors sign in from addresses of their own, through a
 * proxy that says which (TRUST_PROXY, as in docker-compose.yml); so do the crowd's visitors.
 */
const PROXY_ENV = { TRUST_PROXY: 'loopback' };
/** The baseline: every page rendered per request, as many at once as are asked for. */
const BASELINE_ENV = { PAGE_CACHE: 'off', SSR_CONCURRENCY: '256' };
const servers = [
  { env: serverEnv, port },
  ...(withBaseline ? [{ env: { ...serverEnv, ...BASELINE_ENV }, port: port + 1 }] : []),
].map(({ env, port }, i) => ({
  name: label(env),
  api: embeddedApi({
    entry: resolve(root, BUILD[0]),
    port,
    env: { ...PROXY_ENV, ...env },
    tag: `bench-load-${i}`,
  }),
}));

const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n) => (n === undefined ? '-' : n.toFixed(1));
const row = (cells, widths) =>
  cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[i])))
    .join(' ');

/** Every route of `paths` answers 200, or the figures would measure an error page. */
async function check(origin, paths, headers = {}) {
  for (const path of paths) {
    const res = await fetch(`${origin}${path}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
}

// (a) ------------------------------------------------------------------------------------------

async function throughput() {
  for (const { api } of servers) {
    await check(api.origin, ROUTES);
    await autocannon({
      url: api.origin,
      connections: ROUTE_CONNECTIONS,
      duration: 3,
      headers: BROWSER,
      requests: ROUTES.map((path) => ({ path })),
      setupClient: dropBodies,
    });
    await api.settle();
  }
  const results = new Map(servers.map((server) => [server, {}]));
  for (const path of ROUTES) {
    for (const server of servers) {
      process.stdout.write(`(a) ${path} on ${server.name}, ${routeSeconds} s\n`);
      const target = {
        url: `${server.api.origin}${path}`,
        headers: BROWSER,
        pid: server.api.pid,
      };
      results.get(server)[path] = await measure(target, ROUTE_CONNECTIONS, routeSeconds);
      // Requests still being answered when the run ended would be measured with the next one.
      await server.api.settle();
    }
  }

  const widths = [34, 8, 8, 8, 7, 11];
  const heading = ['req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU ms/req'];
  console.log(
    `\n(a) One route at a time: ${ROUTE_CONNECTIONS} connections, ${routeSeconds} s each, after a 3 s warm-up`,
  );
  const block = widths.slice(1).reduce((sum, width) => sum + width + 1, 0);
  console.log(`${''.padEnd(widths[0])}${servers.map((s) => s.name.padStart(block)).join('')}`);
  console.log(
    row(
      ['route', ...servers.flatMap(() => heading)],
      [widths[0], ...servers.flatMap(() => widths.slice(1))],
    ),
  );
  let errors = 0;
  for (const path of ROUTES) {
    const cells = servers.flatMap((server) => {
      const r = results.get(server)[path];
      errors += r.errors;
      return [fmtInt(r.rps), fmtMs(r.p50), fmtMs(r.p99), r.errors, r.cpuMsPerRequest.toFixed(2)];
    });
    console.log(
      row([`GET ${path}`, ...cells], [widths[0], ...servers.flatMap(() => widths.slice(1))]),
    );
  }
  for (const server of servers) {
    const r = results.get(server);
    const ratio = r['/api/services'].rps > 0 ? r['/'].rps / r['/api/services'].rps : NaN;
    console.log(
      `${server.name}: GET / answers ${(ratio * 100).toFixed(1)}% of the requests per second of ` +
        `GET /api/services (target >= ${TARGET_RATIO * 100}%: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`,
    );
  }
  return errors;
}

// (b) ------------------------------------------------------------------------------------------

const GROUPS = ['public pages', 'signed-in pages', 'API reads', 'sign-ins'];
/** The groups whose p99 has a target (TARGET_P99_MS). */
const P99_TARGETS = new Set(['public pages', 'API reads']);

/**
 * One visitor's visit, repeated by every connection of the crowd from a place of its own: four
 * rounds of 30 requests, each of 12 anonymous public pages, 12 public API reads and 5 signed-in
 * pages (with the session made before the run), and 1 sign-in in the first round, the home page
 * in the others: 1 sign-in in 120 requests (0.8%). A sign-in costs about 100 times a page from
 * the cache (Argon2id, 19 MiB, 2 passes), and 200 visitors who never pause would otherwise sign
 * in far more often than any real crowd does: at 1 in 60 the sign-ins alone asked for about as
 * much as the two cores could hash (about 24 per second beside the rest) and queued for seconds.
 */
function visit({ origin, slug, projectId, cookie }) {
  const page = (path) => ({ group: 'public pages', path, headers: BROWSER });
  const api = (path) => ({ group: 'API reads', path, headers: BROWSER });
  const portal = (path) => ({ group: 'signed-in pages', path, headers: { ...BROWSER, cookie } });
  const signInStep = {
    group: 'sign-ins',
    ...signInRequest(origin, DEMO_CLIENT.username, DEMO_CLIENT.password),
  };
  const post = `/blog/${slug}`;
  const project = `/dashboard/projects/${projectId}`;
  const round = [
    page('/'),
    api('/api/services'),
    page('/services'),
    api('/api/projects'),
    page('/projects'),
    api('/api/testimonials'),
    page('/blog'),
    api('/api/blog'),
    page(post),
    page('/'),
    api('/api/services'),
    signInStep,
    portal('/dashboard'),
    api('/api/projects'),
    portal(project),
    page('/services'),
    api('/api/blog'),
    page('/'),
    api('/api/testimonials'),
    portal('/dashboard'),
    page('/projects'),
    api('/api/services'),
    page('/blog'),
    api('/api/projects'),
    portal(project),
    page(post),
    api('/api/blog'),
    page('/'),
    api('/api/testimonials'),
    portal('/dashboard'),
  ];
  // A visitor signs in once per four rounds; in the others, the home page again.
  const signedIn = round.map((step) => (step === signInStep ? page('/') : step));
  return [...round, ...signedIn, ...signedIn, ...signedIn];
}

/** What the visit needs from the demo data, each page checked to answer 200 first. */
async function prepareVisit(origin) {
  const cookie = await signIn(origin, DEMO_CLIENT.username, DEMO_CLIENT.password);
  const posts = await (await fetch(`${origin}/api/blog`)).json();
  const projects = await (
    await fetch(`${origin}/api/user/projects`, { headers: { cookie } })
  ).json();
  const slug = posts[0]?.slug;
  const projectId = projects.items?.[0]?.id;
  if (!slug || !projectId) throw new Error('no demo blog post or client project');
  const user = await (await fetch(`${origin}/api/user`, { headers: { cookie } })).json();
  const dashboard = await (await fetch(`${origin}/dashboard`, { headers: { cookie } })).text();
  // A signed-in page rendered for a visitor would measure another page.
  if (!dashboard.includes(user.firstName))
    throw new Error('GET /dashboard was not rendered signed in');
  const steps = visit({ origin, slug, projectId, cookie });
  for (const step of steps.filter((s) => !s.method)) await check(origin, [step.path], step.headers);
  return steps;
}

async function crowd(server) {
  const steps = await prepareVisit(server.api.origin);
  const shares = GROUPS.map((g) => `${g} ${steps.filter((s) => s.group === g).length}`);
  process.stdout.write(
    `(b) the crowd, ${CROWD_CONNECTIONS} connections on ${server.name}, ${crowdSeconds} s; ` +
      `each visitor's round of ${steps.length} requests: ${shares.join(', ')}\n`,
  );
  const crowdResults = await runCrowd({
    origin: server.api.origin,
    steps,
    connections: CROWD_CONNECTIONS,
    seconds: crowdSeconds,
    timeout: TIMEOUT_S,
  });
  const results = GROUPS.map((name) => crowdResults.find((group) => group.name === name)).map(
    (group) => {
      const count = (test) =>
        [...group.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
      return {
        ...group,
        badStatus: count((status) => status >= 400 && status !== 429),
        limited: count((status) => status === 429),
      };
    },
  );
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const total = {
    name: 'total',
    times: results.flatMap((r) => r.times),
    answered: sum('answered'),
    badStatus: sum('badStatus'),
    limited: sum('limited'),
    timeouts: sum('timeouts'),
    socketErrors: sum('socketErrors'),
    open: sum('open'),
  };

  const widths = [16, 9, 6, 7, 7, 5, 5, 9, 9, 9, 14];
  console.log(
    `\n(b) The crowd: ${CROWD_CONNECTIONS} connections for ${crowdSeconds} s on ${server.name}; ` +
      `errors = status >= 400 but 429, timeouts (${TIMEOUT_S} s), socket errors; open = sent, ` +
      `unanswered at the end`,
  );
  const heading = ['group', 'requests', 'share', 'req/s', 'errors', '429', 'open'];
  console.log(row([...heading, 'p50 ms', 'p95 ms', 'p99 ms', 'p99 target'], widths));
  for (const r of [...results, total]) {
    r.times.sort((a, b) => a - b);
    const p99 = percentile(r.times, 99);
    const target = P99_TARGETS.has(r.name)
      ? `<= ${TARGET_P99_MS} ${p99 !== undefined && p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`
      : '';
    const cells = [
      r.name,
      fmtInt(r.answered),
      `${((r.answered / Math.max(1, total.answered)) * 100).toFixed(1)}%`,
      fmtInt(r.answered / crowdSeconds),
      r.badStatus + r.timeouts + r.socketErrors,
      r.limited,
      r.open,
      fmtMs(percentile(r.times, 50)),
      fmtMs(percentile(r.times, 95)),
      fmtMs(p99),
      target,
    ];
    console.log(row(cells, widths));
  }
  for (const r of results) {
    const codes = [...r.statuses]
      .filter(([s]) => s >= 400 && s !== 429)
      .map(([s, n]) => `${n} x ${s}`);
    if (codes.length + r.timeouts + r.socketErrors === 0) continue;
    const parts = [...codes, `${r.timeouts} timeouts`, `${r.socketErrors} socket errors`];
    console.log(`  ${r.name}: ${parts.join(', ')}`);
  }
  const errors = total.badStatus + total.timeouts + total.socketErrors;
  console.log(
    `Target: 0 errors (${errors === 0 ? 'met' : `NOT met: ${errors}`}); ` +
      `429s from rate limits (not errors): ${total.limited}`,
  );
  return errors;
}

// ----------------------------------------------------------------------------------------------

// autocannon's timers, late on a saturated machine, ask Node for negative delays: not news here.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning')
    console.warn(`${warning.name}: ${warning.message}`);
});

const speed = cpuSpeed();
const loadBefore = fmtLoad();
console.log(
  `Machine: ${machine()}; CPU speed ${fmtInt(speed)} JSON round trips/s on one core; ` +
    `load average ${loadBefore}`,
);
try {
  // The first start creates, migrates and seeds the database; the other server starts on a copy
  // of it (seeding twice at once would double the slowest part of the run).
  const startedAt = Date.now();
  const [first, ...others] = servers.map(({ api }) => api);
  await first.start();
  if (others.length > 0) {
    await first.stop();
    for (const api of others) cpSync(first.pgliteDir, api.pgliteDir, { recursive: true });
    await Promise.all(servers.map(({ api }) => api.start()));
  }
  const answeredAt = Date.now();
  await Promise.all(servers.map(({ api }) => api.settle()));
  console.log(
    `Started in ${((answeredAt - startedAt) / 1000).toFixed(0)} s, idle after ` +
      `${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  const throughputErrors = await throughput();
  await Promise.all(servers.map(({ api }) => api.settle()));
  const crowdErrors = await crowd(servers[0]);
  // The baseline's errors are its figures, not a failure of the run.
  for (const server of servers.slice(1)) {
    await server.api.settle();
    await crowd(server);
  }
  console.log(`\nLoad average ${loadBefore} before, ${fmtLoad()} after`);
  if (throughputErrors + crowdErrors > 0) {
    console.error(`bench:load: ${throughputErrors + crowdErrors} errors`);
    process.exitCode = 1;
  }
} finally {
  for (const { api } of servers) {
    await api.stop();
    api.remove();
  }
}
