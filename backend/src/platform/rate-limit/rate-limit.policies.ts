/** How many hits a key may make per window. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitPolicy {
  /** Per client address. */
  ip: RateLimitRule;
  /** Per account named in the body (username or email), when the request names one. */
  account?: RateLimitRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits on the calls that guess, enumerate or send mail. */
export const RATE_LIMIT_POLICIES = {
  login: {
    ip: { limit: 30, windowMs: 15 * MINUTE },
    account: { limit: 10, windowMs: 15 * MINUTE },
  },
  register: { ip: { limit: 10, windowMs: HOUR } },
  check: { ip: { limit: 120, windowMs: MINUTE } },
  'forgot-password': { ip: { limit: 10, windowMs: HOUR }, account: { limit: 5, windowMs: HOUR } },
  'reset-password': { ip: { limit: 20, windowMs: HOUR } },
  'verify-email': { ip: { limit: 30, windowMs: HOUR } },
  contact: { ip: { limit: 5, windowMs: 10 * MINUTE } },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
