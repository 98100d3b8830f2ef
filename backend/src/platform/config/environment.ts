import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

import { parseTrustProxy } from './trust-proxy';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

const toBool = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return value;
};

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The process environment as the API accepts it. Every variable is documented in `.env.example`;
 * anything missing or malformed stops start-up with a message naming the variable.
 */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @MinLength(1)
  HOST = '127.0.0.1';

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+$/, {
    message: 'PUBLIC_URL must be an origin such as https://example.com',
  })
  PUBLIC_URL?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** `pretty`: one readable line per entry; `json`: one JSON object per line, for collectors. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(['pretty', 'json'])
  LOG_FORMAT?: 'pretty' | 'json';

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must look like 100kb or 1mb' })
  // A Facebook post at its longest (63,206 characters) in both languages, accents included, fits.
  BODY_LIMIT = '300kb';

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
  })
  DATABASE_URL?: string;

  /**
   * The owner role's URL for migrations, when DATABASE_URL is a role that may not change the
   * schema (nor rewrite the audit log).
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_OWNER_URL must be a postgres:// or postgresql:// connection URL',
  })
  DATABASE_OWNER_URL?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_MAX = 10;

  @IsString()
  @MinLength(1)
  DATA_DIR = 'data';

  @Transform(toBool)
  @IsBoolean()
  MIGRATE_ON_START = true;

  @Transform(blankToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO_DATA?: boolean;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Matches(/^[a-z0-9_-]{1,40}$/i, { message: 'QUEUE_PREFIX must be 1-40 letters, digits, - or _' })
  QUEUE_PREFIX = 'tb';

  @Transform(toBool)
  @IsBoolean()
  RUN_WORKERS = true;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(20)
  QUEUE_ATTEMPTS = 5;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3600000)
  QUEUE_RETRY_DELAY_MS = 2000;

  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(600000)
  QUEUE_LOCK_MS = 30000;

  @Transform(blankToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  QUEUE_DASHBOARD?: boolean;

  @Transform(blankToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  API_DOCS?: boolean;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** Gmail over OAuth2 instead of SMTP_URL: the account, and the OAuth client's refresh token. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'GMAIL_USER must be an email address' })
  GMAIL_USER?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GMAIL_CLIENT_ID?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GMAIL_CLIENT_SECRET?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GMAIL_REFRESH_TOKEN?: string;

  /** Google's token endpoint; another one for tests. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'GMAIL_TOKEN_URL must be an http:// or https:// URL' })
  GMAIL_TOKEN_URL?: string;

  @IsString()
  @MinLength(3)
  MAIL_FROM = 'TerraBridge Digital <hello@terrabridge.example>';

  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(3600000)
  MAIL_SWEEP_INTERVAL_MS = 30000;

  @Matches(/^\s*[1-9]\d{0,9}\s*(,\s*[1-9]\d{0,9}\s*)*$/, {
    message:
      'MAIL_RETRY_DELAYS_MS must be a comma-separated list of delays in ms, e.g. 60000,300000',
  })
  MAIL_RETRY_DELAYS_MS = '60000,300000,900000,3600000,10800000';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(2592000000)
  MAIL_RETRY_WINDOW_MS = 86400000;

  @IsEmail({ require_tld: false }, { message: 'SALES_EMAIL must be an email address' })
  SALES_EMAIL = 'hello@terrabridge.example';

  @Matches(/^https?:\/\/\S+$/, { message: 'BOOKING_URL must be an http:// or https:// URL' })
  BOOKING_URL = 'https://cal.terrabridge.example/free-consultation';
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(30000)
  CONTACT_MAIL_WAIT_MS = 3000;

  /** At most one mail per project and side about new comments in this many seconds. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(86400)
  COMMENT_DIGEST_WINDOW_SECONDS = 600;

  /** Reminder steps of an open invoice, in days from its due date (-3: three days before). */
  @Matches(/^\s*-?\d{1,3}\s*(,\s*-?\d{1,3}\s*)*$/, {
    message: 'INVOICE_REMINDER_DAYS must be a comma-separated list of day offsets, e.g. -3,0,7',
  })
  INVOICE_REMINDER_DAYS = '-3,0,7';

  /** When the daily invoice job runs (cron, in BILLING_TIME_ZONE). */
  @Matches(/^\S+(\s+\S+){4,5}$/, { message: 'INVOICE_DAILY_CRON must be a cron pattern' })
  INVOICE_DAILY_CRON = '0 8 * * *';

  /** The time zone whose calendar decides when an invoice is past due. */
  @Matches(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/, { message: 'BILLING_TIME_ZONE must be an IANA zone' })
  BILLING_TIME_ZONE = 'America/New_York';

  /** How often invoices whose PDF or mail is owed are looked for (after a crash, say). */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(3600000)
  INVOICE_SWEEP_MS = 60000;

  /** How often scheduled social posts whose time has come are looked for (and mailed). */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(600000)
  SOCIAL_REMINDER_SWEEP_MS = 15000;

  /** Webhook targets on loopback or private addresses: refused in production unless true. */
  @Transform(blankToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE?: boolean;

  /** Delays (ms, comma-separated) before each retry of a failed webhook delivery; unset: 24 h. */
  @IsOptional()
  @Matches(/^\d+(,\d+)*$/)
  WEBHOOK_RETRY_SCHEDULE_MS?: string;

  /** Failed attempts in a row after which a webhook endpoint is disabled (and admins mailed). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(10000)
  WEBHOOK_DISABLE_AFTER_FAILURES = 40;

  /** How long one webhook attempt waits for the receiver's answer. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60000)
  WEBHOOK_TIMEOUT_MS = 10000;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(3600000)
  PUBLIC_CACHE_TTL_MS = 30000;

  /** Unset: AI generation answers 503 'AI provider not configured'; everything else works. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_API_KEY?: string;

  /** Card payments (Stripe); unset: the checkout says card payments are unavailable. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^sk_(test|live)_\w+$/, { message: 'STRIPE_SECRET_KEY must be a Stripe secret key' })
  STRIPE_SECRET_KEY?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^pk_(test|live)_\w+$/, {
    message: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key',
  })
  STRIPE_PUBLISHABLE_KEY?: string;

  /** The signing secret of the webhook endpoint (`whsec_…`). */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Another Stripe API host (a local stand-in in tests); unset: Stripe's own. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+$/, {
    message: 'STRIPE_API_URL must be an http(s)://host[:port] URL',
  })
  STRIPE_API_URL?: string;

  /** Wallet payments (PayPal); unset: the wallet shows its configuration error. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  PAYPAL_CLIENT_ID?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  PAYPAL_CLIENT_SECRET?: string;

  @IsIn(['sandbox', 'live'], { message: 'PAYPAL_ENVIRONMENT must be sandbox or live' })
  PAYPAL_ENVIRONMENT: 'sandbox' | 'live' = 'sandbox';

  /** The id PayPal gave the webhook, needed to verify its events. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  PAYPAL_WEBHOOK_ID?: string;

  /** Any OpenAI-compatible server; unset: OpenAI's own. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'OPENAI_BASE_URL must be an http:// or https:// URL' })
  OPENAI_BASE_URL?: string;

  /** Unset: DEFAULT_AI_MODEL. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_MODEL?: string;

  /** How long a generation request waits for its job before answering 202 with the job's id. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600000)
  AI_TIMEOUT_MS = 45000;

  /**
   * Generation jobs each worker process runs at once. A job spends nearly all its time waiting
   * for the model, so one process can keep several calls in flight.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  AI_CONCURRENCY = 4;

  /** Generations (posts or recommendations) one account may ask for per hour and per day. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100000)
  AI_LIMIT_PER_HOUR = 30;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000000)
  AI_LIMIT_PER_DAY = 200;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  /**
   * Whether admins must sign in with a second factor: `required` (the production default) or
   * `optional` (the default elsewhere). Unset: decided by NODE_ENV in loadConfig.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(['required', 'optional'], { message: 'ADMIN_TWO_FACTOR must be required or optional' })
  ADMIN_TWO_FACTOR?: 'required' | 'optional';

  /** Encrypts two-factor secrets at rest; unset: a key derived from the session secret. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'TWO_FACTOR_KEY must be at least 32 characters' })
  TWO_FACTOR_KEY?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(8760)
  SESSION_IDLE_HOURS = 72;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(365)
  SESSION_ABSOLUTE_DAYS = 30;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  RATE_LIMIT_MULTIPLIER = 1;

  /** Requests per minute one personal access token may make (before RATE_LIMIT_MULTIPLIER). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100_000)
  TOKEN_RATE_LIMIT_PER_MINUTE = 600;

  /** Whose X-Forwarded-For is believed: unset = nobody's (see trust-proxy.ts). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^/\s,]+\s*(,\s*https?:\/\/[^/\s,]+\s*)*$/, {
    message:
      'ALLOWED_ORIGINS must be a comma-separated list of origins such as https://example.com',
  })
  ALLOWED_ORIGINS?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  ADMIN_USERNAME?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address' })
  ADMIN_EMAIL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  FRONTENDS_DIR?: string;

  /** 'off' sends the shell's page without server-rendered markup (the browser renders it). */
  @IsIn(['on', 'off'], { message: 'SSR must be on or off' })
  SSR: 'on' | 'off' = 'on';

  /** 'off' renders every page per request, also for visitors who are not signed in. */
  @IsIn(['on', 'off'], { message: 'PAGE_CACHE must be on or off' })
  PAGE_CACHE: 'on' | 'off' = 'on';

  /** Pages rendered at once; past it a page is sent bare (the browser renders it). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(256)
  SSR_CONCURRENCY = 4;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  REMOTE_MARKETING_URL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  REMOTE_PORTAL_URL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  REMOTE_ADMIN_URL?: string;
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigurationError';
  }
}

/** Validates raw environment variables, throwing one error that names every bad variable. */
export function validateEnvironment(raw: NodeJS.ProcessEnv): EnvironmentVariables {
  const known = Object.keys(new EnvironmentVariables());
  const relevant = Object.fromEntries(
    Object.entries(raw).filter(
      ([key, value]) => value !== undefined && (known.includes(key) || key in OPTIONAL_KEYS),
    ),
  );
  const env = plainToInstance(EnvironmentVariables, relevant, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, forbidUnknownValues: false });
  const problems = errors.flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property) ? message : `${error.property}: ${message}`,
    ),
  );
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    problems.push('SESSION_SECRET is required in production (at least 32 random characters)');
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL is required in production (the origin visitors use, such as https://example.com): secure cookies, HSTS and the links in mails depend on it',
    );
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(trustProxy.problem);
  const gmail = [
    env.GMAIL_USER,
    env.GMAIL_CLIENT_ID,
    env.GMAIL_CLIENT_SECRET,
    env.GMAIL_REFRESH_TOKEN,
  ];
  if (gmail.some(Boolean) && !gmail.every(Boolean)) {
    problems.push(
      'GMAIL_USER, GMAIL_CLIENT_ID, GMAIL_CLIENT_SECRET and GMAIL_REFRESH_TOKEN must be set together',
    );
  }
  if (gmail.every(Boolean) && env.SMTP_URL) {
    problems.push('Set SMTP_URL or the GMAIL_* variables, not both: mail has one transport');
  }
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
    problems.push('DATABASE_OWNER_URL needs DATABASE_URL: the embedded database has one owner');
  }
  const admin = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
  if (admin.some(Boolean) && !admin.every(Boolean)) {
    problems.push('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (problems.length > 0) throw new ConfigurationError(problems);
  return env;
}

/** Optional variables have no default, so they are not own keys of a fresh instance. */
const OPTIONAL_KEYS = {
  PUBLIC_URL: 1,
  LOG_FORMAT: 1,
  DATABASE_URL: 1,
  DATABASE_OWNER_URL: 1,
  SEED_DEMO_DATA: 1,
  REDIS_URL: 1,
  QUEUE_DASHBOARD: 1,
  API_DOCS: 1,
  SMTP_URL: 1,
  GMAIL_USER: 1,
  GMAIL_CLIENT_ID: 1,
  GMAIL_CLIENT_SECRET: 1,
  GMAIL_REFRESH_TOKEN: 1,
  GMAIL_TOKEN_URL: 1,
  OPENAI_API_KEY: 1,
  OPENAI_BASE_URL: 1,
  STRIPE_SECRET_KEY: 1,
  STRIPE_PUBLISHABLE_KEY: 1,
  STRIPE_WEBHOOK_SECRET: 1,
  STRIPE_API_URL: 1,
  PAYPAL_CLIENT_ID: 1,
  PAYPAL_CLIENT_SECRET: 1,
  PAYPAL_WEBHOOK_ID: 1,
  OPENAI_MODEL: 1,
  FRONTENDS_DIR: 1,
  SESSION_SECRET: 1,
  ADMIN_TWO_FACTOR: 1,
  TWO_FACTOR_KEY: 1,
  ALLOWED_ORIGINS: 1,
  TRUST_PROXY: 1,
  ADMIN_USERNAME: 1,
  ADMIN_EMAIL: 1,
  ADMIN_PASSWORD: 1,
  REMOTE_MARKETING_URL: 1,
  REMOTE_PORTAL_URL: 1,
  REMOTE_ADMIN_URL: 1,
  WEBHOOK_ALLOW_PRIVATE: 1,
  WEBHOOK_RETRY_SCHEDULE_MS: 1,
} satisfies Partial<Record<keyof EnvironmentVariables, 1>>;
