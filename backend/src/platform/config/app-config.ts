import { resolve } from 'node:path';

import { DEFAULT_RETRY_SCHEDULE_MS } from '../../modules/webhooks/webhook-retries';
import type { QueueName } from '../queue/queue.constants';
import { validateEnvironment } from './environment';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export type RemoteName = 'marketing' | 'portal' | 'admin';

/** The typed, validated configuration every part of the API reads. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  http: {
    host: string;
    port: number;
    publicUrl: string;
    bodyLimit: string;
    /** Swagger UI at /api/docs and the document at /api/docs-json (API_DOCS). */
    apiDocs: boolean;
    /** Whose X-Forwarded-For names the client (Express's `trust proxy`); false: nobody's. */
    trustProxy: TrustProxy;
  };
  logLevel: string;
  /** Readable lines in development (`npm start`, `npm run dev`), JSON elsewhere (LOG_FORMAT). */
  logFormat: 'pretty' | 'json';
  database: {
    /** Absent: the embedded PGlite database under `dataDir`. */
    url?: string;
    /** The role migrations run as, when it is not DATABASE_URL's (DATABASE_OWNER_URL). */
    ownerUrl?: string;
    poolMax: number;
    dataDir: string;
    migrateOnStart: boolean;
    /** Off in production unless SEED_DEMO_DATA=true; on by default for the embedded database. */
    seedDemoData: boolean;
    /**
     * `published`: the demo logins get the passwords the README states. `random` (production):
     * fresh random passwords, printed once by the start that loads the demo data.
     */
    demoPasswords: 'published' | 'random';
  };
  queue: {
    /** Absent: jobs run in-process through the inline driver. */
    redisUrl?: string;
    prefix: string;
    runWorkers: boolean;
    /** The admins' queue dashboard at /admin/queues (QUEUE_DASHBOARD). */
    dashboard: boolean;
    /**
     * Jobs of each queue one process runs at once under BullMQ (the in-process driver runs each
     * job as it comes). Mail and PDFs one by one; AI jobs mostly wait on the model (AI_CONCURRENCY).
     */
    concurrency: Record<QueueName, number>;
    /** Tries per job, and the first retry delay (doubling after each failure). */
    attempts: number;
    retryDelayMs: number;
    /**
     * How long a BullMQ worker's hold on a job lasts without renewal, and how often workers look
     * for jobs whose holder died (QUEUE_LOCK_MS): such a job runs again elsewhere after about this.
     */
    lockMs: number;
  };
  mail: {
    smtpUrl?: string;
    /** Gmail over OAuth2 (GMAIL_*), the other transport: never set together with smtpUrl. */
    gmail?: GmailCredentials;
    from: string;
    salesAddress: string;
    /** How often the outbox sweeper queues due messages (retries, lost jobs, held mail). */
    sweepIntervalMs: number;
    /**
     * Delays between rounds of delivery attempts of one message (the last one repeats), counted
     * from its first attempt, until the retry window has passed; then it is marked failed.
     */
    retryDelaysMs: number[];
    retryWindowMs: number;
  };
  /** Values of the public site's profile that differ per deployment (the rest: site-profile.ts). */
  site: { bookingUrl: string };
  contact: {
    /** How long a contact request waits for its two emails before answering with their state. */
    mailWaitMs: number;
  };
  projects: {
    /** Comments on a project are mailed to the other side at most once per this window. */
    commentDigestWindowMs: number;
  };
  ai: {
    /** Absent: generation answers 503 'AI provider not configured'. */
    apiKey?: string;
    /** The OpenAI-compatible API's base URL, ending in /v1 for most servers. */
    baseUrl: string;
    model: string;
    /** How long a generation request waits for its job before answering 202 with its id. */
    waitMs: number;
    /** Generations per account (before RATE_LIMIT_MULTIPLIER). */
    limitPerHour: number;
    limitPerDay: number;
  };
  payments: {
    stripe: {
      secretKey?: string;
      publishableKey?: string;
      webhookSecret?: string;
      /** Another API host (tests); absent: Stripe's own. */
      apiUrl?: string;
    };
    paypal: {
      clientId?: string;
      clientSecret?: string;
      environment: 'sandbox' | 'live';
      webhookId?: string;
    };
  };
  billing: {
    /** Reminder steps, in days from the due date, ascending (INVOICE_REMINDER_DAYS). */
    reminderDays: number[];
    dailyCron: string;
    timeZone: string;
    sweepIntervalMs: number;
  };
  social: {
    /** How often the posts whose scheduled time has come are looked for, and their mail written. */
    reminderSweepMs: number;
  };
  webhooks: {
    /** Targets on loopback or private addresses are allowed (always outside production). */
    allowPrivate: boolean;
    /** Delays before each retry of a failed delivery; past the last one it has failed. */
    retryScheduleMs: number[];
    disableAfterFailures: number;
    timeoutMs: number;
  };
  cache: {
    /**
     * Lifetime of the in-process cache of public reads. Writes through this process clear it at
     * once; the lifetime bounds how long other instances' writes stay unseen. 0 turns it off.
     */
    publicTtlMs: number;
  };
  auth: {
    /** Signs session tokens. Unset outside production: one is generated and kept in dataDir. */
    sessionSecret?: string;
    idleTimeoutMs: number;
    absoluteTimeoutMs: number;
    /** Origins allowed to make state-changing requests besides publicUrl's own. */
    allowedOrigins: string[];
    /** Scales every rate limit, e.g. for load or browser tests that come from one address. */
    rateLimitMultiplier: number;
    /** Requests per minute per personal access token (TOKEN_RATE_LIMIT_PER_MINUTE). */
    tokenRateLimitPerMinute: number;
    /** `required`: an admin without a second factor must set one up before anything else. */
    adminTwoFactor: 'required' | 'optional';
    /** Encrypts two-factor secrets at rest (TWO_FACTOR_KEY); unset: derived from the session secret. */
    twoFactorKey?: string;
    /** The first admin, created at start-up when no account has this username or email. */
    firstAdmin?: { username: string; email: string; password: string };
  };
  frontends: {
    dir: string;
    remotes: Record<RemoteName, string>;
    /** Render public pages on the server (SSR=on, the default) or send the bare shell page. */
    ssr: boolean;
    /** Keep the pages rendered for visitors who are not signed in (PAGE_CACHE=on). */
    pageCache: boolean;
    /** Pages rendered at once; past it a page is sent bare. */
    renderConcurrency: number;
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** A small model with structured outputs: posts and recommendations need no more. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

export interface GmailCredentials {
  user: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  tokenUrl: string;
}

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export function loadConfig(raw: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = validateEnvironment(raw);
  const embedded = !env.DATABASE_URL;
  const production = env.NODE_ENV === 'production';
  // Tools for people who run the product: at hand in development, opted into in production.
  const operatorTools = !production;
  return {
    env: env.NODE_ENV,
    http: {
      host: env.HOST,
      port: env.PORT,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      bodyLimit: env.BODY_LIMIT,
      apiDocs: env.API_DOCS ?? operatorTools,
      trustProxy: trustProxyOf(env.TRUST_PROXY),
    },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    database: {
      url: env.DATABASE_URL,
      ownerUrl: env.DATABASE_OWNER_URL,
      poolMax: env.DATABASE_POOL_MAX,
      dataDir: resolve(env.DATA_DIR),
      migrateOnStart: env.MIGRATE_ON_START,
      seedDemoData: env.SEED_DEMO_DATA ?? (embedded && !production),
      demoPasswords: production ? 'random' : 'published',
    },
    queue: {
      redisUrl: env.REDIS_URL,
      prefix: env.QUEUE_PREFIX,
      runWorkers: env.RUN_WORKERS,
      dashboard: env.QUEUE_DASHBOARD ?? operatorTools,
      concurrency: {
        emails: 1,
        pdfs: 1,
        ai: env.AI_CONCURRENCY,
        billing: 1,
        payments: 1,
        // Each attempt mostly waits on a receiver's answer.
        webhooks: 4,
      },
      attempts: env.QUEUE_ATTEMPTS,
      retryDelayMs: env.QUEUE_RETRY_DELAY_MS,
      lockMs: env.QUEUE_LOCK_MS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      gmail:
        env.GMAIL_USER && env.GMAIL_CLIENT_ID && env.GMAIL_CLIENT_SECRET && env.GMAIL_REFRESH_TOKEN
          ? {
              user: env.GMAIL_USER,
              clientId: env.GMAIL_CLIENT_ID,
              clientSecret: env.GMAIL_CLIENT_SECRET,
              refreshToken: env.GMAIL_REFRESH_TOKEN,
              tokenUrl: env.GMAIL_TOKEN_URL ?? GOOGLE_TOKEN_URL,
            }
          : undefined,
      from: env.MAIL_FROM,
      salesAddress: env.SALES_EMAIL,
      sweepIntervalMs: env.MAIL_SWEEP_INTERVAL_MS,
      retryDelaysMs: env.MAIL_RETRY_DELAYS_MS.split(',').map((delay) => Number(delay.trim())),
      retryWindowMs: env.MAIL_RETRY_WINDOW_MS,
    },
    site: { bookingUrl: env.BOOKING_URL },
    contact: { mailWaitMs: env.CONTACT_MAIL_WAIT_MS },
    projects: { commentDigestWindowMs: env.COMMENT_DIGEST_WINDOW_SECONDS * 1000 },
    ai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      model: env.OPENAI_MODEL ?? DEFAULT_AI_MODEL,
      waitMs: env.AI_TIMEOUT_MS,
      limitPerHour: env.AI_LIMIT_PER_HOUR,
      limitPerDay: env.AI_LIMIT_PER_DAY,
    },
    payments: {
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      },
      paypal: {
        clientId: env.PAYPAL_CLIENT_ID,
        clientSecret: env.PAYPAL_CLIENT_SECRET,
        environment: env.PAYPAL_ENVIRONMENT,
        webhookId: env.PAYPAL_WEBHOOK_ID,
      },
    },
    billing: {
      reminderDays: [
        ...new Set(env.INVOICE_REMINDER_DAYS.split(',').map((d) => Number(d.trim()))),
      ].sort((a, b) => a - b),
      dailyCron: env.INVOICE_DAILY_CRON,
      timeZone: env.BILLING_TIME_ZONE,
      sweepIntervalMs: env.INVOICE_SWEEP_MS,
    },
    social: { reminderSweepMs: env.SOCIAL_REMINDER_SWEEP_MS },
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? !production,
      retryScheduleMs: env.WEBHOOK_RETRY_SCHEDULE_MS
        ? env.WEBHOOK_RETRY_SCHEDULE_MS.split(',').map(Number)
        : DEFAULT_RETRY_SCHEDULE_MS,
      disableAfterFailures: env.WEBHOOK_DISABLE_AFTER_FAILURES,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    },
    cache: { publicTtlMs: env.PUBLIC_CACHE_TTL_MS },
    auth: {
      sessionSecret: env.SESSION_SECRET,
      idleTimeoutMs: env.SESSION_IDLE_HOURS * 3_600_000,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_DAYS * 86_400_000,
      allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
      tokenRateLimitPerMinute: env.TOKEN_RATE_LIMIT_PER_MINUTE,
      adminTwoFactor: env.ADMIN_TWO_FACTOR ?? (production ? 'required' : 'optional'),
      twoFactorKey: env.TWO_FACTOR_KEY,
      firstAdmin:
        env.ADMIN_USERNAME && env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
          : undefined,
    },
    frontends: {
      dir: resolve(env.FRONTENDS_DIR ?? resolve(__dirname, '../../../../dist/frontends')),
      remotes: {
        marketing: env.REMOTE_MARKETING_URL ?? '/remotes/marketing/remoteEntry.js',
        portal: env.REMOTE_PORTAL_URL ?? '/remotes/portal/remoteEntry.js',
        admin: env.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
      },
      ssr: env.SSR === 'on',
      pageCache: env.PAGE_CACHE === 'on',
      renderConcurrency: env.SSR_CONCURRENCY,
    },
  };
}

/** TRUST_PROXY as validated by validateEnvironment. */
function trustProxyOf(raw: string | undefined): TrustProxy {
  const parsed = parseTrustProxy(raw);
  return 'value' in parsed ? parsed.value : false;
}
