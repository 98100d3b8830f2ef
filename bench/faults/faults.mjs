// Fault runs: the production API (`dist/backend/main.js`, RUN_WORKERS=false) and a worker
// (`dist/backend/worker.js`) on a Redis and a PostgreSQL of the run's own, mail going to a fake
// SMTP server, while clients send contact messages and read the public API. One scenario at a
// time breaks something and checks what the product promises:
//
//   redis     Redis killed for a while: reads go on, every contact message is accepted and saved,
//             health says degraded, and every accepted message's two mails go out once Redis is
//             back, each exactly once.
//   postgres  PostgreSQL shut down (immediate) for a while: answers during the outage are quick
//             JSON 5xx (or reads from the cache), no process dies, everything works again after
//             the restart without restarting anything, and no write answered 2xx is lost.
//   worker    a worker SIGKILLed in the middle of an AI generation job (the fake model holds its
//             answer) and of a mail send (the fake SMTP server holds its answer): a new worker
//             finishes each, exactly once.
//   remote    remotes.json naming remote entries on a port nothing listens on: the server-rendered
//             public pages still answer 200, rendered, and the API is unaffected.
//
// Prints a line of figures per scenario; exits non-zero on an unexpected answer or a lost write.
//
//   npm run build && npm run test:faults
//
// Environment (all optional):
//   FAULTS_PORTS      the ports the run may use (default 4200-4299)
//   FAULTS_ONLY       scenarios to run, comma-separated (default redis,postgres,worker,remote)
//   FAULTS_LOCK_MS    QUEUE_LOCK_MS of the worker (default 5000; the product's default is 30000)
//   PG_BIN            PostgreSQL's binaries (default the newest in /usr/lib/postgresql)
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  fmtLoad,
  machine,
  readyWhenPrinted,
  root,
  spawnNode,
  stopAll,
  untilAnswers,
} from '../support/processes.mjs';
import { runScenario } from './scenarios.mjs';
import { fakeSmtp, portPicker, throwawayPostgres, throwawayRedis } from './servers.mjs';

const build = join(root, 'dist/backend');
const frontends = join(root, 'dist/frontends');
for (const file of [
  join(build, 'main.js'),
  join(build, 'worker.js'),
  join(frontends, 'shell/index.html'),
]) {
  if (!existsSync(file)) {
    console.error(`${file} not found: run \`npm run build\` first (test:faults builds nothing).`);
    process.exit(2);
  }
}

const [firstPort, lastPort] = (process.env.FAULTS_PORTS ?? '4200-4299').split('-').map(Number);
const only = (process.env.FAULTS_ONLY ?? 'redis,postgres,worker,remote').split(',');
const lockMs = Number(process.env.FAULTS_LOCK_MS ?? 5000);
const freePort = portPicker(firstPort, lastPort);

const cleanups = [];
async function cleanUp() {
  await stopAll();
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`clean-up: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

async function main() {
  console.log(`machine: ${machine()}; load average before: ${fmtLoad()}`);
  const started = performance.now();
  const ports = {
    redis: await freePort(),
    postgres: await freePort(),
    smtp: await freePort(),
    model: await freePort(),
    api: await freePort(),
    dead: await freePort(),
  };

  const redis = throwawayRedis(ports.redis);
  cleanups.push(() => redis.kill());
  await redis.start();

  const postgres = throwawayPostgres(ports.postgres);
  cleanups.push(() => postgres.remove());
  postgres.init();
  postgres.start();
  const database = 'terrabridge';
  await postgres.createDatabase(database);

  const smtp = fakeSmtp(ports.smtp);
  await smtp.start();
  cleanups.push(() => smtp.stop());

  const modelUrl = `http://127.0.0.1:${ports.model}`;
  await untilAnswers(
    `${modelUrl}/stats`,
    spawnNode([join(root, 'bench/support/fake-model.mjs')], {
      PORT: String(ports.model),
      FAKE_MODEL_DELAY_MS: '3000',
    }),
    'fake model',
  );

  // The server serves a copy of the frontends, whose remotes.json the remote scenario rewrites.
  const frontendsDir = mkdtempSync(join(tmpdir(), 'tb-faults-frontends-'));
  cleanups.push(() => rmSync(frontendsDir, { recursive: true, force: true }));
  cpSync(frontends, frontendsDir, { recursive: true });

  const origin = `http://127.0.0.1:${ports.api}`;
  const admin = {
    username: 'faults_admin',
    password: randomBytes(12).toString('base64url') + '#A1',
  };
  const shared = {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    DATABASE_URL: postgres.url(database),
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'faults',
    SMTP_URL: smtp.url,
    MAIL_SWEEP_INTERVAL_MS: '2000',
    OPENAI_API_KEY: 'faults-fake-key',
    OPENAI_BASE_URL: `${modelUrl}/v1`,
    OPENAI_MODEL: 'faults-model',
    LOG_LEVEL: 'info',
  };
  const api = spawnNode([join(build, 'main.js')], {
    ...shared,
    PORT: String(ports.api),
    HOST: '127.0.0.1',
    RUN_WORKERS: 'false',
    SEED_DEMO_DATA: 'true',
    FRONTENDS_DIR: frontendsDir,
    // Every client of the run comes from 127.0.0.1 and names its own address.
    TRUST_PROXY: 'loopback',
    AI_TIMEOUT_MS: '1000',
    // An admin sees the checks behind /api/health (the queue, where rate limits are counted).
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: 'faults.admin@agency.example',
    ADMIN_PASSWORD: admin.password,
    // The bench's admin signs in with a password alone, as production would not let it.
    ADMIN_TWO_FACTOR: 'optional',
  });
  await untilAnswers(`${origin}/api/health`, api, 'API');
  const startWorker = () =>
    readyWhenPrinted(
      spawnNode(
        [join(build, 'worker.js')],
        { ...shared, MIGRATE_ON_START: 'false', QUEUE_LOCK_MS: String(lockMs) },
        'pipe',
      ),
      'worker started',
      'worker',
    );
  const context = {
    origin,
    api,
    worker: await startWorker(),
    startWorker,
    redis,
    postgres,
    database,
    smtp,
    modelUrl,
    lockMs,
    frontendsDir,
    deadPort: ports.dead,
    salesAddress: 'hello@terrabridge.example',
    admin,
  };
  console.log(
    `API, worker (QUEUE_LOCK_MS ${lockMs}), Redis, PostgreSQL and fakes up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const failures = [];
  for (const name of only) {
    const problems = await runScenario(name.trim(), context);
    failures.push(...problems.map((problem) => `${name}: ${problem}`));
  }
  for (const [label, child] of [
    ['API', api],
    ['worker', context.worker],
  ]) {
    if (child.exitCode !== null || child.signalCode !== null) failures.push(`${label} exited`);
  }
  console.log(
    `\nwhole run ${((performance.now() - started) / 1000).toFixed(1)} s; load average after: ${fmtLoad()}`,
  );
  if (failures.length > 0) {
    console.log(`\n${failures.length} problem(s):`);
    for (const failure of failures) console.log(`  - ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('no unexpected answer, no lost write');
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
