import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { withTimeout } from '../../../platform/async/with-timeout';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { LocalizedException } from '../../../platform/i18n/localized.exception';
import type { TypedQueue } from '../../../platform/queue/typed-queue';
import { User } from '../../auth/entities/user.entity';
import { decodeCursor, page } from '../../../platform/http/pagination';
import {
  ContentGenerationJob,
  type GenerationInput,
  type GenerationKind,
  type GenerationStatus,
} from './content-generation-job.entity';
import { failureMessage } from './generation-outcome';
import { JobIds } from '../../../platform/queue/job-ids';

/** How long saving a request waits for the queue to take its job. */
const ENQUEUE_TIMEOUT_MS = 1_000;

/**
 * A request that has made no progress for this long lost its job for good: a dead worker's job
 * runs again elsewhere (BullMQ's stalled-job check) or after a restart (GenerationRecovery), so
 * this catches only what nobody can finish, such as a job that stalled too often or an inline
 * process that never came back. It is reported failed rather than left waiting for ever. Longer
 * than every try of a job with its backoff could take.
 */
export const STALE_JOB_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const DEFAULT_PAGE_SIZE = 20;

/**
 * Generation requests: saved first, then queued on `ai` with the row's id. The caller waits for
 * the outcome by watching the row, which works the same whether the job runs in this process or
 * in a worker elsewhere.
 */
@Injectable()
export class SocialGenerationService {
  private readonly logger = new Logger(SocialGenerationService.name);

  constructor(
    private readonly em: EntityManager,
    @InjectQueue('ai') private readonly queue: TypedQueue<'ai'>,
    private readonly jobIds: JobIds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Saves and queues a request, then waits for it up to AI_TIMEOUT_MS. Returns the row as it is
   * then: succeeded, failed, or still on its way.
   */
  async request(
    user: User,
    kind: GenerationKind,
    input: GenerationInput,
  ): Promise<ContentGenerationJob> {
    const em = this.em.fork();
    const job = em.create(ContentGenerationJob, {
      user: em.getReference(User, user.id),
      kind,
      input,
    });
    await em.flush();
    try {
      await withTimeout(
        this.jobIds
          .of(`ai-${job.id}`)
          .then((jobId) => this.queue.add('content.generate', { requestId: job.id }, { jobId })),
        ENQUEUE_TIMEOUT_MS,
      );
    } catch (error) {
      const detail = `not queued: ${error instanceof Error ? error.message : String(error)}`;
      this.logger.warn(`generation #${job.id} ${detail}`);
      await em.nativeUpdate(
        ContentGenerationJob,
        { id: job.id, status: 'queued' },
        {
          status: 'failed',
          errorCode: failureMessage(kind),
          errorDetail: detail,
          finishedAt: new Date(),
          updatedAt: new Date(),
        },
      );
      throw new LocalizedException(503, failureMessage(kind));
    }
    return this.waitForOutcome(job.id, this.config.ai.waitMs);
  }

  /** The row once it has succeeded or failed, or as it is when `timeoutMs` have passed. */
  private async waitForOutcome(id: number, timeoutMs: number): Promise<ContentGenerationJob> {
    const deadline = Date.now() + timeoutMs;
    let pause = 25;
    for (;;) {
      const job = await this.em.fork().findOneOrFail(ContentGenerationJob, id);
      const left = deadline - Date.now();
      if (left <= 0 || job.status === 'succeeded' || job.status === 'failed') return job;
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, 250);
    }
  }

  /** A job its owner (or any admin) may read; anyone else's is "not found". */
  async find(id: number, reader: User): Promise<ContentGenerationJob> {
    const em = this.em.fork();
    await this.expireStale(em, { id });
    const job = await em.findOne(ContentGenerationJob, id, { populate: ['user'] });
    if (!job || (reader.role !== 'admin' && job.user.id !== reader.id)) {
      throw new LocalizedException(404, 'ai.job.notFound');
    }
    return job;
  }

  /** Every client's jobs for admins, newest first. */
  async list(query: {
    limit?: number;
    cursor?: string;
    status?: GenerationStatus;
    kind?: GenerationKind;
  }): Promise<{ items: ContentGenerationJob[]; nextCursor: string | null }> {
    const em = this.em.fork();
    await this.expireStale(em, {});
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const before = decodeCursor(query.cursor);
    const rows = await em.find(
      ContentGenerationJob,
      {
        ...(before !== null ? { id: { $lt: before } } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
      },
      { populate: ['user'], orderBy: { id: 'desc' }, limit: limit + 1 },
    );
    return page(rows, limit);
  }

  /** Marks failed the unfinished jobs that have made no progress for STALE_JOB_MS. */
  private async expireStale(em: EntityManager, where: { id?: number }): Promise<void> {
    const stale = await em.find(
      ContentGenerationJob,
      {
        ...where,
        status: { $in: ['queued', 'running'] },
        updatedAt: { $lt: new Date(Date.now() - STALE_JOB_MS) },
      },
      { fields: ['id', 'kind'] },
    );
    for (const job of stale) {
      await em.nativeUpdate(
        ContentGenerationJob,
        { id: job.id, status: { $in: ['queued', 'running'] } },
        {
          status: 'failed',
          errorCode: failureMessage(job.kind),
          errorDetail: `no progress for ${STALE_JOB_MS / 60_000} minutes: the job was lost`,
          finishedAt: new Date(),
          updatedAt: new Date(),
        },
      );
    }
  }
}
