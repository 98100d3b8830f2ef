import {
  DynamicModule,
  Global,
  Inject,
  Logger,
  Module,
  OnApplicationShutdown,
  Provider,
} from '@nestjs/common';
import { DiscoveryModule, ModuleRef } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import type { AppConfig } from '../config/app-config';
import { InlineQueue } from './inline-queue';
import { JobIds } from './job-ids';
import { logQueueErrors } from './log-queue-errors';
import { QueueInspector } from './queue-inspector';
import { QueueRunner } from './queue-runner.service';
import { defaultJobOptions, QUEUE_NAMES } from './queue.constants';

/** Listens to the BullMQ queues' errors, so a Redis outage is logged briefly (see logQueueErrors). */
const QUEUE_ERROR_LOG = Symbol('QUEUE_ERROR_LOG');

/** Parses REDIS_URL into the options BullMQ hands to ioredis. */
export function redisConnection(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * The queues `emails`, `pdfs` and `ai`, injectable everywhere with `@InjectQueue(name)`: BullMQ on
 * Redis when REDIS_URL is set, otherwise in-process queues with the same retry policy.
 */
@Global()
@Module({})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(ModuleRef) private readonly moduleRef: ModuleRef) {}

  static forRoot(config: AppConfig): DynamicModule {
    const jobOptions = defaultJobOptions(config.queue);
    const tokens = QUEUE_NAMES.map((name) => getQueueToken(name));
    const inspector: Provider = {
      provide: QueueInspector,
      inject: tokens,
      useFactory: (...queues: Array<Queue | InlineQueue>) =>
        new QueueInspector(
          config.queue.redisUrl ? 'bullmq' : 'inline',
          new Map(QUEUE_NAMES.map((name, i) => [name, queues[i]])),
        ),
    };
    if (config.queue.redisUrl) {
      const errorLog: Provider = {
        provide: QUEUE_ERROR_LOG,
        inject: tokens,
        useFactory: (...queues: Queue[]) => {
          const logger = new Logger('Queue');
          for (const queue of queues) logQueueErrors(queue, `queue ${queue.name}`, logger);
          return true;
        },
      };
      const bull = [
        BullModule.forRoot({
          connection: redisConnection(config.queue.redisUrl),
          prefix: config.queue.prefix,
          defaultJobOptions: jobOptions,
        }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ];
      return {
        module: QueueModule,
        imports: [DiscoveryModule, ...bull],
        providers: [QueueRunner, inspector, errorLog, JobIds],
        exports: [...bull, QueueInspector, JobIds],
      };
    }
    const inline: Provider[] = QUEUE_NAMES.map((name) => ({
      provide: getQueueToken(name),
      useFactory: () => new InlineQueue(name, jobOptions),
    }));
    return {
      module: QueueModule,
      imports: [DiscoveryModule],
      providers: [...inline, QueueRunner, inspector, JobIds],
      exports: [...tokens, QueueInspector, JobIds],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    for (const name of QUEUE_NAMES) {
      const queue = this.moduleRef.get(getQueueToken(name), { strict: false }) as unknown;
      if (queue instanceof InlineQueue) await queue.close();
    }
  }
}
