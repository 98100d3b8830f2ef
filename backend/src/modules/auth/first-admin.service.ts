import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ensureAdmin } from './first-admin';

/** Creates the admin named by ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD on first start. */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdmin.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.auth.firstAdmin;
    if (!admin) return;
    if ((await ensureAdmin(this.em.fork(), admin)) === 'created') {
      this.logger.log(`created the admin account ${admin.username}`);
    }
  }
}
