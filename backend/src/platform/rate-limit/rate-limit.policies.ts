import type { AppConfig } from '../config/app-config';
import type { LimitRule } from './rate-limiters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Per client address, on the calls that enumerate, create or send: every request counts, and over
 * the limit is a 429 with Retry-After. Sign-in and reset requests have rules of their own (below).
 */
export const RATE_LIMIT_POLICIES = {
  register: { points: 10, durationMs: HOUR },
  check: { points: 120, durationMs: MINUTE },
  'reset-password': { points: 20, durationMs: HOUR },
  'verify-email': { points: 30, durationMs: HOUR },
  /** Opening and answering a testimonial link: each try checks a token. */
  testimonial: { points: 30, durationMs: HOUR },
  contact: { points: 5, durationMs: 10 * MINUTE },
  /** Password changes of signed-in accounts: each try checks a current password. */
  'change-password': { points: 10, durationMs: 15 * MINUTE },
  /** Email changes and verification resends: each one sends a mail. */
  'account-mail': { points: 5, durationMs: HOUR },
} satisfies Record<string, LimitRule>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;

export interface AccountLimitRule extends LimitRule {
  /** What one request costs: one point, or a point per kilobyte of its body. */
  cost: 'request' | 'kilobytes';
}

/**
 * Per signed-in account, on the calls that store what a client sends (the pace of a conversation
 * is never near them, a script filling the database with text or files is) and on the calls that
 * cost the agency money (AI generation, configurable).
 */
export function accountRateLimitPolicies(config: Pick<AppConfig, 'ai'>) {
  return {
    comment: { points: 30, durationMs: 10 * MINUTE, cost: 'request' },
    /** Bodies of uploads, in kilobytes: 250 MB an hour (25 full-size files). */
    upload: { points: 250 * 1024, durationMs: HOUR, cost: 'kilobytes' },
    /** Data exports (Settings, "Download my data"): each reads every record and file of the account. */
    'data-export': { points: 5, durationMs: HOUR, cost: 'request' },
    /** AI generations (posts or recommendations): AI_LIMIT_PER_HOUR and AI_LIMIT_PER_DAY. */
    'ai-hour': { points: config.ai.limitPerHour, durationMs: HOUR, cost: 'request' },
    'ai-day': { points: config.ai.limitPerDay, durationMs: DAY, cost: 'request' },
  } satisfies Record<string, AccountLimitRule>;
}

export type AccountRateLimitPolicyName = keyof ReturnType<typeof accountRateLimitPolicies>;

/**
 * Requests made with one personal access token (TOKEN_RATE_LIMIT_PER_MINUTE), whoever sends them
 * and from wherever: a runaway script slows itself down, not the account's other tokens or its
 * browser sessions.
 */
export function tokenRateLimit(config: Pick<AppConfig, 'auth'>): LimitRule {
  return { points: config.auth.tokenRateLimitPerMinute, durationMs: MINUTE };
}

/**
 * Sign-in counts failed attempts only (a correct password gives its attempt back), so the owner of
 * an account is never refused for signing in often, and strangers cannot lock the owner out: what
 * they fill is the count of their own address.
 */
export const LOGIN_LIMITS = {
  /** Failed sign-ins from one address, whatever the account. */
  address: { points: 30, durationMs: 15 * MINUTE },
  /** Failed sign-ins to one account from one address; a success clears it. */
  accountFromAddress: { points: 10, durationMs: 15 * MINUTE },
  /**
   * Failed sign-ins to one account from all addresses. Past `points` the account is under attack:
   * each address then has only `perAddressUnderAttack` failures on it, which slows guessing from
   * many addresses while an address that has not failed (the owner's) still signs in at once.
   */
  account: { points: 20, durationMs: 15 * MINUTE, perAddressUnderAttack: 3 },
};

/**
 * Reset-link requests from one address. They are answered the same way whatever happens: past the
 * limit, nothing is sent. (Per account, no new link is made while the last one is still valid.)
 */
export const PASSWORD_RESET_REQUEST_LIMIT: LimitRule = { points: 10, durationMs: HOUR };
