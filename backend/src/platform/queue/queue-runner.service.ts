import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef, Reflector } from '@nestjs/core';
import { getQueueToken, type WorkerHost } from '@nestjs/bullmq';

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
    if (!this.config.queue.runWorkers) return;
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const queue = this.reflector.get<QueueName | undefined>(QUEUE_PROCESSOR, metatype);
      if (!queue) continue;
      if (this.config.queue.redisUrl) {
        const worker = (instance as WorkerHost).worker;
        worker.concurrency = this.config.queue.concurrency[queue];
        logQueueErrors(worker, `worker for ${queue}`, this.logger);
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
