import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import type { TypedQueue } from '../../../platform/queue/typed-queue';
import { ContentGenerationJob } from './content-generation-job.entity';
import { STALE_JOB_MS } from './social-generation.service';
import { JobIds } from '../../../platform/queue/job-ids';

/**
 * How long after start the unfinished requests of an earlier process are taken up: a request
 * touched this recently may still be in the hands of a live process.
 */
export const RESTART_GRACE_MS = 5_000;

/**
 * Under the inline driver a request's job lives in its process: when the process dies mid-job,
 * the row stays `queued` or `running` with nothing left to run it. A process that runs workers
 * queues those rows again shortly after it starts, so they finish after a restart (the processor
 * claims a `running` row again). Only rows last touched before this process started and newer
 * than STALE_JOB_MS count; older ones are reported failed when read. The inline driver is the
 * single-process default: API instances sharing one database need Redis, whose workers take over
 * a dead worker's jobs themselves.
 */
@Injectable()
export class GenerationRecovery implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(GenerationRecovery.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly em: EntityManager,
    @InjectQueue('ai') private readonly queue: TypedQueue<'ai'>,
    private readonly jobIds: JobIds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.queue.redisUrl || !this.config.queue.runWorkers) return;
    const startedAt = new Date();
    this.timer = setTimeout(() => {
      this.running = this.requeueLeftBehind(startedAt).catch((error: unknown) =>
        this.logger.warn(`taking up unfinished generation requests failed: ${String(error)}`),
      );
    }, RESTART_GRACE_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  private async requeueLeftBehind(startedAt: Date): Promise<void> {
    const left = await this.em.fork().find(
      ContentGenerationJob,
      {
        status: { $in: ['queued', 'running'] },
        updatedAt: { $lt: startedAt, $gt: new Date(Date.now() - STALE_JOB_MS) },
      },
      { fields: ['id'], orderBy: { id: 'asc' } },
    );
    for (const { id } of left) {
      await this.queue.add(
        'content.generate',
        { requestId: id },
        { jobId: await this.jobIds.of(`ai-${id}`) },
      );
    }
    if (left.length > 0) {
      this.logger.log(
        `queued again ${left.length} generation request(s) left by a stopped process`,
      );
    }
  }
}
