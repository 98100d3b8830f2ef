import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

import { redisConnection } from '../queue/queue.module';

/**
 * Where attempts are counted: in Redis, shared by every instance; in this process while Redis is
 * unreachable or slow; or in this process only, when no REDIS_URL is set.
 */
export type RateLimitStore = 'redis' | 'memory-fallback' | 'memory';

export interface LimitRule {
  /** Attempts per window, before RATE_LIMIT_MULTIPLIER. */
  points: number;
  durationMs: number;
}

export interface Count {
  /** This attempt is over the limit. */
  limited: boolean;
  /** Attempts counted in the current window, this one included. */
  consumed: number;
  /** Until the window, and its count, ends. */
  msBeforeNext: number;
}

/** A request waits at most this long for Redis before the in-process count answers instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long a Redis that answered too slowly still counts as away, for /api/health. */
const SLOW_REDIS_MEMORY_MS = 30_000;

/** One limit, counted per key (a client address, an account). */
export class Limiter {
  constructor(private readonly inner: RateLimiterAbstract) {}

  /** Counts an attempt (`points` of them); being over the limit is an answer, not an error. */
  async hit(key: string, points = 1): Promise<Count> {
    try {
      return toCount(await this.inner.consume(key, points), false);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return toCount(outcome, true);
      throw outcome;
    }
  }

  /** Gives back one counted attempt that turned out to be no abuse (a correct password). */
  async refund(key: string): Promise<void> {
    await this.inner.reward(key);
  }

  /** Forgets every attempt counted for the key. */
  async clear(key: string): Promise<void> {
    await this.inner.delete(key);
  }
}

function toCount(res: RateLimiterRes, limited: boolean): Count {
  return { limited, consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
}

/**
 * The in-process limiter that answers for a Redis limiter while Redis does not (the library's
 * insurance strategy); it reports each use, so the fallback shows in the log and /api/health.
 */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.consume(key, points, options);
  }

  override reward(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.reward(key, points, options);
  }

  override delete(key: string | number, options?: Record<string, unknown>) {
    this.onUse();
    return super.delete(key, options);
  }
}

export interface RateLimitersOptions {
  redisUrl?: string;
  /** Redis key prefix (QUEUE_PREFIX). */
  prefix: string;
  /** RATE_LIMIT_MULTIPLIER. */
  multiplier: number;
}

/**
 * Builds the limiters. With REDIS_URL they count in Redis, so limits hold across instances; every
 * Redis call is bounded (no offline queue, a short command timeout) and, while Redis is away, each
 * limiter's in-process twin counts instead, so an outage slows nobody and never fails a request.
 */
export class RateLimiters {
  private readonly logger = new Logger('RateLimit');
  private readonly redis?: Redis;
  /** Redis is known to be unreachable (its connection is down). */
  private away = false;
  /** Last time the in-process count answered although the connection looked fine (too slow). */
  private slowAt?: number;
  private closing = false;

  constructor(private readonly options: RateLimitersOptions) {
    if (!options.redisUrl) return;
    this.redis = new Redis({
      ...redisConnection(options.redisUrl),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
    });
    this.redis.on('ready', () => this.redisBack());
    this.redis.on('error', (error: Error) => this.redisAway(error.message));
    this.redis.on('close', () => this.redisAway('connection closed'));
  }

  /** A limit of `rule.points` (times RATE_LIMIT_MULTIPLIER) per key and window, named `name`. */
  create(name: string, rule: LimitRule): Limiter {
    const options: IRateLimiterOptions = {
      keyPrefix: `${this.options.prefix}:rate-limit:${name}`,
      points: this.scale(rule.points),
      duration: Math.ceil(rule.durationMs / 1000),
    };
    if (!this.redis) return new Limiter(new RateLimiterMemory(options));
    return new Limiter(
      new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new InsuranceLimiter(options, () => this.fellBack()),
      }),
    );
  }

  /** A number of attempts scaled by RATE_LIMIT_MULTIPLIER. */
  scale(points: number): number {
    return points * this.options.multiplier;
  }

  store(): RateLimitStore {
    if (!this.redis) return 'memory';
    if (this.redis.status !== 'ready') return 'memory-fallback';
    if (this.slowAt !== undefined && Date.now() - this.slowAt < SLOW_REDIS_MEMORY_MS) {
      return 'memory-fallback';
    }
    return 'redis';
  }

  /** Waits, at most `timeoutMs`, for the first connection, so counting starts in Redis. */
  async connect(timeoutMs: number): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) this.redisAway(`no connection within ${timeoutMs} ms`);
  }

  close(): void {
    this.closing = true;
    this.redis?.disconnect();
  }

  private redisAway(reason: string): void {
    if (this.away || this.closing || this.redis?.status === 'ready') return;
    this.away = true;
    this.logger.warn(
      `Redis is unreachable (${reason}): rate limits are counted in this process until it is back`,
    );
  }

  private redisBack(): void {
    if (this.away || this.slowAt !== undefined) {
      this.logger.log('Redis is back: rate limits are counted in Redis again');
    }
    this.away = false;
    this.slowAt = undefined;
  }

  private fellBack(): void {
    if (this.away || this.redis?.status !== 'ready') return;
    if (this.store() === 'redis') {
      this.logger.warn(
        `Redis did not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms: rate limits are counted in this process meanwhile`,
      );
    }
    this.slowAt = Date.now();
  }
}
