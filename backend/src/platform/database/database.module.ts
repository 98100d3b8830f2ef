import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';

import type { AppConfig } from '../config/app-config';
import { DatabaseLifecycle } from './database-lifecycle.service';
import { createEmbeddedCluster } from './embedded-postgres';
import { buildOrmOptions, type DatabaseTarget, EMBEDDED_SETTINGS } from './mikro-orm.config';

/** MikroORM on PostgreSQL: DATABASE_URL's server, or the embedded PGlite of this process. */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          useFactory: async () => {
            if (typeof database !== 'string') {
              await createEmbeddedCluster(database.embedded, EMBEDDED_SETTINGS);
            }
            return {
              ...buildOrmOptions(database, config.database.poolMax),
              registerRequestContext: true,
            };
          },
        }),
      ],
      providers: [DatabaseLifecycle],
    };
  }
}
