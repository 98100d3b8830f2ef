import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef, Reflector } from '@nestjs/core';
import { getQueueToken, type WorkerHost } from '@nestjs/bullmq';
import type { Worker } from 'bullmq';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { InlineQueue, type InlineProcessor } from './inline-queue';
import { logQueueErrors } from './log-queue-errors';
import { QUEUE_PROCESSOR } from './queue-processor.decorator';
import type { QueueName } from './queue.constants';

/**
 * Starts the processors in processes that run workers (the API by default, the worker entry
 * point always): BullMQ workers are created paused and started here; under the inline driver each
 * processor is attached to its in-process queue.
 */
@Injectable()
export class QueueRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger(QueueRunner.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const queue = this.reflector.get<QueueName | undefined>(QUEUE_PROCESSOR, metatype);
      if (!queue) continue;
      // A paused BullMQ worker still holds a Redis connection: while Redis is away its errors
      // are logged briefly here, or BullMQ prints each failed reconnect with its stack.
      if (this.config.queue.redisUrl) {
        logQueueErrors((instance as WorkerHost).worker, `worker for ${queue}`, this.logger);
      }
      if (!this.config.queue.runWorkers) continue;
      if (this.config.queue.redisUrl) {
        const worker = (instance as WorkerHost).worker;
        worker.concurrency = this.config.queue.concurrency[queue];
        applyLockTiming(worker, this.config.queue.lockMs);
        worker
          .run()
          .catch((error: unknown) =>
            this.logger.error(`worker for ${queue} stopped: ${String(error)}`),
          );
      } else {
        const inline = this.moduleRef.get<InlineQueue>(getQueueToken(queue), { strict: false });
        inline.attach(instance as InlineProcessor);
      }
      this.logger.log(
        this.config.queue.redisUrl
          ? `processing the ${queue} queue, ${this.config.queue.concurrency[queue]} at once`
          : `processing the ${queue} queue`,
      );
    }
  }
}

/**
 * A job whose worker dies keeps its lock until the lock expires; then another worker's stalled
 * check (every `stalledInterval`) puts it back in line. The decorator's worker options are fixed
 * at import time, so the configured timing is set here, before the worker runs; its lock manager
 * read the timing when it was built and is built again.
 */
function applyLockTiming(worker: Worker, lockMs: number): void {
  Object.assign(worker.opts, {
    lockDuration: lockMs,
    lockRenewTime: lockMs / 2,
    stalledInterval: lockMs,
  });
  (worker as unknown as { createLockManager(): void }).createLockManager();
}
