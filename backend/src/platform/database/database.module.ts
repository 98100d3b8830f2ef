import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';

import type { AppConfig } from '../config/app-config';
import { DatabaseLifecycle } from './database-lifecycle.service';
import { buildOrmOptions, type DatabaseTarget } from './mikro-orm.config';

/** MikroORM on PostgreSQL: DATABASE_URL's server, or the embedded PGlite of this process. */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRoot({
          ...buildOrmOptions(database, config.database.poolMax),
          registerRequestContext: true,
        }),
      ],
      providers: [DatabaseLifecycle],
    };
  }
}
