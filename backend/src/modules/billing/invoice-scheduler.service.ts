import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';

import { PeriodicSweep } from '../../platform/async/periodic-sweep';
import { withTimeout } from '../../platform/async/with-timeout';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { TypedQueue } from '../../platform/queue/typed-queue';
import { InvoiceLedger } from './invoice-ledger.service';
import { JobIds } from '../../platform/queue/job-ids';

/** What both queue drivers offer for recurring jobs (BullMQ's job schedulers). */
interface SchedulingQueue extends TypedQueue<'billing'> {
  upsertJobScheduler(
    id: string,
    repeat: { pattern: string; tz?: string },
    template: { name: string; data?: unknown },
  ): Promise<unknown>;
}

/** Work changed this long ago that has not been done is taken for lost and asked for again. */
const LOST_AFTER_MS = 30_000;

/**
 * In the processes that run workers: schedules the daily invoice job (one BullMQ job scheduler
 * shared by every worker, so it runs once per day, not once per process), runs it once at start
 * to catch up on a day missed while nothing ran, and sweeps for PDFs and mails an invoice still
 * owes after a crash or a queue outage.
 */
@Injectable()
export class InvoiceScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(InvoiceScheduler.name);
  private readonly sweeper = new PeriodicSweep('invoice sweep', () => this.sweep(), this.logger);

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: InvoiceLedger,
    @InjectQueue('billing') private readonly billing: SchedulingQueue,
    private readonly jobIds: JobIds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.queue.runWorkers) return;
    const { dailyCron, timeZone, sweepIntervalMs } = this.config.billing;
    try {
      await withTimeout(
        (async () => {
          await this.billing.upsertJobScheduler(
            'invoices-daily',
            { pattern: dailyCron, tz: timeZone },
            { name: 'invoices.daily', data: {} },
          );
          await this.billing.add(
            'invoices.daily',
            {},
            { jobId: await this.jobIds.of(`invoices-daily-start-${this.ledger.today()}`) },
          );
        })(),
        2_000,
      );
    } catch (error) {
      this.logger.warn(`daily invoice job not scheduled now (${String(error)}); next start will`);
    }
    this.sweeper.start(sweepIntervalMs, { immediately: true });
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeper.stop();
  }

  /** Issued invoices whose PDF fell behind, or that owe a mail, for longer than LOST_AFTER_MS. */
  async sweep(): Promise<number> {
    const rows = await this.em.fork().execute<{ id: number }[]>(
      `select i."id" from "invoices" i
       where i."status" <> 'draft' and (
         (i."pdf_revision" < i."revision" and i."updated_at" < now() - make_interval(secs => ?))
         or exists (select 1 from "invoice_notices" n where n."invoice_id" = i."id"
                    and n."staged_at" is null and n."created_at" < now() - make_interval(secs => ?)))
       order by i."id" limit 200`,
      [LOST_AFTER_MS / 1000, LOST_AFTER_MS / 1000],
    );
    const round = `sweep-${Math.floor(Date.now() / LOST_AFTER_MS)}`;
    for (const { id } of rows) await this.ledger.requestPdf(id, round);
    return rows.length;
  }
}
