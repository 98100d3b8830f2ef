import { WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';

import { isLastAttempt, type QueueJob } from '../../platform/queue/queue-job';
import { QueueProcessor } from '../../platform/queue/queue-processor.decorator';
import type { JobPayloads } from '../../platform/queue/queue.constants';
import { PaymentLedger, UnappliableFactError } from './payment-ledger.service';

/**
 * Applies stored provider events, with the queue's retries; an event that cannot be applied
 * after its last try (or at once, when no try could) stays `failed` for admins to see and retry.
 */
@QueueProcessor('payments')
export class PaymentEventsProcessor extends WorkerHost {
  constructor(private readonly ledger: PaymentLedger) {
    super();
  }

  async process(
    job: QueueJob<JobPayloads['payments']['event.apply']>,
  ): Promise<{ outcome: string }> {
    try {
      return { outcome: await this.ledger.applyEvent(job.data.eventId) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof UnappliableFactError;
      if (final || isLastAttempt(job)) await this.ledger.failEvent(job.data.eventId, reason);
      throw final ? new UnrecoverableError(reason) : error;
    }
  }
}
