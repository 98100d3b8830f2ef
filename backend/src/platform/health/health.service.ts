import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { AiModel } from '../ai/ai-model';
import { withTimeout } from '../async/with-timeout';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { MailTransport } from '../mail/mail-transport';
import { QueueInspector } from '../queue/queue-inspector';
import { RateLimiters } from '../rate-limit/rate-limiters';
import type { DatabaseHealthDto, HealthDto, QueueHealthDto } from './health.dto';

/**
 * Longest any one check may take, so that health answers within a second (as `degraded`) even
 * when a dependency hangs or the database's connections are all held.
 */
export const HEALTH_PROBE_TIMEOUT_MS = 800;

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueInspector,
    private readonly mail: MailTransport,
    private readonly rateLimiters: RateLimiters,
    private readonly outbox: MailService,
    private readonly ai: AiModel,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, queue, overdue] = await Promise.all([
      this.database(),
      this.queue(),
      // When the database cannot answer, its own check already says so.
      withTimeout(this.outbox.countOverdue(), HEALTH_PROBE_TIMEOUT_MS).catch(() => 0),
    ]);
    return {
      status:
        database.status === 'up' && queue.status === 'up' && overdue === 0 ? 'ok' : 'degraded',
      uptime: Math.round(process.uptime()),
      database,
      queue,
      mail: { transport: this.mail.configured ? 'smtp' : 'none', overdue },
      rateLimit: { store: this.rateLimiters.store() },
      // Not configured is a supported state, not a degraded one: only generation is off.
      ai: { configured: this.ai.configured, model: this.ai.configured ? this.ai.model : null },
    };
  }

  private async database(): Promise<DatabaseHealthDto> {
    const driver = this.config.database.url ? 'postgresql' : 'embedded';
    try {
      await withTimeout(this.em.getConnection().execute('select 1'), HEALTH_PROBE_TIMEOUT_MS);
      return { status: 'up', driver };
    } catch (error) {
      return {
        status: 'down',
        driver,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  private async queue(): Promise<QueueHealthDto> {
    const driver = this.config.queue.redisUrl ? 'bullmq' : 'inline';
    try {
      return await withTimeout(this.queues.state(), HEALTH_PROBE_TIMEOUT_MS);
    } catch (error) {
      return { status: 'down', driver, queues: {}, error: (error as Error).message };
    }
  }
}
