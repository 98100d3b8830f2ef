import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { MailTransport } from '../mail/mail-transport';
import { QueueInspector } from '../queue/queue-inspector';
import type { DatabaseHealthDto, HealthDto } from './health.dto';

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueInspector,
    private readonly mail: MailTransport,
    private readonly outbox: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, queue, overdue] = await Promise.all([
      this.database(),
      this.queues.state(),
      this.outbox.countOverdue().catch(() => 0),
    ]);
    return {
      status:
        database.status === 'up' && queue.status === 'up' && overdue === 0 ? 'ok' : 'degraded',
      uptime: Math.round(process.uptime()),
      database,
      queue,
      mail: { transport: this.mail.configured ? 'smtp' : 'none', overdue },
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
