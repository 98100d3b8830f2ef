import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';

import { PeriodicSweep } from '../../platform/async/periodic-sweep';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PaymentLedger } from './payment-ledger.service';

/** An event stored this long ago and still not applied is taken for lost and queued again. */
const LOST_AFTER_MS = 30_000;
const SWEEP_EVERY_MS = 15_000;

/**
 * In the processes that run workers: queues again the provider events that were stored but never
 * applied (the process died between storing and queueing, or Redis was away).
 */
@Injectable()
export class PaymentSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaymentSweeper.name);
  private readonly sweeper = new PeriodicSweep(
    'payment event sweep',
    () => this.sweep(),
    this.logger,
  );

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: PaymentLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.queue.runWorkers) this.sweeper.start(SWEEP_EVERY_MS, { immediately: true });
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeper.stop();
  }

  async sweep(): Promise<number> {
    const rows = await this.em.fork().execute<{ id: number }[]>(
      `select "id" from "payment_events" where "state" = 'received'
       and "created_at" < now() - make_interval(secs => ?) order by "id" limit 200`,
      [LOST_AFTER_MS / 1000],
    );
    const round = `sweep-${Math.floor(Date.now() / LOST_AFTER_MS)}`;
    for (const { id } of rows) await this.ledger.enqueue(id, round);
    return rows.length;
  }
}
