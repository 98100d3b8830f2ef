import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailTransport } from '../mail/mail-transport';
import { QueueInspector } from '../queue/queue-inspector';
import { RateLimiters } from '../rate-limit/rate-limiters';
import type { DatabaseHealthDto, HealthDto } from './health.dto';

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueInspector,
    private readonly mail: MailTransport,
    private readonly rateLimiters: RateLimiters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, queue] = await Promise.all([this.database(), this.queues.state()]);
    return {
      status: database.status === 'up' && queue.status === 'up' ? 'ok' : 'degraded',
      uptime: Math.round(process.uptime()),
      database,
      queue,
      mail: { transport: this.mail.configured ? 'smtp' : 'none' },
      rateLimit: { store: this.rateLimiters.store() },
    };
  }

  private async database(): Promise<DatabaseHealthDto> {
    const driver = this.config.database.url ? 'postgresql' : 'embedded';
    try {
      await this.em.getConnection().execute('select 1');
      return { status: 'up', driver };
    } catch (error) {
      return {
        status: 'down',
        driver,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
}
