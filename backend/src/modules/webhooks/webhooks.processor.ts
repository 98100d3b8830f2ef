import { WorkerHost } from '@nestjs/bullmq';

import type { QueueJob } from '../../platform/queue/queue-job';
import { QueueProcessor } from '../../platform/queue/queue-processor.decorator';
import type { JobPayloads } from '../../platform/queue/queue.constants';
import { type AttemptOutcome, WebhookDeliveries } from './webhook-deliveries.service';

/**
 * Runs one attempt of a webhook delivery. A failed attempt is not a failed job: the delivery
 * queues its own next attempt on the webhook retry schedule, which is longer than the queue's.
 */
@QueueProcessor('webhooks')
export class WebhooksProcessor extends WorkerHost {
  constructor(private readonly deliveries: WebhookDeliveries) {
    super();
  }

  async process(
    job: QueueJob<JobPayloads['webhooks']['webhook.deliver']>,
  ): Promise<{ outcome: AttemptOutcome }> {
    return { outcome: await this.deliveries.attempt(job.data.deliveryId) };
  }
}
