// The admin lists at an agency's scale on the embedded default: 2,000 clients, 10,000 contact
// messages and 20,000 invoices (bench/support/admin-scale.mjs) beside the demo data, signed in as
// the demo admin. Each list's first page, as the panel asks for it (its default order, a search,
// a filter, another sort), measured one request at a time (an admin at work) and with a few at
// once (the team), beside `GET /api/user` for the same admin in the same run: the floor of a
// signed-in request (session, guard, JSON) that every list pays before its query.
//
//   npm run build -w backend && npm run bench:admin
//
// Environment (all optional):
//   BENCH_DURATION     seconds per measured run (default 5)
//   BENCH_CONNECTIONS  comma-separated connection counts, each measured in turn (default 1,4)
//   BENCH_API_ENTRY    the API build to start (default dist/backend/main.js)
//   BENCH_PORT         the API's port (default 3531)
//   BENCH_ONLY         only the targets whose path contains this text
import { resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { ADMIN_SCALE, seedAdminScale } from './support/admin-scale.mjs';
import { embeddedApi, measure, signIn } from './support/embedded-api.mjs';
import { fmtLoad, machine, root } from './support/processes.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,4').split(',').map(Number);
const apiEntry = resolve(root, process.env.BENCH_API_ENTRY ?? 'dist/backend/main.js');
const port = Number(process.env.BENCH_PORT ?? 3531);
const only = process.env.BENCH_ONLY ?? '';
const DEMO_ADMIN = { username: 'tbadmin', password: 'TerraBridge#2026' };
const LIMIT = 25;

/**
 * The lists and the requests measured, each a first page as the panel asks for it. `full`: the
 * seeded data fills the page, so an empty answer is a broken query, not a fast one.
 */
const LISTS = [
  ['/api/admin/contacts', true, ['', 'status=pending', 'q=García', 'sort=name', 'sort=-email']],
  ['/api/admin/clients', true, ['', 'q=Olivera', 'active=false', 'sort=name', 'sort=-lastSignIn']],
  [
    '/api/admin/invoices',
    true,
    ['', 'status=overdue', 'q=INV-B0123', 'q=Olivera', 'sort=-total', 'sort=dueDate'],
  ],
  ['/api/admin/invoices/clients', true, ['', 'q=Ana']],
  ['/api/admin/projects', false, ['', 'sort=title', 'q=Mitchell']],
  ['/api/admin/projects/clients', false, ['q=Ana']],
  ['/api/admin/testimonials', false, ['', 'status=pending']],
  ['/api/admin/blog-posts', false, ['', 'sort=title']],
  ['/api/admin/services', false, ['']],
  ['/api/admin/payments', false, ['']],
  ['/api/admin/payment-events', false, ['']],
  ['/api/admin/social-media', false, ['']],
  ['/api/admin/mail/outbox', false, ['', 'status=held']],
  ['/api/admin/audit', false, ['', 'action=auth.']],
];

const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const api = embeddedApi({ entry: apiEntry, port, nodeArgs, tag: 'bench-admin' });
const ms = (n) => n.toFixed(1).padStart(7);

/** Each request once: it must answer a page (a full one where the data fills it). */
async function check(targets, cookie) {
  for (const target of targets) {
    const res = await fetch(target.url, { headers: { cookie } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${target.name} answered ${res.status}: ${text}`);
    const body = JSON.parse(text);
    const rows = Array.isArray(body) ? body.length : body.items?.length;
    if (rows === undefined) throw new Error(`${target.name}: not a list`);
    if (target.full && target.query === '' && rows !== LIMIT)
      throw new Error(`${target.name}: ${rows} rows on the first page of a seeded list`);
    target.rows = rows;
  }
}

async function main() {
  const loadAtStart = fmtLoad();
  // 1. A first start creates, migrates and seeds the demo data, as on a fresh machine; then the
  //    agency's years of data are added while no API holds the database.
  await api.start();
  await api.stop();
  const db = await PGlite.create({ dataDir: api.pgliteDir });
  const seeded = Date.now();
  await seedAdminScale(db);
  await db.query('analyze');
  await db.close();
  console.log(
    `seeded ${ADMIN_SCALE.clients.toLocaleString('en-US')} clients, ` +
      `${ADMIN_SCALE.contacts.toLocaleString('en-US')} contacts and ` +
      `${ADMIN_SCALE.invoices.toLocaleString('en-US')} invoices in ${Date.now() - seeded} ms`,
  );

  await api.start();
  await api.settle();
  try {
    const cookie = await signIn(api.origin, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const target = (name, path, query, full) => ({
      name,
      query,
      full,
      url: `${api.origin}${path}?${new URLSearchParams(query)}${query ? '&' : ''}limit=${LIMIT}`,
      headers: { cookie },
      pid: api.pid,
    });
    const targets = [
      { ...target('floor: GET /api/user', '/api/user', '', false), url: `${api.origin}/api/user` },
      ...LISTS.flatMap(([path, full, queries]) =>
        queries.map((query) =>
          target(
            `${path.replace('/api/admin/', '')}${query ? `?${query}` : ''}`,
            path,
            query,
            full,
          ),
        ),
      ),
    ].filter((t) => t.name.includes(only) || t.name.startsWith('floor'));
    await check(targets.slice(1), cookie);

    const rows = [];
    for (const connections of connectionCounts) {
      for (const t of targets) await measure(t, connections, 1);
      for (const t of targets) {
        process.stdout.write(`measuring ${t.name}, ${connections} conn., ${duration} s\n`);
        const result = await measure(t, connections, duration);
        if (result.errors > 0) throw new Error(`${t.name}: ${result.errors} errors or non-2xx`);
        rows.push({ connections, name: t.name, rowsShown: t.rows, ...result });
      }
    }

    console.log(
      `\nMachine: ${machine()}; load average (1, 5, 15 min) ${loadAtStart} before, ` +
        `${fmtLoad()} after; ${duration} s per run; first pages of ${LIMIT} rows`,
    );
    console.log(
      'conn.  request                                          rows    req/s   p50 ms   p95 ms   p99 ms  CPU ms/req',
    );
    for (const row of rows) {
      console.log(
        `${String(row.connections).padStart(5)}  ${row.name.padEnd(48)} ${String(row.rowsShown ?? '-').padStart(4)} ${Math.round(row.rps).toLocaleString('en-US').padStart(8)} ${ms(row.p50)}  ${ms(row.p95)}  ${ms(row.p99)}  ${(Number.isNaN(row.cpuMsPerRequest) ? '-' : row.cpuMsPerRequest.toFixed(2)).padStart(10)}`,
      );
    }
    const slowest = rows
      .filter((row) => row.connections === 1 && !row.name.startsWith('floor'))
      .sort((a, b) => b.p95 - a.p95)[0];
    if (slowest) {
      console.log(
        `\nslowest first page, one at a time: ${slowest.name}, p95 ${slowest.p95.toFixed(1)} ms ` +
          `(floor p95 ${rows.find((r) => r.connections === 1 && r.name.startsWith('floor')).p95.toFixed(1)} ms)`,
      );
    }
  } finally {
    await api.stop();
  }
}

try {
  await main();
} finally {
  api.remove();
}
