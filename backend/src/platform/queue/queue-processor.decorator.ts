import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';

import type { QueueName } from './queue.constants';

export const QUEUE_PROCESSOR = Symbol('QUEUE_PROCESSOR');

/**
 * Marks a class (extending WorkerHost) as the processor of one queue. The same class runs under
 * BullMQ and under the inline driver; BullMQ workers are created paused and only started where
 * this process runs workers (see QueueRunner).
 */
export const QueueProcessor = (queue: QueueName) =>
  applyDecorators(Processor(queue, { autorun: false }), SetMetadata(QUEUE_PROCESSOR, queue));
