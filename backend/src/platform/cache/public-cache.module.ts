import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Injectable, Module, OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PublicCache } from './public-cache';
import { PublicCacheInvalidator } from './public-cache-invalidator';
import { PublicReadRoutes } from './public-read-fast-path';

/** Subscribes the cache to the ORM's writes before the first request is served. */
@Injectable()
class PublicCacheWiring implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly cache: PublicCache,
  ) {}

  onModuleInit(): void {
    // Forks share this event manager, and transactional forks copy its subscribers.
    this.orm.em.getEventManager().registerSubscriber(new PublicCacheInvalidator(this.cache));
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
