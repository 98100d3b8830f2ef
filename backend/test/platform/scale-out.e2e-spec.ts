import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';
import request from 'supertest';

import { DEMO_LOGINS } from '../../src/platform/database/seeders/demo-content/demo-logins';
import { login, newIp, sessionCookie, STRONG_PASSWORD, withSession } from '../support/accounts';
import { BuiltProcess, buildBackend } from '../support/built-processes';
import { createEmptyDatabase, dropDatabase, uniqueName } from '../support/databases';
import { type ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { redisUrl, runIds } from '../support/test-environment';
import { eventually } from '../support/test-app';
import { freePort } from '../support/throwaway-redis';

const [DEMO_ADMIN, DEMO_CLIENT] = DEMO_LOGINS;
/** Created by both API instances at once through ADMIN_*: one account, neither start fails. */
const FIRST_ADMIN = { username: 'scale.admin', email: 'scale.admin@example.com' };
/** Scheduled posts due when the workers start: more than one sweep's batch, so both sweep. */
const POSTS = 30;
/** Outbox messages whose job was lost: both workers' outbox sweepers find them at start. */
const LOST_MAILS = 30;

/** Building and starting processes, each a few seconds on an idle machine, more on a busy one. */
const PROCESS_START_TIMEOUT_MS = 120_000;

const messageId = (mail: ReceivedMail) => /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1];

/**
 * Two API processes and two worker processes of the built backend on one fresh PostgreSQL
 * database and one Redis prefix, as `docker compose up --scale api=2 --scale worker=2` runs
 * them: whatever must be shared is, and work that is due runs once, not once per process.
 */
describe('scaled out: two API instances and two workers', () => {
  const prefix = `${runIds.prefix}-scale-${randomBytes(3).toString('hex')}`;
  const databaseName = uniqueName('tb_scale');
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-scale-'));
  let databaseUrl: string;
  let sink: SmtpSink;
  let db: Client;
  let apiA: BuiltProcess;
  let apiB: BuiltProcess;
  let workers: BuiltProcess[] = [];
  let a: string;
  let b: string;

  const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    SESSION_SECRET: 'scale-out-tests-session-secret-0123456789',
    PUBLIC_URL: 'http://scale.example',
    TRUST_PROXY: 'loopback',
    SMTP_URL: sink.url,
    // Both instances migrate and seed the empty database at once, and create the first admin.
    MIGRATE_ON_START: 'true',
    SEED_DEMO_DATA: 'true',
    ADMIN_USERNAME: FIRST_ADMIN.username,
    ADMIN_EMAIL: FIRST_ADMIN.email,
    ADMIN_PASSWORD: STRONG_PASSWORD,
    // An hour: only the shared invalidation can explain a fresh public read.
    PUBLIC_CACHE_TTL_MS: String(60 * 60 * 1000),
    COMMENT_DIGEST_WINDOW_SECONDS: '1',
    SOCIAL_REMINDER_SWEEP_MS: '100',
    MAIL_SWEEP_INTERVAL_MS: '100',
    ...extra,
  });

  const startApi = async (name: string) => {
    const port = await freePort();
    const api = new BuiltProcess(
      name,
      'main.js',
      env({ PORT: String(port), RUN_WORKERS: 'false' }),
    );
    return { api, url: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    const [url] = await Promise.all([createEmptyDatabase(databaseName), buildBackend()]);
    databaseUrl = url;
    sink = await new SmtpSink().start();
    db = new Client({ connectionString: databaseUrl });
    await db.connect();

    const [first, second] = await Promise.all([startApi('API A'), startApi('API B')]);
    ({ api: apiA, url: a } = first);
    ({ api: apiB, url: b } = second);
    await Promise.all([apiA.answers(`${a}/api/health`), apiB.answers(`${b}/api/health`)]);
  }, PROCESS_START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([...workers, apiA, apiB].map((process) => process?.stop()));
    await db?.end();
    await sink?.stop();
    await dropDatabase(databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('start together on an empty database: migrated and seeded once, one first admin', async () => {
    const admins = await db.query<{ count: string }>(
      'select count(*) from users where username = $1',
      [FIRST_ADMIN.username],
    );
    expect(Number(admins.rows[0].count)).toBe(1);
    const seeded = await db.query<{ count: string }>(
      'select count(*) from users where username = $1',
      [DEMO_ADMIN.username],
    );
    expect(Number(seeded.rows[0].count)).toBe(1);
    expect([apiA.running, apiB.running]).toEqual([true, true]);
  });

  it('share sessions: signed in on A works on B; signed out or ended on A is refused on B', async () => {
    const first = await login(a, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const second = await login(a, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const me = await request(b).get('/api/user').set(withSession(first.cookie)).expect(200);
    expect(me.body).toMatchObject({ username: DEMO_CLIENT.username });
    await request(b).get('/api/user').set(withSession(second.cookie)).expect(200);

    // The second session, ended from the first one's sessions list on A.
    const sessions = await request(a)
      .get('/api/user/sessions')
      .set(withSession(first.cookie))
      .expect(200);
    const other = (sessions.body as Array<{ id: string; current: boolean }>).find(
      (session) => !session.current,
    );
    await request(a)
      .delete(`/api/user/sessions/${other!.id}`)
      .set(withSession(first.cookie))
      .expect(200);
    await request(b).get('/api/user').set(withSession(second.cookie)).expect(401);

    await request(a).post('/api/logout').set(withSession(first.cookie)).expect(200);
    await request(b).get('/api/user').set(withSession(first.cookie)).expect(401);
  });

  it('share rate limits: failed sign-ins on A and B count together', async () => {
    const address = newIp();
    const attempt = (base: string, password: string) =>
      request(base)
        .post('/api/login')
        .set('X-Forwarded-For', address)
        .send({ username: DEMO_CLIENT.username, password });
    // Ten failures on one account from one address, five on each instance: the limit is ten.
    for (let i = 0; i < 10; i++) await attempt(i % 2 ? b : a, 'Wrong#Password1').expect(401);
    await attempt(a, DEMO_CLIENT.password).expect(429);
    await attempt(b, DEMO_CLIENT.password).expect(429);
    // Another address is not held back.
    const elsewhere = await request(b)
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: DEMO_CLIENT.username, password: DEMO_CLIENT.password })
      .expect(200);
    expect(sessionCookie(elsewhere)).toBeTruthy();
  });

  it("share public cache invalidation: a write on A shows in B's cached reads at once", async () => {
    const admin = await login(a, DEMO_ADMIN.username, DEMO_ADMIN.password);
    type Service = { id: number; priceCents: number };
    const priceOnB = async (id: number) =>
      ((await request(b).get('/api/services').expect(200)).body as Service[]).find(
        (service) => service.id === id,
      )?.priceCents;
    const [service] = (await request(b).get('/api/services').expect(200)).body as Service[];
    const newPrice = service.priceCents + 777;

    await request(a)
      .patch(`/api/admin/services/${service.id}`)
      .set(withSession(admin.cookie))
      .send({ priceCents: newPrice })
      .expect(200);

    // B's copy lives an hour; the broadcast reaches it within moments, or this fails.
    const seen = await eventually(
      async () => ((await priceOnB(service.id)) === newPrice ? newPrice : undefined),
      { timeoutMs: 3000, intervalMs: 50 },
    ).catch(() => priceOnB(service.id));
    expect(seen).toBe(newPrice);
  });

  describe('with two workers', () => {
    let clientId: number;
    let projectIds: number[];

    beforeAll(async () => {
      const client = await db.query<{ id: number }>('select id from users where username = $1', [
        DEMO_CLIENT.username,
      ]);
      clientId = client.rows[0].id;
      // Due before either worker runs: both start sweeping the same rows at the same moment.
      await db.query(
        `insert into social_media_content (user_id, platform, content, status, scheduled, scheduled_date)
         select $1, 'linkedin', 'Scale-out post [' || n || ']', 'scheduled', true, now() - interval '1 second'
           from generate_series(1, ${POSTS}) n`,
        [clientId],
      );
      await db.query(
        `insert into mail_outbox (kind, "to", subject, text, state, next_attempt_at, created_at, updated_at)
         select 'test.lost-job', 'lost.' || n || '@example.com', 'Lost job [' || n || ']', 'Queued once',
                'pending', now() - interval '1 minute', now(), now()
           from generate_series(1, ${LOST_MAILS}) n`,
      );
      // An admin comment on each of the client's projects: one digest per project, a second later.
      const admin = await login(a, DEMO_ADMIN.username, DEMO_ADMIN.password);
      const projects = await db.query<{ id: number }>(
        'select id from projects where client_id = $1 order by id',
        [clientId],
      );
      projectIds = projects.rows.map((row) => row.id);
      for (const id of projectIds)
        await request(a)
          .post(`/api/user/projects/${id}/comments`)
          .set(withSession(admin.cookie))
          .send({ content: `Digest comment for project [${id}]` })
          .expect(201);

      workers = ['worker 1', 'worker 2'].map(
        (name) => new BuiltProcess(name, 'worker.js', env({ MIGRATE_ON_START: 'false' })),
      );
      await Promise.all(workers.map((worker) => worker.printed('worker started')));
    }, PROCESS_START_TIMEOUT_MS);

    interface OutboxRow {
      kind: string;
      text: string;
      state: string;
      message_id: string | null;
    }
    /** The outbox once nothing is due or on its way any more. */
    const settledOutbox = async (): Promise<OutboxRow[]> => {
      const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
      await eventually(
        async () =>
          (await count(
            `select count(*) as n from mail_outbox where state not in ('sent', 'failed', 'held')`,
          )) +
            (await count(
              `select count(*) as n from social_media_content where status = 'scheduled' and content like 'Scale-out post%'`,
            )) +
            (await count(
              `select count(*) as n from project_comment_digests where due_at is not null`,
            )) ===
          0,
        { timeoutMs: 30_000, intervalMs: 200 },
      ).catch(async (error: Error) => {
        const left = await db.query(
          `select kind, state, count(*) from mail_outbox group by kind, state
           union all select 'post', status, count(*) from social_media_content group by status
           union all select 'digest', (due_at is null)::text, count(*) from project_comment_digests group by 2`,
        );
        throw new Error(`${error.message}: ${JSON.stringify(left.rows)}\n${workers[0].tail(15)}`);
      });
      return (await db.query<OutboxRow>('select kind, text, state, message_id from mail_outbox'))
        .rows;
    };
    const written = (outbox: OutboxRow[], kind: string, text: string) =>
      outbox.filter((row) => row.kind === kind && row.text.includes(text)).length;

    it('write each due post reminder and comment digest once, not once per worker', async () => {
      const outbox = await settledOutbox();
      for (let n = 1; n <= POSTS; n++) {
        const mails = written(outbox, 'social.reminder', `Scale-out post [${n}]`);
        expect({ post: n, mails }).toEqual({ post: n, mails: 1 });
      }
      expect(projectIds.length).toBeGreaterThan(0);
      for (const id of projectIds) {
        const mails = written(outbox, 'projects.comment-digest', `project [${id}]`);
        expect({ project: id, mails }).toEqual({ project: id, mails: 1 });
      }
    });

    it('deliver every outbox message exactly once, sent by both workers', async () => {
      const outbox = await settledOutbox();
      expect(outbox.filter((row) => row.state !== 'sent')).toEqual([]);
      for (let n = 1; n <= LOST_MAILS; n++) {
        const delivered = sink.to(`lost.${n}@example.com`).length;
        expect({ mail: n, delivered }).toEqual({ mail: n, delivered: 1 });
      }
      // Every delivery is one outbox row's, and every row was delivered once.
      const delivered = sink.received.map(messageId).sort();
      expect(delivered).toEqual(outbox.map((row) => row.message_id).sort());
      expect(new Set(delivered).size).toBe(delivered.length);
      // Both workers took part, so "once" is not one worker doing everything.
      for (const worker of workers) expect(worker.count('"msg":"sent ')).toBeGreaterThan(0);
    });
  });
});
