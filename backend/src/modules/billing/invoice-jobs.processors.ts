import { WorkerHost } from '@nestjs/bullmq';

import type { QueueJob } from '../../platform/queue/queue-job';
import { QueueProcessor } from '../../platform/queue/queue-processor.decorator';
import type { JobPayloads } from '../../platform/queue/queue.constants';
import { InvoicePdfService } from './invoice-pdf.service';
import { InvoiceRemindersService } from './invoice-reminders.service';

/** Renders and stores an invoice's PDF, then sends the mails it owes with it attached. */
@QueueProcessor('pdfs')
export class InvoicePdfProcessor extends WorkerHost {
  constructor(private readonly pdfs: InvoicePdfService) {
    super();
  }

  process(job: QueueJob<JobPayloads['pdfs']['invoice.render']>): Promise<{ state: string }> {
    return this.pdfs.renderAndDeliver(job.data.invoiceId);
  }
}

/** The daily run: overdue invoices and reminders. */
@QueueProcessor('billing')
export class InvoiceDailyProcessor extends WorkerHost {
  constructor(private readonly reminders: InvoiceRemindersService) {
    super();
  }

  process(
    job: QueueJob<JobPayloads['billing']['invoices.daily']>,
  ): Promise<{ overdue: number; reminders: number }> {
    return this.reminders.runDaily(job.data.today);
  }
}
