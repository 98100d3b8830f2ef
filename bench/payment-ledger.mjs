// Card payments through the ledger: N invoice payments waiting for Stripe's word (state
// `processing`, written straight into the database by bench/support/card-payments.mjs: clients,
// pending invoices, `payments` rows with a `pi_…` id and the invoices' balances), then their
// `payment_intent.succeeded` events POSTed to `/api/webhooks/stripe`, signed as Stripe signs them,
// 16 in flight, to the production API (`node dist/backend/main.js` with RUN_WORKERS=false, so it
// only verifies, stores and queues each event) while 1, then 2 worker processes
// (`dist/backend/worker.js`) apply them. Measured from the first post: events accepted per second
// (to the endpoint's last answer), events applied per second (to the last event's `applied_at`;
// every payment `succeeded` and every event `applied`, checked), the endpoint's p50/p95 answer
// time, when the last receipt was staged, and the CPU time per event of the API process and of the
// worker processes (steadier than the rates on a shared machine; PostgreSQL's is not counted), with
// the load average at the end of each run. The workers also render each paid invoice's PDF and
// stage its receipt, in the same processes, as in production (no SMTP_URL: the mail is held); a
// second run per worker count keeps the `pdfs` queue paused until the last event is applied, to
// show the ledger alone. A warm-up batch first, unmeasured; each run has payments of its own and
// starts with the queues idle.
//
// Two baselines from the same run, one per side of the queue:
// - the endpoint's answer for events it has stored already (the same events sent again): the floor
//   of verifying the signature and `insert … on conflict do nothing`, without the queueing, so what
//   storing and queueing a new event adds shows;
// - a bare BullMQ worker (bench/baseline/bare-ledger-worker.mjs) with the same concurrency (1 per
//   worker, the `payments` queue's) making the same reads and writes per event in one transaction
//   with plain SQL (the rows locked, the record, the invoice's event, state and receipt notice, the
//   payment and the event marked), its events stored beforehand and all queued at once: the floor
//   of one locked transaction per event on this PostgreSQL, so what Nest, MikroORM and the PDFs
//   beside the ledger take shows. A faster floor (a bare webhook server, a worker without the
//   transaction and locks) would not apply each event once, so it would not say what a ledger
//   can do.
//
// Then a replay storm, with the largest worker count: for BENCH_STORM / 10 payments (half of them
// not paid yet, half paid in the runs above), each payment's event 8 times and the same success
// under a new event id twice, all shuffled and sent 50 at once. Then it checks, over the whole
// database, that nothing happened twice: one applied event per PaymentIntent, one payment record
// per invoice paid, every invoice's completed records summing to its total and it `paid`, one
// payment event and one receipt notice per invoice, no event left `received` or `failed`, every
// answer 200. It prints the counts and exits with 1 on any double effect or error.
//
//   npm run build -w backend && npm run bench:ledger
//
// Environment (all optional):
//   BENCH_EVENTS              payments (and events) per measured run (default 500); every fourth
//                             payment pays two invoices
//   BENCH_CLIENTS             client accounts the invoices belong to (default 50)
//   BENCH_SENDERS             webhook deliveries in flight at once (default 16)
//   BENCH_WORKERS             worker process counts to measure (default 1,2)
//   BENCH_STORM               deliveries in the replay storm (default 1000; 0 leaves it out)
//   BENCH_SKIP_BARE=1         leave out the bare worker rows
//   BENCH_NODE_ARGS           node arguments for the worker processes, e.g. `--cpu-prof`
//   BENCH_DATABASE_ADMIN_URL  PostgreSQL to create the bench database in
//                             (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_DATABASE            database name, dropped and re-created (default
//                             terrabridge_bench_ledger)
//   BENCH_REDIS_URL           Redis (default redis://127.0.0.1:6379/5); keys under a prefix of
//                             this run, deleted afterwards
//   BENCH_BUILD               the API build folder with main.js and worker.js (default
//                             dist/backend), e.g. an older build to compare with
//   BENCH_KEEP_DB=1           keep the database afterwards, to look at it
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';

import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';

import {
  seedClients,
  seedPayments,
  stripeSignature,
  succeededEvent,
} from './support/card-payments.mjs';
import {
  cpuMs,
  databaseUrl,
  deleteKeys,
  dropDatabase,
  fmtLoad,
  machine,
  percentile,
  readyWhenPrinted,
  recreateDatabase,
  root,
  run,
  spawnNode,
  stopAll,
  untilAnswers,
  withWorkers,
} from './support/processes.mjs';

const eventCount = Number(process.env.BENCH_EVENTS ?? 500);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 50);
const senders = Number(process.env.BENCH_SENDERS ?? 16);
const workerCounts = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const stormSize = Number(process.env.BENCH_STORM ?? 1000);
const withBare = process.env.BENCH_SKIP_BARE !== '1';
const workerNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'terrabridge_bench_ledger';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const build = resolve(root, process.env.BENCH_BUILD ?? 'dist/backend');
const prefix = `tbbenchledger${randomBytes(3).toString('hex')}`;
const dbUrl = databaseUrl(adminUrl, dbName);
const apiPort = 3541;
const webhookUrl = `http://127.0.0.1:${apiPort}/api/webhooks/stripe`;
const webhookSecret = `whsec_bench${randomBytes(16).toString('hex')}`;
const bareQueueName = 'bare-ledger';
const WARM_UP = 20;
/** Per storm payment: its event this many times, and under a new id this many. */
const STORM_REPEATS = 8;
const STORM_NEW_IDS = 2;
const STORM_SENDERS = 50;
const SETTLE_TIMEOUT_MS = 300_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * POSTs each body to the webhook, `concurrency` at a time, each signed as it leaves. Returns the
 * answer times (ms), the statuses that were not 200, and when the last answer came.
 */
async function deliver(bodies, concurrency) {
  const latencies = [];
  const failures = [];
  let next = 0;
  const sender = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const sent = performance.now();
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripeSignature(body, webhookSecret),
          },
          body,
        });
        const text = await res.text();
        if (res.status !== 200) failures.push(`${res.status} ${text.slice(0, 200)}`);
      } catch (error) {
        failures.push(String(error));
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  return { latencies: latencies.sort((a, b) => a - b), failures, lastAnswer: Date.now() };
}

/** Polls until `done(row)` holds for the row `sql` returns; throws after SETTLE_TIMEOUT_MS. */
async function until(db, label, sql, params, done) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const row = (await db.query(sql, params)).rows[0];
    if (row.failed > 0) throw new Error(`${label}: ${JSON.stringify(row)}`);
    if (done(row)) return row;
    if (Date.now() > deadline)
      throw new Error(`${label}: not done in time: ${JSON.stringify(row)}`);
    await sleep(100);
  }
}

/** Waits until each payment is `succeeded` and its event applied; returns the last `applied_at`. */
async function untilApplied(db, payments, eventIds) {
  const row = await until(
    db,
    'applying the events',
    `select
       (select count(*)::int from payments where id = any($1) and state = 'succeeded') as succeeded,
       count(*) filter (where state = 'applied')::int as applied,
       count(*) filter (where state = 'failed')::int as failed,
       max(applied_at) as last
     from payment_events where event_id = any($2)`,
    [payments.map((p) => p.id), eventIds],
    (r) => r.succeeded === payments.length && r.applied === eventIds.length,
  );
  return row.last.getTime();
}

/** Waits until every invoice of the payments has its receipt staged; returns when the last was. */
async function untilReceipts(db, payments) {
  const invoiceIds = payments.flatMap((p) => p.invoices.map((i) => i.id));
  const row = await until(
    db,
    'staging the receipts',
    `select count(*) filter (where staged_at is not null)::int as staged, max(staged_at) as last
     from invoice_notices where invoice_id = any($1)`,
    [invoiceIds],
    (r) => r.staged === invoiceIds.length,
  );
  return row.last.getTime();
}

/** Waits until no job is waiting, running or delayed in the given queues. */
async function untilIdle(queues) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const counts = await Promise.all(
      queues.map((q) => q.getJobCounts('waiting', 'active', 'delayed', 'prioritized')),
    );
    if (counts.every((c) => Object.values(c).every((n) => n === 0))) return;
    if (Date.now() > deadline) throw new Error(`queues not idle: ${JSON.stringify(counts)}`);
    await sleep(100);
  }
}

const eventsOf = (payments) =>
  payments.map((payment) => {
    const event = succeededEvent(payment);
    return { payment, id: event.id, body: JSON.stringify(event) };
  });

/**
 * Sends the payments' events through the API and waits for the ledger, then for the receipts and
 * idle queues. CPU: the API's to its last answer; the workers' to the last event applied (`ledger`)
 * and to the queues idle (`all`: the PDFs and receipts too).
 */
async function throughApi(db, payments, { api, workers, queues, afterApplied = async () => {} }) {
  const events = eventsOf(payments);
  const apiCpu = cpuMs(api.pid);
  const workerCpu = cpuMs(...workers.map((w) => w.pid));
  const started = Date.now();
  const sent = await deliver(
    events.map((e) => e.body),
    senders,
  );
  const apiCpuUsed = cpuMs(api.pid) - apiCpu;
  if (sent.failures.length > 0) throw new Error(`webhook: ${sent.failures.slice(0, 5).join('; ')}`);
  const applied = await untilApplied(
    db,
    payments,
    events.map((e) => e.id),
  );
  const ledgerCpu = cpuMs(...workers.map((w) => w.pid)) - workerCpu;
  await afterApplied();
  const receipts = await untilReceipts(db, payments);
  await untilIdle(queues);
  const allCpu = cpuMs(...workers.map((w) => w.pid)) - workerCpu;
  return { events, started, sent, applied, receipts, apiCpu: apiCpuUsed, ledgerCpu, allCpu };
}

/** The same events again: all stored already, answered 200 and stored no second time. */
async function duplicates(db, events, api) {
  const ids = events.map((e) => e.id);
  const count = async () =>
    (
      await db.query(`select count(*)::int as n from payment_events where event_id = any($1)`, [
        ids,
      ])
    ).rows[0].n;
  const before = await count();
  const apiCpu = cpuMs(api.pid);
  const started = Date.now();
  const sent = await deliver(
    events.map((e) => e.body),
    senders,
  );
  const apiCpuUsed = cpuMs(api.pid) - apiCpu;
  if (sent.failures.length > 0)
    throw new Error(`duplicates: ${sent.failures.slice(0, 5).join('; ')}`);
  if ((await count()) !== before) throw new Error('duplicates: an event was stored twice');
  return { events, started, sent, apiCpu: apiCpuUsed };
}

/** Stores the payments' events as the endpoint would, and queues them all at once, bare. */
async function throughBareQueue(db, queue, payments, workers) {
  const events = eventsOf(payments);
  const { rows } = await db.query(
    `insert into payment_events (provider, event_id, type, payload, fact)
     select 'stripe', e, 'payment_intent.succeeded', p, f
     from unnest($1::text[], $2::jsonb[], $3::jsonb[]) as x(e, p, f)
     returning id`,
    [
      events.map((e) => e.id),
      events.map((e) => e.body),
      events.map(({ body }) => {
        const intent = JSON.parse(body).data.object;
        return JSON.stringify({
          kind: 'succeeded',
          providerId: intent.id,
          transactionId: intent.latest_charge,
          amountCents: intent.amount_received,
          currency: intent.currency,
          reference: intent.metadata.reference,
        });
      }),
    ],
  );
  const workerCpu = cpuMs(...workers.map((w) => w.pid));
  const started = Date.now();
  await queue.addBulk(
    rows.map(({ id }) => ({
      name: 'event.apply',
      data: { eventId: id },
      opts: { jobId: `event-${id}` },
    })),
  );
  const applied = await untilApplied(
    db,
    payments,
    events.map((e) => e.id),
  );
  return { events, started, applied, ledgerCpu: cpuMs(...workers.map((w) => w.pid)) - workerCpu };
}

const rate = (count, ms) => count / (ms / 1000);

/** A table row; what a run did not measure stays undefined and prints as `-`. */
const row = (label, run, workerCpu) => ({
  label,
  accepted: run.sent && rate(run.events.length, run.sent.lastAnswer - run.started),
  p50: run.sent && percentile(run.sent.latencies, 50),
  p95: run.sent && percentile(run.sent.latencies, 95),
  apiCpu: run.apiCpu === undefined ? undefined : run.apiCpu / run.events.length,
  applied: run.applied && rate(run.events.length, run.applied - run.started),
  workerCpu: workerCpu === undefined ? undefined : workerCpu / run.events.length,
  receipts: run.receipts && (run.receipts - run.started) / 1000,
  load: loadavg()[0],
});

/** Deterministic shuffle (the storm's order is the same every run). */
function shuffled(items) {
  let state = 7;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Replays: paid and unpaid payments' events, repeated and under new ids, all at once. */
async function replayStorm(db, clientIds, paid) {
  const intents = Math.floor(stormSize / (STORM_REPEATS + STORM_NEW_IDS));
  const fresh = eventsOf(await seedPayments(db, Math.ceil(intents / 2), clientIds));
  const replayed = paid.slice(0, intents - fresh.length);
  const bodies = [];
  const newIds = [];
  for (const event of [...fresh, ...replayed]) {
    for (let i = 0; i < STORM_REPEATS; i++) bodies.push(event.body);
    const again = JSON.parse(event.body);
    again.id = `${again.id}_resent`;
    newIds.push(again.id);
    for (let i = 0; i < STORM_NEW_IDS; i++) bodies.push(JSON.stringify(again));
  }
  const storedBefore = (await db.query(`select count(*)::int as n from payment_events`)).rows[0].n;
  const started = Date.now();
  const sent = await deliver(shuffled(bodies), STORM_SENDERS);
  const freshPayments = fresh.map((e) => e.payment);
  // Each unpaid payment is applied by its event or by the same success under the new id, whichever
  // comes first; the other is ignored.
  await until(
    db,
    'settling the storm',
    `select (select count(*)::int from payments where id = any($1) and state = 'succeeded') as succeeded,
            count(*) filter (where state = 'received')::int as received,
            count(*) filter (where state = 'failed')::int as failed
     from payment_events`,
    [freshPayments.map((p) => p.id)],
    (r) => r.succeeded === freshPayments.length && r.received === 0,
  );
  const settled = Date.now();
  const byState = Object.fromEntries(
    (
      await db.query(
        `select state, count(*)::int as n from payment_events
         where event_id = any($1) group by state`,
        [[...fresh.map((e) => e.id), ...newIds]],
      )
    ).rows.map((r) => [r.state, r.n]),
  );
  return {
    deliveries: bodies.length,
    intents: fresh.length + replayed.length,
    unpaid: fresh.length,
    distinctIds: new Set(bodies.map((b) => JSON.parse(b).id)).size,
    stored:
      (await db.query(`select count(*)::int as n from payment_events`)).rows[0].n - storedBefore,
    byState,
    sent,
    started,
    seconds: (settled - started) / 1000,
    receipts: await untilReceipts(db, freshPayments),
  };
}

/** Everything the database says about double effects, over every payment of the run. */
async function ledgerCounts(db) {
  const one = async (sql) => (await db.query(sql)).rows[0];
  return {
    ...(await one(`select count(*)::int as payments,
        count(*) filter (where state = 'succeeded')::int as succeeded,
        coalesce(sum(jsonb_array_length(invoices)) filter (where state = 'succeeded'), 0)::int
          as expected_records
      from payments`)),
    ...(await one(`select count(*)::int as records,
        count(*) filter (where status = 'completed')::int as completed_records
      from payment_records where payment_id is not null`)),
    // One record per invoice of each succeeded payment, none for any other.
    ...(await one(`select count(*)::int as payments_with_other_record_counts from payments p
      where (select count(*) from payment_records r where r.payment_id = p.id)
        <> case when p.state = 'succeeded' then jsonb_array_length(p.invoices) else 0 end`)),
    ...(await one(`select count(*)::int as invoices,
        count(*) filter (where status = 'paid')::int as paid,
        count(*) filter (where paid_cents <> total_cents)::int as paid_other_than_total,
        count(*) filter (where payment_events <> 1)::int as payment_events_not_one,
        count(*) filter (where receipts <> 1)::int as receipts_not_one
      from (select i.total_cents, i.status,
          coalesce((select sum(r.amount_cents) from payment_records r
                    where r.invoice_id = i.id and r.status = 'completed'), 0) as paid_cents,
          (select count(*) from invoice_events e
           where e.invoice_id = i.id and e.reason = 'payment') as payment_events,
          (select count(*) from invoice_notices n
           where n.invoice_id = i.id and n.key like 'receipt:%') as receipts
        from invoices i) as x`)),
    ...(await one(`select count(*) filter (where state = 'received')::int as events_received,
        count(*) filter (where state = 'failed')::int as events_failed,
        count(*) filter (where state = 'applied')::int as events_applied,
        count(*) filter (where state = 'ignored')::int as events_ignored
      from payment_events`)),
    ...(await one(`select count(*)::int as intents_not_applied_once from (
        select fact->>'providerId' from payment_events group by 1
        having count(*) filter (where state = 'applied') <> 1) as x`)),
  };
}

function doubleEffects(c) {
  const problems = [];
  if (c.succeeded !== c.payments)
    problems.push(`${c.payments - c.succeeded} payments not succeeded`);
  if (c.records !== c.expected_records)
    problems.push(`${c.records} payment records for ${c.expected_records} invoices paid`);
  if (c.completed_records !== c.records) problems.push('payment records not completed');
  for (const key of [
    'payments_with_other_record_counts',
    'paid_other_than_total',
    'payment_events_not_one',
    'receipts_not_one',
    'events_received',
    'events_failed',
    'intents_not_applied_once',
  ])
    if (c[key] !== 0) problems.push(`${key}: ${c[key]}`);
  if (c.paid !== c.invoices) problems.push(`${c.invoices - c.paid} invoices not paid`);
  return problems;
}

const fixed = (n, digits) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));

async function main() {
  console.log(`machine: ${machine()}; load average before: ${fmtLoad()}`);
  await recreateDatabase(adminUrl, dbName);
  await run(
    [join(build, 'scripts/migrate.js')],
    { DATABASE_URL: dbUrl, LOG_LEVEL: 'error' },
    'migrate',
  );
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const clientIds = await seedClients(db, clientCount, prefix);

  const shared = {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    DATABASE_URL: dbUrl,
    MIGRATE_ON_START: 'false',
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    LOG_LEVEL: 'info',
    STRIPE_SECRET_KEY: 'sk_test_bench0000000000000000000000',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    // Nothing in this flow asks Stripe anything; should something, it finds nobody listening.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  };
  const api = spawnNode([join(build, 'main.js')], {
    ...shared,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    RUN_WORKERS: 'false',
  });
  await untilAnswers(`http://127.0.0.1:${apiPort}/api/health`, api, 'API');

  const startWorker = () =>
    readyWhenPrinted(
      spawnNode([...workerNodeArgs, join(build, 'worker.js')], shared, 'pipe'),
      'worker started',
      'worker',
    );
  const startBareWorker = () =>
    readyWhenPrinted(
      spawnNode(
        [join(root, 'bench/baseline/bare-ledger-worker.mjs')],
        {
          DATABASE_URL: dbUrl,
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: prefix,
          BARE_QUEUE: bareQueueName,
        },
        'pipe',
      ),
      'ready',
      'bare worker',
    );
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const productQueues = ['payments', 'pdfs', 'emails'].map(
    (name) => new Queue(name, { connection, prefix }),
  );
  const pdfQueue = productQueues[1];
  const bareQueue = new Queue(bareQueueName, { connection, prefix });

  const rows = [];
  let storm = null;
  try {
    for (const workers of workerCounts) {
      const plural = workers === 1 ? 'worker' : 'workers';
      if (withBare) {
        process.stdout.write(`bare worker, ${workers} ${plural}: ${eventCount} events ...\n`);
        const warmUp = await seedPayments(db, WARM_UP, clientIds);
        const payments = await seedPayments(db, eventCount, clientIds);
        await withWorkers(workers, startBareWorker, async (started) => {
          await throughBareQueue(db, bareQueue, warmUp, started);
          const run = await throughBareQueue(db, bareQueue, payments, started);
          rows.push(row(`bare worker, ${workers} ${plural}`, run, run.ledgerCpu));
        });
      }
      process.stdout.write(`API + ${workers} ${plural}: 2 x ${eventCount} events ...\n`);
      const warmUp = await seedPayments(db, WARM_UP, clientIds);
      const payments = await seedPayments(db, eventCount, clientIds);
      const heldPayments = await seedPayments(db, eventCount, clientIds);
      await withWorkers(workers, startWorker, async (started) => {
        const through = { api, workers: started, queues: productQueues };
        await throughApi(db, warmUp, through);
        const run = await throughApi(db, payments, through);
        rows.push(row(`API + ${workers} ${plural}`, run, run.allCpu));
        const again = await duplicates(db, run.events, api);
        rows.push(row('API, stored events again', again));
        // The same again with the `pdfs` queue paused until the last event is applied.
        await pdfQueue.pause();
        const held = await throughApi(db, heldPayments, {
          ...through,
          afterApplied: () => pdfQueue.resume(),
        });
        rows.push(row(`API + ${workers} ${plural}, PDFs held`, held, held.ledgerCpu));
        if (stormSize > 0 && workers === Math.max(...workerCounts)) {
          process.stdout.write(`replay storm, ${workers} ${plural}: ${stormSize} deliveries ...\n`);
          storm = { workers, ...(await replayStorm(db, clientIds, run.events)) };
        }
      });
    }

    console.log(
      `\n${eventCount} payment_intent.succeeded events per run (${Math.ceil(eventCount / 4)} of them pay two invoices), ${senders} deliveries in flight; the payments queue runs 1 event at a time per worker`,
    );
    console.log(
      'setup                        accepted/s  p50 ms  p95 ms  API CPU ms/ev  applied/s  worker CPU ms/ev  receipts s  load',
    );
    for (const r of rows) {
      console.log(
        [
          r.label.padEnd(28),
          fixed(r.accepted, 1).padStart(10),
          fixed(r.p50, 0).padStart(7),
          fixed(r.p95, 0).padStart(7),
          fixed(r.apiCpu, 2).padStart(14),
          fixed(r.applied, 1).padStart(10),
          fixed(r.workerCpu, 2).padStart(17),
          fixed(r.receipts, 1).padStart(11),
          fixed(r.load, 1).padStart(5),
        ].join(' '),
      );
    }
    console.log(
      [
        'accepted/s: events over the time from the first post to the last answer; applied/s: to the last event applied (its payment succeeded);',
        'receipts: from the first post to the last receipt staged with its PDF; PDFs held: the pdfs queue paused until the last event was applied;',
        'API CPU: the API process to its last answer; worker CPU: the worker processes to the last event applied (bare, PDFs held: the ledger alone)',
        'or to the queues idle (the ledger, the PDFs and the receipts); load: 1-minute load average at the end of the row',
      ].join('\n'),
    );

    const counts = await ledgerCounts(db);
    const problems = doubleEffects(counts);
    if (storm) {
      const failures = storm.sent.failures;
      if (failures.length > 0) problems.push(`storm answers: ${failures.slice(0, 5).join('; ')}`);
      console.log(
        `\nreplay storm (${storm.workers} workers): ${storm.deliveries} deliveries for ${storm.intents} payments (${storm.unpaid} not paid yet), ${storm.distinctIds} distinct event ids, ${STORM_SENDERS} in flight`,
      );
      console.log(
        `  answered 200: ${storm.deliveries - failures.length} of ${storm.deliveries}; ${fixed(rate(storm.deliveries, storm.sent.lastAnswer - storm.started), 1)} deliveries/s accepted; p50 ${fixed(percentile(storm.sent.latencies, 50), 0)} ms, p95 ${fixed(percentile(storm.sent.latencies, 95), 0)} ms`,
      );
      console.log(
        `  new events stored: ${storm.stored} (applied ${storm.byState.applied ?? 0}, ignored ${storm.byState.ignored ?? 0}); all settled ${storm.seconds.toFixed(1)} s after the first delivery`,
      );
    }
    console.log('\nledger after every run (whole database):');
    console.log(
      `  payments ${counts.payments}, succeeded ${counts.succeeded}; payment records ${counts.records} for ${counts.expected_records} invoices paid (one application: ${counts.expected_records}); payments with another record count ${counts.payments_with_other_record_counts}`,
    );
    console.log(
      `  invoices ${counts.invoices}, paid ${counts.paid}, paid total other than invoice total ${counts.paid_other_than_total}, payment events not one ${counts.payment_events_not_one}, receipts not one ${counts.receipts_not_one}`,
    );
    console.log(
      `  events applied ${counts.events_applied}, ignored ${counts.events_ignored}, received ${counts.events_received}, failed ${counts.events_failed}; PaymentIntents not applied exactly once ${counts.intents_not_applied_once}`,
    );
    console.log(`load average after: ${fmtLoad()}`);
    if (problems.length > 0) {
      console.log(`\nDOUBLE EFFECTS OR ERRORS:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('\nno double effect, no error');
  } finally {
    await Promise.all([...productQueues, bareQueue].map((q) => q.close()));
    connection.disconnect();
    await db.end();
  }
}

async function cleanUp() {
  await stopAll();
  await deleteKeys(redisUrl, prefix);
  if (!process.env.BENCH_KEEP_DB) await dropDatabase(adminUrl, dbName);
}

try {
  await main();
} finally {
  await cleanUp();
}
