import { EntityManager } from '@mikro-orm/postgresql';
import { WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { SocialPlatform } from '@terrabridge/rules/social-posts';

import { AiProviderError } from '../../../platform/ai/ai-provider-error';
import type { MessageKey } from '../../../platform/i18n/messages';
import { isLastAttempt, type QueueJob } from '../../../platform/queue/queue-job';
import { QueueProcessor } from '../../../platform/queue/queue-processor.decorator';
import type { JobPayloads } from '../../../platform/queue/queue.constants';
import {
  ContentGenerationJob,
  type GenerationResult,
  type GenerationStatus,
} from './content-generation-job.entity';
import { failureMessage } from './generation-outcome';
import { SocialContentWriter } from './social-content-writer';
import { UnusableAnswerError } from './unusable-answer.error';
import { UsageMeter } from './usage-meter';

type GenerationQueueJob = QueueJob<JobPayloads['ai']['content.generate']>;

/**
 * Carries out saved generation requests. Each run claims its row first, so a finished request is
 * never generated (and paid for) twice. Provider failures that may pass (rate limits, server
 * errors) are thrown, for the queue to retry with its backoff; the last try, and failures no retry
 * can help, mark the row failed with the message the client reads. Token usage is added up on the
 * row after every run, failed runs included.
 */
@QueueProcessor('ai')
export class SocialGenerationProcessor extends WorkerHost {
  private readonly logger = new Logger(SocialGenerationProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly writer: SocialContentWriter,
  ) {
    super();
  }

  async process(job: GenerationQueueJob): Promise<{ state: string }> {
    const id = job.data.requestId;
    const em = this.em.fork();
    if (!(await this.claim(em, id))) return { state: 'skipped' };
    const request = await em.findOneOrFail(ContentGenerationJob, id);
    const meter = new UsageMeter(request.usage);
    const { input } = request;
    try {
      let result: GenerationResult;
      if (request.kind === 'recommendations') {
        result = {
          recommendations: await this.writer.recommend(
            { audience: input.audience!, industry: input.industry!, language: input.language },
            meter,
          ),
        };
      } else {
        result = {
          posts: await this.writer.writePosts(
            {
              prompt: input.prompt!,
              platforms: input.platforms as SocialPlatform[],
              language: input.language,
            },
            meter,
          ),
        };
      }
      await this.record(em, id, 'succeeded', { result, usage: meter.total });
      return { state: 'succeeded' };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const usage = meter.total;
      if (error instanceof UnusableAnswerError && error.reason === 'format') {
        await this.fail(em, id, 'ai.format.invalid', detail, usage);
        throw new UnrecoverableError(detail);
      }
      const hopeless =
        error instanceof UnusableAnswerError ||
        (error instanceof AiProviderError && !error.retryable);
      if (hopeless || isLastAttempt(job)) {
        await this.fail(em, id, failureMessage(request.kind), detail, usage);
        if (hopeless) throw new UnrecoverableError(detail);
        throw error;
      }
      // Back in line for the queue's next try; admins see why meanwhile.
      await this.record(em, id, 'queued', { errorDetail: detail, usage });
      this.logger.warn(`generation #${id} failed (try ${job.attemptsMade + 1}): ${detail}`);
      throw error;
    }
  }

  /** Takes the request for this run unless it has finished; counts the run. */
  private async claim(em: EntityManager, id: number): Promise<boolean> {
    const now = new Date();
    const claimed = await em.getConnection().execute<Array<{ id: number }>>(
      `update content_generation_jobs
          set status = 'running', attempts = attempts + 1,
              started_at = coalesce(started_at, ?), updated_at = ?
        where id = ? and status in ('queued', 'running')
        returning id`,
      [now, now, id],
    );
    return claimed.length > 0;
  }

  private async fail(
    em: EntityManager,
    id: number,
    errorCode: MessageKey,
    errorDetail: string,
    usage: ContentGenerationJob['usage'],
  ): Promise<void> {
    this.logger.warn(`generation #${id} failed for good: ${errorDetail}`);
    await this.record(em, id, 'failed', { errorCode, errorDetail, usage });
  }

  private async record(
    em: EntityManager,
    id: number,
    status: GenerationStatus,
    changes: Partial<Pick<ContentGenerationJob, 'result' | 'usage' | 'errorCode' | 'errorDetail'>>,
  ): Promise<void> {
    const finished = status === 'succeeded' || status === 'failed';
    await em.nativeUpdate(
      ContentGenerationJob,
      { id, status: 'running' },
      {
        status,
        ...changes,
        ...(finished ? { finishedAt: new Date() } : {}),
        updatedAt: new Date(),
      },
    );
  }
}
