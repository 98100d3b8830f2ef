import { DynamicModule, Global, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import type { AppConfig } from '../config/app-config';
import { AccountRateLimits } from './account-rate-limit.guard';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiters } from './rate-limiters';

/** How long start-up waits for Redis before counting in memory until it answers. */
const CONNECT_WAIT_MS = 2_000;

/** Rate limits for the routes marked @RateLimit, and limiters for services that count outcomes. */
@Global()
@Module({})
export class RateLimitModule implements OnModuleInit, OnApplicationShutdown {
  constructor(private readonly limiters: RateLimiters) {}

  static forRoot(config: AppConfig): DynamicModule {
    const limiters = {
      provide: RateLimiters,
      useFactory: () =>
        new RateLimiters({
          redisUrl: config.queue.redisUrl,
          prefix: config.queue.prefix,
          multiplier: config.auth.rateLimitMultiplier,
        }),
    };
    return {
      module: RateLimitModule,
      providers: [limiters, AccountRateLimits, { provide: APP_GUARD, useClass: RateLimitGuard }],
      exports: [RateLimiters, AccountRateLimits],
    };
  }

  async onModuleInit(): Promise<void> {
    await this.limiters.connect(CONNECT_WAIT_MS);
  }

  onApplicationShutdown(): void {
    this.limiters.close();
  }
}
