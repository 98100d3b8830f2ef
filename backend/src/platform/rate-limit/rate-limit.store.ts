import type { Redis } from 'ioredis';

export interface Hit {
  count: number;
  /** Milliseconds until the window (and the count) resets. */
  resetMs: number;
}

/** Fixed-window counters: memory for one process, Redis so limits hold across instances. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetMs: window.resetAt - now };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const full = `${this.prefix}${key}`;
    const results = await this.redis
      .multi()
      .incr(full)
      .pexpire(full, windowMs, 'NX')
      .pttl(full)
      .exec();
    if (!results) throw new Error('rate limit transaction was aborted');
    const count = Number(results[0][1]);
    const ttl = Number(results[2][1]);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
