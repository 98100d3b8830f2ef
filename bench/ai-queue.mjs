// Throughput of the ai queue: N generation requests sent at once, from several signed-in clients,
// to the production API (`node dist/backend/main.js` with RUN_WORKERS=false, so it only saves and
// queues the jobs and waits for their rows) while 1, then 2 worker processes
// (`dist/backend/worker.js`) carry them out against a fake model that answers every call after a
// fixed delay (bench/support/fake-model.mjs, 500 ms). Beside each, in the same run, the same
// number of jobs through a bare BullMQ worker with the same concurrency calling the same fake
// (bench/baseline/bare-ai-worker.mjs), and the ideal: every worker slot busy with model calls
// from the first job to the last.
//
//   npm run build -w backend && npm run bench:ai
//
// Environment (all optional):
//   BENCH_JOBS                jobs per measured run (default 200)
//   BENCH_CLIENTS             signed-in clients sending them, round robin (default 10)
//   BENCH_WORKERS             worker process counts to measure (default 1,2)
//   BENCH_AI_CONCURRENCY      jobs each worker runs at once, passed as AI_CONCURRENCY and to the
//                             bare worker (default 4, the API's default); give the value an older
//                             build really uses when measuring it
//   BENCH_MODEL_DELAY_MS      the fake model's answer time (default 500)
//   BENCH_SKIP_BARE=1         leave out the bare BullMQ rows
//   BENCH_DATABASE_ADMIN_URL  PostgreSQL to create the bench database in
//                             (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_DATABASE            database name, dropped and re-created (default terrabridge_bench_ai)
//   BENCH_REDIS_URL           Redis (default redis://127.0.0.1:6379/5); keys under a prefix of
//                             this run, deleted afterwards
//   BENCH_BUILD               the API build folder with main.js and worker.js (default
//                             dist/backend), e.g. an older build to compare with
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';

import {
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

const jobs = Number(process.env.BENCH_JOBS ?? 200);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 10);
const workerCounts = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const concurrency = Number(process.env.BENCH_AI_CONCURRENCY ?? 4);
const modelDelayMs = Number(process.env.BENCH_MODEL_DELAY_MS ?? 500);
const withBare = process.env.BENCH_SKIP_BARE !== '1';
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'terrabridge_bench_ai';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const build = resolve(root, process.env.BENCH_BUILD ?? 'dist/backend');
const prefix = `tbbenchai${randomBytes(3).toString('hex')}`;
const bareQueueName = 'bare-ai';
const apiPort = 3531;
const modelPort = 3532;
const modelUrl = `http://127.0.0.1:${modelPort}`;
const dbUrl = databaseUrl(adminUrl, dbName);

/** Ideal: every slot busy, each job one model call of modelDelayMs. */
function idealRate(count, slots) {
  return count / (Math.ceil(count / slots) * (modelDelayMs / 1000));
}

async function modelStats(reset = false) {
  const res = await fetch(`${modelUrl}/stats${reset ? '/reset' : ''}`, {
    method: reset ? 'POST' : 'GET',
  });
  return res.json();
}

/** Sends `count` jobs at once through `submit`, which resolves when its job is done. */
async function measure(label, count, submit) {
  await modelStats(true);
  const started = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await submit(i);
      return performance.now() - started;
    }),
  );
  const seconds = Math.max(...latencies) / 1000;
  const stats = await modelStats();
  if (stats.calls !== count) {
    throw new Error(`${label}: ${stats.calls} model calls for ${count} jobs (expected one each)`);
  }
  latencies.sort((a, b) => a - b);
  return {
    label,
    jobs: count,
    rate: count / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    atOnce: stats.maxInFlight,
  };
}

async function register(i) {
  const tag = `${prefix}${i}`;
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${tag}`,
      email: `bench.${tag}@example.com`,
      password: 'Sunrise#Montevideo7',
      firstName: 'Bench',
      lastName: 'Client',
      language: 'en',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => /^tb_session=[^;]/.test(c));
  return session.split(';')[0];
}

function generateThroughApi(cookies) {
  return async (i) => {
    const res = await fetch(`http://127.0.0.1:${apiPort}/api/social-media/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookies[i % cookies.length],
        // A signed-in change must name the site it comes from, as the browser does.
        origin: `http://127.0.0.1:${apiPort}`,
      },
      body: JSON.stringify({
        prompt: `Announce our website design service for restaurants, take ${i}`,
        platform: 'linkedin',
      }),
    });
    const body = await res.json();
    if (res.status !== 200 || typeof body.content !== 'string') {
      throw new Error(`generate: ${res.status} ${JSON.stringify(body)}`);
    }
  };
}

function generateThroughBareQueue(queue, events) {
  const waiting = new Map();
  events.on('completed', ({ jobId }) => waiting.get(jobId)?.resolve());
  events.on('failed', ({ jobId, failedReason }) =>
    waiting.get(jobId)?.reject(new Error(`bare job ${jobId}: ${failedReason}`)),
  );
  let sequence = 0;
  return async (i) => {
    const jobId = `bare-${++sequence}`;
    const done = new Promise((resolve, reject) => waiting.set(jobId, { resolve, reject }));
    await queue.add(
      'content.generate',
      { prompt: `Announce our website design service, take ${i}` },
      { jobId, removeOnComplete: true },
    );
    await done;
    waiting.delete(jobId);
  };
}

async function main() {
  console.log(`machine: ${machine()}; load average before: ${fmtLoad()}`);
  await recreateDatabase(adminUrl, dbName);
  await run(
    [join(build, 'scripts/migrate.js')],
    { DATABASE_URL: dbUrl, LOG_LEVEL: 'error' },
    'migrate',
  );

  await untilAnswers(
    `${modelUrl}/stats`,
    spawnNode([join(root, 'bench/support/fake-model.mjs')], {
      PORT: String(modelPort),
      FAKE_MODEL_DELAY_MS: String(modelDelayMs),
    }),
    'fake model',
  );

  const shared = {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    DATABASE_URL: dbUrl,
    MIGRATE_ON_START: 'false',
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    LOG_LEVEL: 'info',
    OPENAI_API_KEY: 'bench-fake-key',
    OPENAI_BASE_URL: `${modelUrl}/v1`,
    OPENAI_MODEL: 'bench-model',
    AI_CONCURRENCY: String(concurrency),
  };
  const api = spawnNode([join(build, 'main.js')], {
    ...shared,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    RUN_WORKERS: 'false',
    AI_TIMEOUT_MS: '600000',
    AI_LIMIT_PER_HOUR: '100000',
    AI_LIMIT_PER_DAY: '1000000',
  });
  await untilAnswers(`http://127.0.0.1:${apiPort}/api/health`, api, 'API');
  const cookies = [];
  for (let i = 0; i < clientCount; i++) cookies.push(await register(i));

  const startWorker = () =>
    readyWhenPrinted(
      spawnNode([join(build, 'worker.js')], shared, 'pipe'),
      'worker started',
      'worker',
    );
  const startBareWorker = () =>
    readyWhenPrinted(
      spawnNode(
        [join(root, 'bench/baseline/bare-ai-worker.mjs')],
        {
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: prefix,
          BARE_QUEUE: bareQueueName,
          CONCURRENCY: String(concurrency),
          OPENAI_BASE_URL: `${modelUrl}/v1`,
        },
        'pipe',
      ),
      'ready',
      'bare worker',
    );
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const bareQueue = new Queue(bareQueueName, { connection, prefix });
  const eventsConnection = connection.duplicate();
  const bareEvents = new QueueEvents(bareQueueName, { connection: eventsConnection, prefix });
  await bareEvents.waitUntilReady();

  const throughApi = generateThroughApi(cookies);
  const throughBare = generateThroughBareQueue(bareQueue, bareEvents);
  // A first batch per setup, unmeasured: connections, JIT, the workers' first polls.
  const warmUp = async (submit, workers) => {
    const count = workers * concurrency * 2;
    await Promise.all(Array.from({ length: count }, (_, i) => submit(i)));
  };

  const rows = [];
  try {
    for (const workers of workerCounts) {
      const ideal = idealRate(jobs, workers * concurrency);
      const plural = workers === 1 ? 'worker' : 'workers';
      if (withBare) {
        process.stdout.write(`bare BullMQ, ${workers} ${plural}: ${jobs} jobs ...\n`);
        await withWorkers(workers, startBareWorker, async () => {
          await warmUp(throughBare, workers);
          rows.push({
            ...(await measure(`bare BullMQ, ${workers} ${plural}`, jobs, throughBare)),
            ideal,
            slots: workers * concurrency,
          });
        });
      }
      process.stdout.write(`API + ${workers} ${plural}: ${jobs} jobs ...\n`);
      await withWorkers(workers, startWorker, async () => {
        await warmUp(throughApi, workers);
        rows.push({
          ...(await measure(`API + ${workers} ${plural}`, jobs, throughApi)),
          ideal,
          slots: workers * concurrency,
        });
      });
    }
  } finally {
    await bareEvents.close();
    await bareQueue.close();
    eventsConnection.disconnect();
    connection.disconnect();
  }

  console.log(
    `\n${jobs} jobs sent at once per run from ${clientCount} clients; model answers in ${modelDelayMs} ms; ${concurrency} jobs at once per worker (AI_CONCURRENCY)`,
  );
  console.log(
    'setup                    jobs   jobs/s   p50 ms   p95 ms  calls at once  ideal jobs/s  efficiency',
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(22)} ${String(row.jobs).padStart(6)} ${row.rate.toFixed(2).padStart(8)} ${Math.round(row.p50).toString().padStart(8)} ${Math.round(row.p95).toString().padStart(8)} ${`${row.atOnce} of ${row.slots}`.padStart(14)} ${row.ideal.toFixed(2).padStart(13)} ${`${Math.round((row.rate / row.ideal) * 100)}%`.padStart(11)}`,
    );
  }
  console.log(
    'latency: from sending all the jobs to each one done (its answer, for the API); calls at once: most model calls the fake held at the same time, of the worker slots',
  );
  console.log(`load average after: ${fmtLoad()}`);
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
