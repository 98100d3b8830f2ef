import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Redis } from 'ioredis';

import type { AppConfig } from '../config/app-config';
import { redisConnection } from '../queue/queue.module';
import { RATE_LIMIT_STORE, RateLimitGuard } from './rate-limit.guard';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit.store';

/** Rate limits for the routes marked @RateLimit, counted in Redis when REDIS_URL is set. */
@Global()
@Module({})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  static forRoot(config: AppConfig): DynamicModule {
    const store = {
      provide: RATE_LIMIT_STORE,
      useFactory: (): RateLimitStore =>
        config.queue.redisUrl
          ? new RedisRateLimitStore(
              new Redis({ ...redisConnection(config.queue.redisUrl), maxRetriesPerRequest: 2 }),
              `${config.queue.prefix}:rate-limit:`,
            )
          : new MemoryRateLimitStore(),
    };
    return {
      module: RateLimitModule,
      providers: [store, { provide: APP_GUARD, useClass: RateLimitGuard }],
      exports: [RATE_LIMIT_STORE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
