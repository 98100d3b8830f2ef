import { createServer, type Server } from 'node:http';
import { AddressInfo } from 'node:net';

import { EntityManager } from '@mikro-orm/postgresql';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { MailService } from '../../src/platform/mail/mail.service';
import { login, register, withSession } from '../support/accounts';
import { FakePaypal, PAYPAL_TEST_ENV } from '../support/fake-paypal';
import { STRIPE_TEST_KEYS } from '../support/fake-stripe';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { JobIds } from '../../src/platform/queue/job-ids';

const SMTP_USER = 'ops-mailer';
const SMTP_PASSWORD = 'Smtp-Pass-7f3a9c';
const ADMIN = {
  username: 'ops_admin',
  email: 'ops@agency.example',
  password: 'Admin#Password2026',
};

/** A provider's SMTP server: it wants a login, and turns away mail to `bounce@…` for good. */
class LoginSmtpServer {
  readonly received: Array<{ to: string[]; raw: string }> = [];
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
          ? callback(null, { user: auth.username })
          : callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 })),
      onRcptTo: (address, _session, callback) =>
        address.address.startsWith('bounce@')
          ? callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
          : callback(),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  url(password = SMTP_PASSWORD): string {
    return `smtp://${SMTP_USER}:${password}@127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function accounts(t: TestApp) {
  const server = t.app.getHttpServer();
  await ensureAdmin(t.app.get(EntityManager).fork(), ADMIN);
  const admin = (await login(server, ADMIN.username, ADMIN.password)).cookie;
  const client = await register(server);
  return { admin, client: client.cookie, clientEmail: client.account.email };
}

const ROUTES: Array<['get' | 'post', string]> = [
  ['get', '/api/check-email-status'],
  ['get', '/api/admin/service-status'],
  ['get', '/api/debug/gmail'],
  ['post', '/api/admin/mail/test'],
  ['get', '/api/admin/mail/outbox'],
  ['get', '/api/admin/queues'],
];

describe('admin ops: services, mail diagnostics and outbox', () => {
  let smtp: LoginSmtpServer;
  let paypal: FakePaypal;
  let t: TestApp;
  let admin: string;
  let client: string;
  let clientEmail: string;
  const http = () => request(t.app.getHttpServer());
  const secrets = () => [
    SMTP_PASSWORD,
    STRIPE_TEST_KEYS.STRIPE_SECRET_KEY,
    STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    PAYPAL_TEST_ENV.PAYPAL_CLIENT_SECRET,
    'integration-tests-session-secret',
  ];

  beforeAll(async () => {
    smtp = await new LoginSmtpServer().start();
    paypal = new FakePaypal().start();
    t = await startTestApp({ SMTP_URL: smtp.url(), ...STRIPE_TEST_KEYS, ...PAYPAL_TEST_ENV });
    ({ admin, client, clientEmail } = await accounts(t));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    paypal.stop();
  });

  it.each(ROUTES)('%s %s wants a signed-in admin', async (method, path) => {
    await http()[method](path).send({ to: 'x@example.com' }).expect(401);
    await http()[method](path).set(withSession(client)).send({ to: 'x@example.com' }).expect(403);
  });

  it('answers the mail status of an SMTP transport, without its login', async () => {
    const res = await http().get('/api/check-email-status').set(withSession(admin)).expect(200);
    expect(res.body).toEqual({
      status: {
        isInitialized: true,
        provider: 'smtp',
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        authenticated: true,
      },
      gmailCredentialsConfigured: false,
      message: 'Mail is sent over SMTP through 127.0.0.1.',
      heldMessages: 0,
      failedMessages: 0,
    });
    const es = await http()
      .get('/api/check-email-status')
      .set(withSession(admin))
      .set('Accept-Language', 'es')
      .expect(200);
    expect(es.body.message).toBe('El correo se envía por SMTP a través de 127.0.0.1.');
  });

  it('answers mail, Stripe and PayPal together, and no secret in any answer', async () => {
    const res = await http().get('/api/admin/service-status').set(withSession(admin)).expect(200);
    expect(res.body.mail.status.provider).toBe('smtp');
    expect(res.body.stripe).toEqual({
      initialized: true,
      environment: 'test',
      publishableKeyConfigured: true,
      secretKeyConfigured: true,
      webhookSecretConfigured: true,
      keysMatch: true,
      missingSettings: [],
      message: 'Stripe is configured with test keys: no real money moves.',
    });
    expect(res.body.paypal).toMatchObject({
      initialized: true,
      clientIdConfigured: true,
      clientSecretConfigured: true,
      environment: 'sandbox',
    });
    expect(new Date(res.body.checkedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const bodies = await Promise.all(
      ['/api/admin/service-status', '/api/check-email-status', '/api/debug/gmail'].map((path) =>
        http().get(path).set(withSession(admin)).expect(200),
      ),
    );
    for (const body of bodies.map((r) => r.text))
      for (const secret of secrets()) expect(body).not.toContain(secret);
  });

  it('says Gmail is not the transport when asked to test its credentials', async () => {
    const res = await http().get('/api/debug/gmail').set(withSession(admin)).expect(200);
    expect(res.body).toEqual({
      success: false,
      message:
        'Gmail with OAuth2 is not the mail transport: mail is sent over SMTP through 127.0.0.1, so there are no Gmail credentials to test.',
      envInfo: { provider: 'smtp', gmailCredentialsConfigured: false, transportHost: '127.0.0.1' },
      tokenInfo: null,
      error: 'gmail_not_transport',
      refreshTokenMustBeRenewed: false,
    });
  });

  it('sends a test message now and reports the SMTP conversation', async () => {
    const res = await http()
      .post('/api/admin/mail/test')
      .set(withSession(admin))
      .send({ to: 'ops-check@example.com', language: 'es' })
      .expect(200);
    expect(res.body).toMatchObject({
      delivered: true,
      to: 'ops-check@example.com',
      host: '127.0.0.1',
      port: smtp.port,
      accepted: ['ops-check@example.com'],
      rejected: [],
      error: null,
    });
    expect(res.body.response).toMatch(/^250 /);
    expect(res.body.messageId).toMatch(/@/);
    const arrived = smtp.received.find((mail) => mail.to.includes('ops-check@example.com'));
    expect(arrived?.raw).toContain('Subject: Prueba de correo de TerraBridge');
    // Sent straight through the transport: not a message of the outbox.
    const rows = await t.app
      .get(EntityManager)
      .fork()
      .count(MailOutbox, { to: 'ops-check@example.com' });
    expect(rows).toBe(0);
    for (const secret of secrets()) expect(res.text).not.toContain(secret);
  });

  it('reports a recipient the server turns away', async () => {
    const res = await http()
      .post('/api/admin/mail/test')
      .set(withSession(admin))
      .send({ to: 'bounce@example.com' })
      .expect(200);
    expect(res.body).toMatchObject({
      delivered: false,
      accepted: [],
      error: { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' },
    });
    expect(res.body.error.message).toMatch(/Mailbox unavailable/);
  });

  it('refuses a test message to something not an address, in the admin language', async () => {
    const res = await http()
      .post('/api/admin/mail/test')
      .set(withSession(admin))
      .send({ to: 'not-an-address', language: 'es' })
      .expect(400);
    expect(res.text).toContain('to debe ser una dirección de correo electrónico');
    await http().post('/api/admin/mail/test').set(withSession(admin)).send({}).expect(400);
  });

  describe('the outbox', () => {
    const tag = `ops${Date.now().toString(36)}`;

    beforeAll(async () => {
      const em = t.app.get(EntityManager).fork();
      const row = (state: MailOutbox['state'], to: string, subject: string, attempts = 0) =>
        em.create(MailOutbox, {
          kind: 'test.ops',
          to,
          subject: `${subject} ${tag}`,
          text: 'Hello',
          state,
          attempts,
          nextAttemptAt: state === 'retrying' ? new Date(Date.now() + 3_600_000) : null,
          sentAt: state === 'sent' ? new Date() : null,
        });
      row('held', 'carla@example.com', 'Held welcome');
      row('retrying', 'bruno@example.com', 'Retrying invoice', 2);
      row('sent', 'ana@example.com', 'Sent receipt', 1);
      row('failed', 'dario@example.com', 'Failed reminder', 5);
      await em.flush();
    });

    const outbox = (query: Record<string, string>) =>
      http().get('/api/admin/mail/outbox').query(query).set(withSession(admin)).expect(200);
    const subjects = (body: { items: Array<{ subject: string }> }) =>
      body.items.map((item) => item.subject.replace(` ${tag}`, ''));

    it('filters by state: held, queued (on its way or retrying), sent, failed', async () => {
      expect(subjects((await outbox({ q: tag, status: 'held' })).body)).toEqual(['Held welcome']);
      expect(subjects((await outbox({ q: tag, status: 'queued' })).body)).toEqual([
        'Retrying invoice',
      ]);
      expect(subjects((await outbox({ q: tag, status: 'sent' })).body)).toEqual(['Sent receipt']);
      expect(subjects((await outbox({ q: tag, status: 'failed' })).body)).toEqual([
        'Failed reminder',
      ]);
    });

    it('searches recipient and subject, sorts and pages', async () => {
      expect(subjects((await outbox({ q: `bruno ${tag}` })).body)).toEqual(['Retrying invoice']);
      expect(subjects((await outbox({ q: `receipt ${tag}` })).body)).toEqual(['Sent receipt']);
      expect(subjects((await outbox({ q: tag, sort: 'to' })).body)).toEqual([
        'Sent receipt',
        'Retrying invoice',
        'Held welcome',
        'Failed reminder',
      ]);
      expect(subjects((await outbox({ q: tag, sort: '-attempts' })).body)).toEqual([
        'Failed reminder',
        'Retrying invoice',
        'Sent receipt',
        'Held welcome',
      ]);
      const first = await outbox({ q: tag, sort: 'to', limit: '3' });
      expect(first.body.items).toHaveLength(3);
      const second = await outbox({
        q: tag,
        sort: 'to',
        limit: '3',
        cursor: first.body.nextCursor,
      });
      expect(subjects(second.body)).toEqual(['Failed reminder']);
      expect(second.body.nextCursor).toBeNull();
    });

    it('hides one-time links: a verification message shows none', async () => {
      const res = await outbox({ q: clientEmail });
      const verification = res.body.items.find(
        (item: { kind: string }) => item.kind === 'auth.verify-email',
      );
      expect(verification.text).toContain('[one-time link hidden]');
      expect(verification.text).not.toMatch(/token=|https?:\/\/\S*verify\S*[?&]/);
      // The message itself went out with its link.
      const delivered = await eventually(async () =>
        smtp.received.find((mail) => mail.to.includes(clientEmail)),
      );
      expect(delivered.raw).not.toContain('[one-time link hidden]');
    });

    it('masks a one-time value written into a message text itself', async () => {
      // A word of its own, so the other tests' searches never find this row.
      const legacyTag = `legacy${Date.now().toString(36)}`;
      const em = t.app.get(EntityManager).fork();
      em.create(MailOutbox, {
        kind: 'test.ops',
        to: 'eva@example.com',
        subject: `Legacy link ${legacyTag}`,
        text: 'Confirm: https://site.example/verify-email?token=legacy-secret-123&lang=en',
        state: 'sent',
        nextAttemptAt: null,
      });
      await em.flush();
      const res = await outbox({ q: legacyTag });
      expect(res.body.items[0].text).toBe(
        'Confirm: https://site.example/verify-email?token=[hidden]&lang=en',
      );
      expect(res.text).not.toContain('legacy-secret-123');
    });

    it('refuses unknown filters and sorts with a clear message', async () => {
      const bad = await http()
        .get('/api/admin/mail/outbox')
        .query({ status: 'pending' })
        .set(withSession(admin))
        .expect(400);
      expect(bad.text).toContain('status must be held, queued, sent or failed');
      await http()
        .get('/api/admin/mail/outbox')
        .query({ sort: 'subject' })
        .set(withSession(admin))
        .expect(400);
    });
  });
});

describe('admin ops: a test message the server refuses to log in', () => {
  let smtp: LoginSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await new LoginSmtpServer().start();
    t = await startTestApp({ SMTP_URL: smtp.url('Wrong-Password-1') });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('reports the failed login, without the password tried', async () => {
    const { admin } = await accounts(t);
    const res = await request(t.app.getHttpServer())
      .post('/api/admin/mail/test')
      .set(withSession(admin))
      .send({ to: 'ops-check@example.com' })
      .expect(200);
    expect(res.body).toMatchObject({
      delivered: false,
      error: { code: 'EAUTH', responseCode: 535 },
    });
    expect(res.text).not.toContain('Wrong-Password-1');
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each([
  ['BullMQ on Redis', {}, 'bullmq'],
  ['the inline driver', { REDIS_URL: '' }, 'inline'],
])('admin ops without a mail transport, queues through %s', (_name, driverEnv, driver) => {
  let t: TestApp;
  let admin: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ ...driverEnv, QUEUE_ATTEMPTS: '1' });
    ({ admin } = await accounts(t));
  });
  afterAll(() => t.close());

  it('says mail is held, refuses a test message, and has no Gmail to test', async () => {
    const status = await http().get('/api/check-email-status').set(withSession(admin)).expect(200);
    expect(status.body.status).toMatchObject({
      isInitialized: false,
      provider: 'none',
      host: null,
    });
    expect(status.body.message).toMatch(/messages wait in the outbox as held/);
    const test = await http()
      .post('/api/admin/mail/test')
      .set(withSession(admin))
      .set('Accept-Language', 'es')
      .send({ to: 'ops-check@example.com' })
      .expect(409);
    expect(test.text).toContain('No hay envío de correo configurado (SMTP_URL o GMAIL_*)');
    const gmail = await http().get('/api/debug/gmail').set(withSession(admin)).expect(200);
    expect(gmail.body).toMatchObject({ success: false, error: 'gmail_not_transport' });
    const stripe = await http()
      .get('/api/admin/service-status')
      .set(withSession(admin))
      .expect(200);
    expect(stripe.body.stripe).toMatchObject({ initialized: false, environment: null });
    expect(stripe.body.paypal).toMatchObject({ initialized: false, clientIdConfigured: false });
  });

  it("answers each queue's counts and its latest failures", async () => {
    const queues = async () =>
      (await http().get('/api/admin/queues').set(withSession(admin)).expect(200)).body;
    const before = await queues();
    expect(before).toMatchObject({ driver, status: 'up', error: null });
    expect(before.queues.map((q: { name: string }) => q.name)).toEqual([
      'emails',
      'pdfs',
      'ai',
      'billing',
      'payments',
      'webhooks',
    ]);
    expect(before.dashboardPath).toBe(t.config.queue.dashboard ? '/admin/queues' : null);
    const emailsBefore = before.queues[0];
    // Without a transport, each message's job ends failed, the message held in the outbox.
    const mail = t.app.get(MailService);
    const sent = await mail.send({
      kind: 'test.ops',
      to: 'q@example.com',
      subject: 'A',
      text: 'a',
    });
    await mail.send({ kind: 'test.ops', to: 'q@example.com', subject: 'B', text: 'b' });
    const after = await eventually(async () => {
      const body = await queues();
      return body.queues[0].failed === emailsBefore.failed + 2 && body;
    });
    const emails = after.queues[0];
    expect(emails).toMatchObject({ name: 'emails', waiting: 0, active: 0 });
    expect(emails.delayed).toBe(driver === 'inline' ? null : 0);
    expect(emails.failures[0]).toMatchObject({ name: 'mail.send', attemptsMade: 1 });
    expect(emails.failures[0].reason).toMatch(/^held: No mail transport is configured/);
    expect(new Date(emails.failures[0].failedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(emails.failures.map((f: { jobId: string }) => f.jobId)).toContain(
      await t.app.get(JobIds).of(`mail-${sent.id}`),
    );
    expect(after.queues[1]).toMatchObject({ name: 'pdfs', failed: 0, failures: [] });
  });
});

/**
 * Google's token endpoint standing in: it trades the one refresh token it knows for an access
 * token, and answers invalid_grant to any other (a revoked or expired one).
 */
class FakeGoogleTokens {
  validRefreshToken = 'gmail-refresh-token-1';
  readonly requests: URLSearchParams[] = [];
  private server!: Server;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        this.requests.push(form);
        res.setHeader('Content-Type', 'application/json');
        if (form.get('client_secret') !== GMAIL_ENV.GMAIL_CLIENT_SECRET) {
          res.statusCode = 401;
          res.end(JSON.stringify({ error: 'invalid_client', error_description: 'Unauthorized' }));
        } else if (form.get('refresh_token') !== this.validRefreshToken) {
          res.statusCode = 400;
          res.end(
            JSON.stringify({
              error: 'invalid_grant',
              error_description: 'Token has been expired or revoked.',
            }),
          );
        } else {
          res.end(
            JSON.stringify({
              access_token: 'ya29.fake-access-token',
              expires_in: 3599,
              scope: 'https://mail.google.com/',
              token_type: 'Bearer',
            }),
          );
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/token`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const GMAIL_ENV = {
  GMAIL_USER: 'studio@terrabridge.example',
  GMAIL_CLIENT_ID: 'gmail-client-id.apps.googleusercontent.com',
  GMAIL_CLIENT_SECRET: 'GOCSPX-gmail-client-secret',
  GMAIL_REFRESH_TOKEN: 'gmail-refresh-token-1',
};

describe('admin ops with Gmail (OAuth2) as the mail transport', () => {
  let google: FakeGoogleTokens;
  let t: TestApp;
  let admin: string;
  const http = () => request(t.app.getHttpServer());
  const gmailTest = (language = 'en') =>
    http()
      .get('/api/debug/gmail')
      .set(withSession(admin))
      .set('Accept-Language', language)
      .expect(200);

  beforeAll(async () => {
    google = await new FakeGoogleTokens().start();
    t = await startTestApp({ ...GMAIL_ENV, GMAIL_TOKEN_URL: google.url });
    // Signing in sends no mail: nothing here reaches Gmail's SMTP server.
    await ensureAdmin(t.app.get(EntityManager).fork(), ADMIN);
    admin = (await login(t.app.getHttpServer(), ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });
  beforeEach(() => {
    google.validRefreshToken = GMAIL_ENV.GMAIL_REFRESH_TOKEN;
  });

  it('answers the mail status of Gmail, without its credentials', async () => {
    const res = await http().get('/api/check-email-status').set(withSession(admin)).expect(200);
    expect(res.body).toMatchObject({
      status: { isInitialized: true, provider: 'gmail', host: 'smtp.gmail.com', secure: true },
      gmailCredentialsConfigured: true,
      message: 'Mail is sent through Gmail (OAuth2) as studio@terrabridge.example.',
    });
    for (const secret of [GMAIL_ENV.GMAIL_CLIENT_SECRET, GMAIL_ENV.GMAIL_REFRESH_TOKEN])
      expect(res.text).not.toContain(secret);
  });

  it('trades the refresh token for an access token, and shows neither', async () => {
    const res = await gmailTest();
    expect(res.body).toEqual({
      success: true,
      message: 'Gmail accepted the refresh token: mail can be sent as studio@terrabridge.example.',
      envInfo: {
        provider: 'gmail',
        gmailCredentialsConfigured: true,
        transportHost: 'smtp.gmail.com',
      },
      tokenInfo: { tokenType: 'Bearer', expiresIn: 3599, scope: 'https://mail.google.com/' },
      error: null,
      refreshTokenMustBeRenewed: false,
    });
    const asked = google.requests.at(-1)!;
    expect(asked.get('grant_type')).toBe('refresh_token');
    expect(asked.get('client_id')).toBe(GMAIL_ENV.GMAIL_CLIENT_ID);
    for (const secret of [GMAIL_ENV.GMAIL_CLIENT_SECRET, GMAIL_ENV.GMAIL_REFRESH_TOKEN, 'ya29.'])
      expect(res.text).not.toContain(secret);
  });

  it('says the refresh token must be renewed when Google answers invalid_grant', async () => {
    google.validRefreshToken = 'a-newer-refresh-token';
    const res = await gmailTest('es');
    expect(res.body).toMatchObject({
      success: false,
      error: 'invalid_grant',
      refreshTokenMustBeRenewed: true,
      tokenInfo: null,
      message:
        'Gmail rechazó el token de actualización (invalid_grant): se revocó o caducó. Renuévalo y configura GMAIL_REFRESH_TOKEN.',
    });
  });

  it('names an unreachable token service', async () => {
    await google.stop();
    try {
      const res = await gmailTest();
      expect(res.body).toMatchObject({
        success: false,
        error: 'unreachable',
        refreshTokenMustBeRenewed: false,
      });
      expect(res.body.message).toMatch(/^Gmail's token service could not be reached: /);
    } finally {
      google = await new FakeGoogleTokens().start().catch(() => google);
    }
  });
});
