import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';

import type { AppConfig } from '../config/app-config';
import { DatabaseLifecycle } from './database-lifecycle.service';
import { buildOrmOptions } from './mikro-orm.config';

/**
 * MikroORM on PostgreSQL. `databaseUrl` is either DATABASE_URL or the embedded PGlite server,
 * which serialises all queries and therefore gets a single connection.
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const poolMax = config.database.url ? config.database.poolMax : 1;
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRoot({
          ...buildOrmOptions(databaseUrl, poolMax),
          registerRequestContext: true,
        }),
      ],
      providers: [DatabaseLifecycle],
    };
  }
}
