import { randomUUID } from 'node:crypto';

import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

import { redisConnection } from '../queue/queue.module';
import type { PublicCache } from './public-cache';

/** One invalidation as sent between instances: who wrote, and which entities. */
export interface InvalidationMessage {
  from: string;
  names: string[];
}

export function encodeInvalidation(message: InvalidationMessage): string {
  return JSON.stringify({ from: message.from, names: message.names });
}

/** The message, or undefined for anything that is not one (it is ignored, not trusted). */
export function decodeInvalidation(raw: string): InvalidationMessage | undefined {
  try {
    const parsed = JSON.parse(raw) as Partial<InvalidationMessage> | null;
    if (
      typeof parsed?.from !== 'string' ||
      !Array.isArray(parsed.names) ||
      !parsed.names.every((name) => typeof name === 'string')
    ) {
      return undefined;
    }
    return { from: parsed.from, names: parsed.names };
  } catch {
    return undefined;
  }
}

/** The channel shared by the instances that use this Redis key prefix (QUEUE_PREFIX). */
export function invalidationChannel(prefix: string): string {
  return `${prefix}:public-cache:invalidate`;
}

/**
 * Shares public cache invalidations between instances through Redis pub/sub: what one instance
 * invalidates after a commit is published, and every other instance drops the same entries from
 * its own cache. Redis being away never fails a write or a read: a lost message is logged, and the
 * cache lifetime bounds how long the other instances keep the old value.
 */
export class PublicCacheBroadcast {
  private readonly logger = new Logger('PublicCache');
  private readonly instanceId = randomUUID();
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<boolean>;
  private away = false;
  private closing = false;

  constructor(
    private readonly cache: PublicCache,
    options: { redisUrl: string; prefix: string },
  ) {
    this.channel = invalidationChannel(options.prefix);
    const connection = {
      ...redisConnection(options.redisUrl),
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    };
    // No offline queue: a publish while Redis is away fails at once instead of piling up.
    this.publisher = new Redis({ ...connection, enableOfflineQueue: false, commandTimeout: 500 });
    // A subscribed connection can only listen, so it is a second one. Its SUBSCRIBE waits for a
    // connection (no retry limit), and ioredis subscribes it again after a reconnect.
    this.subscriber = new Redis({ ...connection, maxRetriesPerRequest: null });
    this.subscriber.on('message', (channel: string, raw: string) => this.received(channel, raw));
    for (const redis of [this.publisher, this.subscriber]) {
      redis.on('error', (error: Error) => this.redisAway(error.message));
      redis.on('ready', () => this.redisBack());
    }
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => true,
      (error: Error) => {
        this.redisAway(error.message);
        return false;
      },
    );
  }

  /** Waits, at most `timeoutMs`, until this instance hears the others. */
  async listening(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const ok = await Promise.race([this.subscribed, timedOut]);
    clearTimeout(timer);
    if (!ok) this.redisAway(`not subscribed within ${timeoutMs} ms`);
  }

  /** Tells the other instances these entities were written. */
  publish(names: Iterable<string>): void {
    const list = [...names];
    if (list.length === 0 || this.closing) return;
    this.publisher
      .publish(this.channel, encodeInvalidation({ from: this.instanceId, names: list }))
      .catch((error: Error) =>
        this.logger.warn(
          `Could not share a cache invalidation (${error.message}): other instances keep ${list.join(', ')} until their cache lifetime ends`,
        ),
      );
  }

  close(): void {
    this.closing = true;
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private received(channel: string, raw: string): void {
    if (channel !== this.channel) return;
    const message = decodeInvalidation(raw);
    // This instance already dropped what it wrote itself.
    if (!message || message.from === this.instanceId) return;
    this.cache.invalidate(message.names);
  }

  private redisAway(reason: string): void {
    if (this.away || this.closing) return;
    this.away = true;
    this.logger.warn(
      `Redis is unreachable (${reason}): public cache invalidations are not shared until it is back`,
    );
  }

  private redisBack(): void {
    if (!this.away) return;
    this.away = false;
    this.logger.log('Redis is back: public cache invalidations are shared again');
  }
}
