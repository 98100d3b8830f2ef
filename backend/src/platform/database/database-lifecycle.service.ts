import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { canRewriteAuditLog, migrateToLatest } from './migrate';
import { type DemoLogin, demoLogins } from './seeders/demo-content/demo-logins';
import { seedDemoDataOnce } from './seeders/seed-demo-data';

/** Brings the schema up to date and, where configured, loads the demo data once, before serving. */
@Injectable()
export class DatabaseLifecycle implements OnModuleInit {
  private readonly logger = new Logger(DatabaseLifecycle.name);
  /** The demo logins this start created, for the start-up banner; none when nothing was seeded. */
  seededDemoLogins: DemoLogin[] = [];

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.database.migrateOnStart) {
      const applied = await migrateToLatest(this.orm, this.config);
      if (applied > 0) this.logger.log(`applied ${applied} migration(s)`);
    }
    await this.warnOfRewritableAuditLog();
    if (!this.config.database.seedDemoData) return;
    const logins = demoLogins(this.config.database.demoPasswords);
    if (await seedDemoDataOnce(this.orm, logins)) {
      this.seededDemoLogins = logins;
      this.logger.log('loaded the demo data');
    }
  }

  /** In production the app's role should only insert into and read the audit log. */
  private async warnOfRewritableAuditLog(): Promise<void> {
    if (this.config.env !== 'production' || !this.config.database.url) return;
    if (!(await canRewriteAuditLog(this.orm))) return;
    this.logger.warn(
      "DATABASE_URL's role can change or empty the audit log: connect as a role that may only " +
        'insert and read it, and run migrations as the owner with DATABASE_OWNER_URL ' +
        '(docs/operations.md, "Database roles")',
    );
  }
}
