import { ConfigurationError } from './environment';
import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment: embedded database, inline queue', () => {
    const config = loadConfig({});
    expect(config.http.port).toBe(3000);
    expect(config.http.publicUrl).toBe('http://localhost:3000');
    expect(config.database.url).toBeUndefined();
    expect(config.database.seedDemoData).toBe(true);
    expect(config.queue.redisUrl).toBeUndefined();
    expect(config.queue.dashboard).toBe(true);
    expect(config.frontends.remotes.admin).toBe('/remotes/admin/remoteEntry.js');
    expect(config.contact.mailWaitMs).toBe(3000);
    expect(config.cache.publicTtlMs).toBe(30000);
  });

  it('leaves AI off without a key, with a 45 s wait and 30/200 generations per account by default', () => {
    expect(loadConfig({}).ai).toEqual({
      apiKey: undefined,
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      waitMs: 45000,
      limitPerHour: 30,
      limitPerDay: 200,
    });
    expect(
      loadConfig({
        OPENAI_API_KEY: 'sk-local',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_MODEL: ' ',
        AI_TIMEOUT_MS: '500',
        AI_LIMIT_PER_HOUR: '5',
        AI_LIMIT_PER_DAY: '50',
      }).ai,
    ).toEqual({
      apiKey: 'sk-local',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'gpt-4o-mini',
      waitMs: 500,
      limitPerHour: 5,
      limitPerDay: 50,
    });
    expect(() => loadConfig({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(ConfigurationError);
    expect(() => loadConfig({ AI_LIMIT_PER_HOUR: '0' })).toThrow(ConfigurationError);
  });

  it('runs 4 AI jobs at once per worker by default, mail and PDFs one at a time', () => {
    expect(loadConfig({}).queue.concurrency).toEqual({
      emails: 1,
      pdfs: 1,
      ai: 4,
      billing: 1,
      payments: 1,
      webhooks: 4,
    });
    expect(loadConfig({ AI_CONCURRENCY: '12' }).queue.concurrency.ai).toBe(12);
    expect(() => loadConfig({ AI_CONCURRENCY: '0' })).toThrow(ConfigurationError);
    expect(() => loadConfig({ AI_CONCURRENCY: 'many' })).toThrow(ConfigurationError);
  });

  it('reads the contact mail wait and the public cache lifetime, 0 included', () => {
    const config = loadConfig({ CONTACT_MAIL_WAIT_MS: '0', PUBLIC_CACHE_TTL_MS: '0' });
    expect(config.contact.mailWaitMs).toBe(0);
    expect(config.cache.publicTtlMs).toBe(0);
  });

  it('retries mail for a day by default, on a schedule tests can shorten', () => {
    expect(loadConfig({}).mail).toMatchObject({
      sweepIntervalMs: 30000,
      retryDelaysMs: [60000, 300000, 900000, 3600000, 10800000],
      retryWindowMs: 86400000,
    });
    expect(
      loadConfig({
        MAIL_SWEEP_INTERVAL_MS: '100',
        MAIL_RETRY_DELAYS_MS: ' 200, 400 ',
        MAIL_RETRY_WINDOW_MS: '0',
      }).mail,
    ).toMatchObject({ sweepIntervalMs: 100, retryDelaysMs: [200, 400], retryWindowMs: 0 });
  });

  it('does not seed demo data into an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).database.seedDemoData).toBe(
      false,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', SEED_DEMO_DATA: 'true' }).database
        .seedDemoData,
    ).toBe(true);
  });

  it('turns the queue dashboard and the API docs on in development and test, off in production unless set', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://www.terrabridge.example',
    };
    for (const env of [{}, { NODE_ENV: 'test' }]) {
      expect(loadConfig(env).queue.dashboard).toBe(true);
      expect(loadConfig(env).http.apiDocs).toBe(true);
    }
    expect(loadConfig(production).queue.dashboard).toBe(false);
    expect(loadConfig(production).http.apiDocs).toBe(false);
    const opted = loadConfig({ ...production, QUEUE_DASHBOARD: 'true', API_DOCS: 'on' });
    expect(opted.queue.dashboard).toBe(true);
    expect(opted.http.apiDocs).toBe(true);
    expect(loadConfig({ QUEUE_DASHBOARD: 'false', API_DOCS: 'no' })).toMatchObject({
      queue: { dashboard: false },
      http: { apiDocs: false },
    });
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://www.terrabridge.example',
    };

    it('loads no demo data, not even into the embedded database, unless asked', () => {
      expect(loadConfig(production).database.seedDemoData).toBe(false);
      expect(loadConfig({ ...production, SEED_DEMO_DATA: 'false' }).database.seedDemoData).toBe(
        false,
      );
      const asked = loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).database;
      expect(asked.seedDemoData).toBe(true);
      expect(asked.demoPasswords).toBe('random');
    });

    it('refuses to start without PUBLIC_URL, naming it', () => {
      const { PUBLIC_URL: _omitted, ...withoutUrl } = production;
      expect(() => loadConfig(withoutUrl)).toThrow(ConfigurationError);
      expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL is required in production/);
      expect(() => loadConfig({ ...withoutUrl, PUBLIC_URL: ' ' })).toThrow(/PUBLIC_URL/);
    });
  });

  it('gives the demo logins the published passwords outside production', () => {
    expect(loadConfig({}).database.demoPasswords).toBe('published');
    expect(loadConfig({ NODE_ENV: 'test' }).database.demoPasswords).toBe('published');
  });

  it('needs a session secret in production, and the first admin complete', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET must be at least 32/,
    );
    expect(() => loadConfig({ ADMIN_USERNAME: 'someadmin' })).toThrow(/must be set together/);
  });

  it('sends mail over SMTP_URL or Gmail with OAuth2, complete and not both', () => {
    const gmail = {
      GMAIL_USER: 'studio@example.com',
      GMAIL_CLIENT_ID: 'client-id',
      GMAIL_CLIENT_SECRET: 'client-secret',
      GMAIL_REFRESH_TOKEN: 'refresh-token',
    };
    expect(loadConfig(gmail).mail.gmail).toEqual({
      user: 'studio@example.com',
      clientId: 'client-id',
      clientSecret: 'client-secret',
      refreshToken: 'refresh-token',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(loadConfig({}).mail.gmail).toBeUndefined();
    expect(() => loadConfig({ GMAIL_USER: 'studio@example.com' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...gmail, SMTP_URL: 'smtp://localhost:25' })).toThrow(/not both/);
    expect(() => loadConfig({ ...gmail, GMAIL_TOKEN_URL: 'token' })).toThrow(/GMAIL_TOKEN_URL/);
  });

  it('migrates as the owner role when one is given', () => {
    const database = loadConfig({
      DATABASE_URL: 'postgres://app@db/x',
      DATABASE_OWNER_URL: 'postgres://owner@db/x',
    }).database;
    expect(database).toMatchObject({
      url: 'postgres://app@db/x',
      ownerUrl: 'postgres://owner@db/x',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/x' }).database.ownerUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://nope' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://a@db/x', DATABASE_OWNER_URL: 'db' }, 'DATABASE_OWNER_URL'],
    [{ DATABASE_OWNER_URL: 'postgres://owner@db/x' }, 'DATABASE_OWNER_URL'],
    [{ REDIS_URL: 'http://localhost:6379' }, 'REDIS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ RUN_WORKERS: 'maybe' }, 'RUN_WORKERS'],
    [{ SALES_EMAIL: 'not-an-email' }, 'SALES_EMAIL'],
    [{ BOOKING_URL: 'javascript:alert(1)' }, 'BOOKING_URL'],
    [{ CONTACT_MAIL_WAIT_MS: '-1' }, 'CONTACT_MAIL_WAIT_MS'],
    [{ CONTACT_MAIL_WAIT_MS: 'soon' }, 'CONTACT_MAIL_WAIT_MS'],
    [{ PUBLIC_CACHE_TTL_MS: '1.5' }, 'PUBLIC_CACHE_TTL_MS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '172.28.0.0/24, nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '25' }, 'TRUST_PROXY'],
    [{ MAIL_SWEEP_INTERVAL_MS: '10' }, 'MAIL_SWEEP_INTERVAL_MS'],
    [{ MAIL_RETRY_DELAYS_MS: '1m,5m' }, 'MAIL_RETRY_DELAYS_MS'],
    [{ MAIL_RETRY_DELAYS_MS: '60000,0' }, 'MAIL_RETRY_DELAYS_MS'],
    [{ MAIL_RETRY_WINDOW_MS: '-1' }, 'MAIL_RETRY_WINDOW_MS'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigurationError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('believes no forwarded client address unless TRUST_PROXY names whose', () => {
    expect(loadConfig({}).http.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).http.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).http.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 172.28.0.0/24, 10.1.2.3 ,::1' }).http.trustProxy).toEqual([
      '172.28.0.0/24',
      '10.1.2.3',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).http.trustProxy).toEqual([
      'loopback',
      'fd00::/8',
    ]);
  });

  it('writes readable log lines in development and JSON elsewhere unless LOG_FORMAT says', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://a.example',
      }).logFormat,
    ).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'colour' })).toThrow(/LOG_FORMAT/);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigurationError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      const problems = (error as ConfigurationError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });
});
