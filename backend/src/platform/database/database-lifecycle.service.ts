import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { seedDemoDataOnce } from './seeders/seed-demo-data';

/** Brings the schema up to date and, where configured, loads the demo data once, before serving. */
@Injectable()
export class DatabaseLifecycle implements OnModuleInit {
  private readonly logger = new Logger(DatabaseLifecycle.name);

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.database.migrateOnStart) {
      const applied = await this.orm.migrator.up();
      if (applied.length > 0) this.logger.log(`applied ${applied.length} migration(s)`);
    }
    if (this.config.database.seedDemoData && (await seedDemoDataOnce(this.orm))) {
      this.logger.log('loaded the demo data');
    }
  }
}
