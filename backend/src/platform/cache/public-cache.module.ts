import { MikroORM } from '@mikro-orm/postgresql';
import {
  Global,
  Inject,
  Injectable,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PublicCache } from './public-cache';
import { PublicCacheBroadcast } from './public-cache-broadcast';
import { PublicCacheInvalidator } from './public-cache-invalidator';
import { PublicReadRoutes } from './public-read-fast-path';

/** How long start-up waits to hear other instances' invalidations before serving anyway. */
const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * Subscribes the cache to the ORM's writes before the first request is served and, with REDIS_URL,
 * shares its invalidations with the other instances.
 */
@Injectable()
class PublicCacheWiring implements OnModuleInit, OnApplicationShutdown {
  private broadcast?: PublicCacheBroadcast;

  constructor(
    private readonly orm: MikroORM,
    private readonly cache: PublicCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const { redisUrl, prefix } = this.config.queue;
    if (redisUrl) this.broadcast = new PublicCacheBroadcast(this.cache, { redisUrl, prefix });
    const broadcast = this.broadcast;
    // Forks share this event manager, and transactional forks copy its subscribers.
    this.orm.em
      .getEventManager()
      .registerSubscriber(
        new PublicCacheInvalidator(
          this.cache,
          broadcast ? (names) => broadcast.publish(names) : undefined,
        ),
      );
    await this.broadcast?.listening(SUBSCRIBE_WAIT_MS);
  }

  onApplicationShutdown(): void {
    this.broadcast?.close();
  }
}

/**
 * One PublicCache per process, kept in step with the ORM's writes, and the public read URLs
 * answered straight from it (see publicReadFastPath).
 */
@Global()
@Module({
  providers: [
    {
      provide: PublicCache,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PublicCache({ ttlMs: config.cache.publicTtlMs }),
    },
    { provide: PublicReadRoutes, useFactory: () => new PublicReadRoutes() },
    PublicCacheWiring,
  ],
  exports: [PublicCache, PublicReadRoutes],
})
export class PublicCacheModule {}
