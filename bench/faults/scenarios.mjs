// The fault scenarios of bench/faults/faults.mjs: each breaks one thing while clients keep using
// the API, puts it right, and returns the problems it saw (an empty list when all went as the
// product promises), after printing its line of figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { sleep, until } from './servers.mjs';

/** Longest a request may take before it counts as hanging. */
const HANG_MS = 10_000;
const READS = ['/api/services', '/api/projects', '/api/testimonials', '/api/blog'];

let sequence = 0;
const runTag = randomTag();
function randomTag() {
  return Math.random().toString(36).slice(2, 8);
}

/** A client address of its own per message: the contact limit is 5 per address. */
const nextAddress = () => {
  const n = ++sequence;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** One request, timed; a network error or a hang is an answer with status 0. */
let requestsSent = 0;
async function call(origin, path, init = {}) {
  requestsSent++;
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return {
      status: res.status,
      json: body !== undefined && /json/.test(res.headers.get('content-type') ?? ''),
      body,
      text,
      headers: res.headers,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, error: error.name, ms: performance.now() - started };
  }
}

function sendContact(origin) {
  const n = ++sequence;
  const email = `visitor.${runTag}.${n}@example.com`;
  return call(origin, '/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      name: `Visitor ${n}`,
      email,
      message: `Message ${n}: do you build online shops as well?`,
    }),
  }).then((answer) => ({ ...answer, kind: 'contact', email }));
}

const read = (origin, n) =>
  call(origin, READS[n % READS.length]).then((answer) => ({ ...answer, kind: 'read' }));

/**
 * Clients in parallel, each sending a contact message or a public read in turn (one message in
 * `contactEvery`) until `stop()`; every answer is kept with the phase it started in, or `outage`
 * when the fault began while it was under way.
 */
function traffic(origin, { clients = 4, contactEvery = 3 } = {}) {
  const answers = [];
  let phase = 'before';
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = client; running; n++) {
      const startedIn = phase;
      const at = Date.now();
      const answer = n % contactEvery === 0 ? await sendContact(origin) : await read(origin, n);
      // A request under way when the fault came or went belongs to the fault.
      answers.push({ ...answer, phase: phase === 'outage' ? 'outage' : startedIn, at });
      await sleep(50);
    }
  });
  return {
    answers,
    set phase(value) {
      phase = value;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Mails the fake SMTP server accepted for a visitor: the confirmation and the notification. */
function mailsOf(smtp, email, salesAddress) {
  const autoReplies = smtp.received.filter((mail) => mail.to.includes(email)).length;
  const notifications = smtp.received.filter(
    (mail) =>
      mail.to.includes(salesAddress) && new RegExp(`^Reply-To: .*${email}`, 'im').test(mail.raw),
  ).length;
  return { autoReplies, notifications };
}

/** Accepted messages not in the database, and those whose two mails did not arrive once each. */
async function checkContacts(context, accepted) {
  const ids = accepted.map((answer) => answer.body.id);
  const rows = await context.postgres.query(
    context.database,
    'select id, email from contact_submissions where id = any($1)',
    [ids],
  );
  const found = new Map(rows.map((row) => [Number(row.id), row.email]));
  const lost = accepted.filter((answer) => found.get(answer.body.id) !== answer.email);
  const mails = accepted.map((answer) => mailsOf(context.smtp, answer.email, context.salesAddress));
  return {
    found: accepted.length - lost.length,
    lost,
    unsent: mails.filter((m) => m.autoReplies === 0 || m.notifications === 0).length,
    duplicated: mails.filter((m) => m.autoReplies > 1 || m.notifications > 1).length,
  };
}

/**
 * Waits (at most a minute) until every message answered 201 has both its mails, then adds to
 * `problems` what is lost, unsent or sent twice; `delivered` is when the last mail arrived.
 */
async function waitForContactMail(context, accepted, problems) {
  let check = await checkContacts(context, accepted);
  const delivered = await until(
    async () => {
      check = await checkContacts(context, accepted);
      return check.unsent === 0 && Date.now();
    },
    60_000,
    'mail of the accepted contact messages',
  ).catch(() => NaN);
  if (check.lost.length > 0)
    problems.push(`${check.lost.length} contact message(s) answered 201 but not saved`);
  if (check.unsent > 0)
    problems.push(`${check.unsent} saved contact message(s) without both mails`);
  if (check.duplicated > 0)
    problems.push(`${check.duplicated} contact message(s) mailed more than once`);
  return { check, delivered };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const count = (answers, test) => answers.filter(test).length;
const health = (context, cookie) =>
  call(context.origin, '/api/health', cookie ? { headers: { cookie } } : {});

/** The admin's session cookie. */
async function signInAdmin(context) {
  const answer = await call(context.origin, '/api/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: context.origin,
      'x-forwarded-for': nextAddress(),
    },
    body: JSON.stringify(context.admin),
  });
  if (answer.status !== 200) throw new Error(`admin sign-in: ${answer.status} ${answer.text}`);
  return answer.headers
    .getSetCookie()
    .find((c) => /^tb_session=[^;]/.test(c))
    .split(';')[0];
}

/** Every process still up. */
function crashes(context) {
  return [
    ['API', context.api],
    ['worker', context.worker],
  ]
    .filter(([, child]) => child.exitCode !== null || child.signalCode !== null)
    .map(([label, child]) => `${label} exited (${child.exitCode ?? child.signalCode})`);
}

/** Redis killed while clients send contact messages and read; the designed degradation. */
async function redisOutage(context) {
  const problems = [];
  const adminCookie = await signInAdmin(context);
  const load = traffic(context.origin);
  await sleep(3000);
  await context.redis.kill();
  const killedAt = Date.now();
  load.phase = 'outage';
  await sleep(1500);
  // As designed: degraded (503), the queue down, rate limits counted in each process meanwhile.
  const degraded = await health(context, adminCookie);
  if (
    degraded.status !== 503 ||
    degraded.body?.status !== 'degraded' ||
    degraded.body?.queue?.status !== 'down' ||
    degraded.body?.rateLimit?.store !== 'memory-fallback'
  ) {
    problems.push(`health during the outage: ${degraded.status} ${degraded.text}`);
  }
  await sleep(6000);
  await context.redis.start();
  const restartedAt = Date.now();
  load.phase = 'after';
  // Back to normal: healthy, rate limits counted in Redis again.
  const healthy = await until(
    async () => {
      const answer = await health(context, adminCookie);
      return answer.status === 200 && answer.body?.rateLimit?.store === 'redis' && Date.now();
    },
    30_000,
    'health 200 with rate limits in Redis after Redis came back',
  ).catch((error) => problems.push(error.message) && NaN);
  await sleep(3000);
  await load.stop();

  const { answers } = load;
  const contacts = answers.filter((a) => a.kind === 'contact');
  const accepted = contacts.filter((a) => a.status === 201);
  const unexpected = answers.filter((a) =>
    a.kind === 'contact' ? a.status !== 201 : a.status !== 200,
  );
  for (const answer of unexpected.slice(0, 5)) {
    problems.push(
      `${answer.kind} in phase ${answer.phase}: ${answer.status || answer.error} ${answer.text ?? ''}`.slice(
        0,
        200,
      ),
    );
  }
  const slowest = Math.max(...answers.filter((a) => a.phase === 'outage').map((a) => a.ms));

  // Every accepted message's mails go out once Redis is back (the outbox sweeper queues them).
  const { check, delivered } = await waitForContactMail(context, accepted, problems);
  problems.push(...crashes(context));

  console.log(
    `redis     requests ${answers.length} (${count(answers, (a) => a.phase === 'outage')} during the ${seconds(restartedAt - killedAt)} outage), ` +
      `errors ${unexpected.length}, writes ${accepted.length} (contact messages, ${count(accepted, (a) => a.phase === 'outage')} during), ` +
      `found ${check.found}, mailed ${accepted.length - check.unsent} (duplicates ${check.duplicated}); ` +
      `slowest answer during ${seconds(slowest)}; health 200 ${seconds(healthy - restartedAt)} and all mail out ${seconds(delivered - restartedAt)} after the restart`,
  );
  return problems;
}

/** PostgreSQL shut down and started again under the same load. */
async function postgresOutage(context) {
  const problems = [];
  const load = traffic(context.origin);
  await sleep(3000);
  context.postgres.stop('immediate');
  const stoppedAt = Date.now();
  load.phase = 'outage';
  await sleep(1500);
  const degraded = await health(context);
  if (degraded.status !== 503) problems.push(`health during the outage: ${degraded.status}`);
  await sleep(4500);
  context.postgres.start();
  const restartedAt = Date.now();
  load.phase = 'after';
  // Recovered: a contact message is saved again and health is 200.
  const recovered = await until(
    async () =>
      (await health(context)).status === 200 &&
      (await sendContact(context.origin)).status === 201 &&
      Date.now(),
    60_000,
    'a contact message saved after the restart',
  ).catch((error) => problems.push(error.message) && NaN);
  await sleep(3000);
  await load.stop();

  const { answers } = load;
  const during = answers.filter((a) => a.phase === 'outage');
  // During the outage: 2xx (a read from the cache) or a quick JSON 5xx, never a hang.
  const ok = (a) => a.status === (a.kind === 'contact' ? 201 : 200);
  const bad = answers.filter((a) => {
    if (a.phase === 'before') return !ok(a);
    if (a.phase === 'after' && a.at > recovered) return false;
    return !((a.status >= 200 && a.status < 300) || (a.status >= 500 && a.json));
  });
  for (const answer of bad.slice(0, 5)) {
    problems.push(
      `${answer.kind} in phase ${answer.phase}: ${answer.status || answer.error} ${answer.text ?? ''}`.slice(
        0,
        200,
      ),
    );
  }
  // After the restart, the first answers may still be refusals; once recovered, none.
  const lateErrors = answers.filter((a) => a.phase === 'after' && a.at > recovered && !ok(a));
  for (const answer of lateErrors.slice(0, 5)) {
    problems.push(`${answer.kind} after recovery: ${answer.status || answer.error}`);
  }
  const slowest = Math.max(...during.map((a) => a.ms));
  if (slowest > 5000) problems.push(`an answer during the outage took ${seconds(slowest)}`);

  const accepted = answers.filter((a) => a.kind === 'contact' && a.status === 201);
  const { check } = await waitForContactMail(context, accepted, problems);
  problems.push(...crashes(context));

  const errors = count(during, (a) => a.status >= 500);
  console.log(
    `postgres  requests ${answers.length} (${during.length} during the ${seconds(restartedAt - stoppedAt)} outage: ${count(during, (a) => a.status >= 200 && a.status < 300)} 2xx from the cache, ${errors} JSON 5xx, ${count(during, (a) => a.status === 0)} hangs), ` +
      `unexpected ${bad.length + lateErrors.length}, writes ${accepted.length} (answered 201), found ${check.found}, mailed ${accepted.length - check.unsent}; ` +
      `slowest answer during ${seconds(slowest)}; recovered ${seconds(recovered - restartedAt)} after the restart`,
  );
  return problems;
}

async function registerClient(origin) {
  const tag = `${runTag}${++sequence}`;
  const answer = await call(origin, '/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      username: `faults_${tag}`,
      email: `faults.${tag}@example.com`,
      password: 'Sunrise#Montevideo7',
      firstName: 'Fault',
      lastName: 'Client',
      language: 'en',
    }),
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.text}`);
  const cookie = answer.headers
    .getSetCookie()
    .find((c) => /^tb_session=[^;]/.test(c))
    .split(';')[0];
  return { cookie, username: `faults_${tag}` };
}

const modelCalls = async (context) =>
  (await (await fetch(`${context.modelUrl}/stats`)).json()).calls;

/** Kills the worker as a crash would and starts another; resolves when the new one is ready. */
async function replaceWorker(context) {
  const killed = context.worker;
  const exited = new Promise((r) => killed.once('exit', r));
  killed.kill('SIGKILL');
  await exited;
  context.worker = await context.startWorker();
}

/** A worker SIGKILLed in the middle of an AI job, then of a mail send. */
async function workerKilled(context) {
  const problems = [];
  const requestsBefore = requestsSent;

  // An AI generation: the fake model answers after 3 s; the worker dies while it waits.
  const { cookie, username } = await registerClient(context.origin);
  const callsBefore = await modelCalls(context);
  const generate = await call(context.origin, '/api/social-media/generate', {
    method: 'POST',
    // A signed-in change names the site it comes from, as the browser does.
    headers: { 'content-type': 'application/json', cookie, origin: context.origin },
    body: JSON.stringify({
      prompt: 'Announce our website design service for bakeries',
      platform: 'linkedin',
    }),
  });
  if (generate.status !== 202) throw new Error(`generate: ${generate.status} ${generate.text}`);
  await until(async () => (await modelCalls(context)) > callsBefore, 20_000, 'the model call');
  await replaceWorker(context);
  const aiKilledAt = Date.now();
  const job = await until(
    async () => {
      const answer = await call(context.origin, generate.headers.get('location'), {
        headers: { cookie },
      });
      return answer.body?.status === 'succeeded' || answer.body?.status === 'failed'
        ? answer.body
        : undefined;
    },
    60_000 + 3 * context.lockMs,
    'the AI job after the worker died',
  ).catch((error) => problems.push(error.message) && undefined);
  const aiDoneMs = Date.now() - aiKilledAt;
  await sleep(2000);
  const aiCalls = (await modelCalls(context)) - callsBefore;
  if (job && job.status !== 'succeeded')
    problems.push(`AI job ${job.status}: ${JSON.stringify(job.error)}`);
  // The call cut short, then one that finished: one more would be the job running twice.
  if (aiCalls !== 2)
    problems.push(`AI job: ${aiCalls} model calls (expected the killed one and one more)`);
  const [{ n: aiRows }] = await context.postgres.query(
    context.database,
    `select count(*)::int as n from content_generation_jobs j join users u on u.id = j.user_id where u.username = $1`,
    [username],
  );
  if (aiRows !== 1) problems.push(`AI job: ${aiRows} job rows`);

  // A contact message's mails: the fake SMTP server holds its answers; the worker dies mid-send.
  context.smtp.hold();
  const contact = await sendContact(context.origin);
  if (contact.status !== 201) throw new Error(`contact: ${contact.status} ${contact.text}`);
  await until(async () => context.smtp.holding > 0, 20_000, 'a mail held by the SMTP server');
  await sleep(300);
  const heldWhenKilled = context.smtp.holding;
  await replaceWorker(context);
  const mailKilledAt = Date.now();
  context.smtp.release();
  const mailDone = await until(
    async () => {
      const mails = mailsOf(context.smtp, contact.email, context.salesAddress);
      return mails.autoReplies > 0 && mails.notifications > 0 && Date.now();
    },
    60_000 + 3 * context.lockMs,
    'the contact mails after the worker died mid-send',
  ).catch((error) => problems.push(error.message) && NaN);
  await sleep(2000);
  const mails = mailsOf(context.smtp, contact.email, context.salesAddress);
  if (mails.autoReplies > 1 || mails.notifications > 1) {
    problems.push(`contact mails sent ${mails.autoReplies} and ${mails.notifications} times`);
  }
  const found = await context.postgres.query(
    context.database,
    'select id from contact_submissions where id = $1',
    [contact.body.id],
  );
  if (found.length !== 1) problems.push('the contact message is not in the database');
  problems.push(...crashes(context));

  console.log(
    `worker    requests ${requestsSent - requestsBefore} (with the job polls), errors ${problems.length}, writes 2 (an AI job, a contact message), found ${aiRows + found.length}; ` +
      `AI job: killed during its model call, succeeded ${seconds(aiDoneMs)} later, model calls ${aiCalls} (1 cut short), job rows ${aiRows}; ` +
      `mail: killed with ${heldWhenKilled} send(s) unanswered, both mails out ${seconds(mailDone - mailKilledAt)} later, ` +
      `received ${mails.autoReplies} + ${mails.notifications}; QUEUE_LOCK_MS ${context.lockMs}`,
  );
  return problems;
}

const PAGES = ['/', '/services', '/projects', '/blog', '/contact'];

/** Each public page and each public read `rounds` times, one request at a time. */
async function browse(origin, rounds) {
  const answers = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of PAGES) answers.push({ path, kind: 'page', ...(await call(origin, path)) });
    for (const path of READS) answers.push({ path, kind: 'read', ...(await call(origin, path)) });
  }
  return answers;
}

const rendered = (answer) =>
  answer.status === 200 && answer.text?.includes('data-ssr="hydrate"') === true;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * remotes.json names remote entries on a port nothing listens on; the same pages with the
 * remotes as built, just before, are the baseline.
 */
async function deadRemote(context) {
  const problems = [];
  const file = join(context.frontendsDir, 'remotes.json');
  const original = readFileSync(file, 'utf8');
  await browse(context.origin, 1); // warm-up: the first render of each page compiles its code
  const baseline = (await browse(context.origin, 3)).filter((a) => a.kind === 'page');
  const dead = (name) => ({
    entry: `http://127.0.0.1:${context.deadPort}/remotes/${name}/remoteEntry.js`,
    release: 'unreachable',
    contract: 1,
  });
  writeFileSync(file, JSON.stringify({ marketing: dead('marketing'), admin: dead('admin') }));
  let answers;
  try {
    const listed = await call(context.origin, '/remotes.json');
    if (!listed.text?.includes(String(context.deadPort))) {
      problems.push(`/remotes.json does not name the dead entry: ${listed.text}`);
    }
    answers = await browse(context.origin, 5);
  } finally {
    writeFileSync(file, original);
  }
  const reads = answers.filter((a) => a.kind === 'read');
  const pages = answers.filter((a) => a.kind === 'page');
  for (const page of pages.filter((a) => !rendered(a)).slice(0, 5)) {
    problems.push(
      `${page.path}: ${page.status || page.error}${page.status === 200 ? ', not rendered' : ''}`,
    );
  }
  const errors = count(answers, (a) => (a.kind === 'page' ? !rendered(a) : a.status !== 200));
  if (count(reads, (a) => a.status !== 200) > 0) problems.push('an API read failed');
  problems.push(...crashes(context));
  console.log(
    `remote    requests ${answers.length} (${pages.length} pages, ${reads.length} API reads), errors ${errors}, ` +
      `pages rendered ${count(pages, rendered)}; page answer median ${Math.round(median(pages.map((a) => a.ms)))} ms ` +
      `(${Math.round(median(baseline.map((a) => a.ms)))} ms with the remotes as built), slowest ${Math.round(Math.max(...pages.map((a) => a.ms)))} ms; writes 0`,
  );
  return problems;
}

const SCENARIOS = {
  redis: redisOutage,
  postgres: postgresOutage,
  worker: workerKilled,
  remote: deadRemote,
};

/** Runs one scenario; an exception is a problem of that scenario, not the end of the run. */
export async function runScenario(name, context) {
  const scenario = SCENARIOS[name];
  if (!scenario) return [`unknown scenario (known: ${Object.keys(SCENARIOS).join(', ')})`];
  try {
    return await scenario(context);
  } catch (error) {
    console.log(`${name.padEnd(9)} stopped: ${error.message}`);
    return [error.message];
  }
}
