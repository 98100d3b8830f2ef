import { EntityManager } from '@mikro-orm/postgresql';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { withTimeout } from '../async/with-timeout';
import { MailService } from './mail.service';
import { queuedGraceMs } from './mail-timing';
import { MailTransport } from './mail-transport';

const BATCH = 100;
const ENQUEUE_TIMEOUT_MS = 5000;

interface Claimed {
  id: number;
  previous_due: Date | null;
}

/**
 * Queues what the outbox says is due, every MAIL_SWEEP_INTERVAL_MS, in every process that runs
 * workers, under both queue drivers: retry rounds of undelivered mail, messages whose job was
 * lost (Redis lost it, the enqueue timed out, the process died), attempts stuck in `sending`, and
 * held mail once a transport is configured. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * their due time moved on, so several instances never queue the same message at once.
 */
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.queue.runWorkers) return;
    // In-process jobs die with their process: at start the inline driver's unsent mail is due.
    this.schedule(0, !this.config.queue.redisUrl);
  }

  /** Stops before the database and queues close, so no sweep runs on a closed connection. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: queues every due message. Returns how many were queued. */
  async sweep(afterRestart = false): Promise<number> {
    let queued = 0;
    for (;;) {
      const leasedUntil = new Date(Date.now() + queuedGraceMs(this.config));
      const claimed = await this.claimDue(afterRestart, leasedUntil);
      for (const row of claimed) if (await this.enqueue(row, leasedUntil)) queued++;
      if (claimed.length < BATCH || this.stopped) break;
    }
    if (queued > 0) this.logger.log(`queued ${queued} due message(s) from the outbox`);
    return queued;
  }

  private schedule(delay: number, afterRestart = false): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep(afterRestart)
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`outbox sweep failed: ${String(error)}`))
        .finally(() => this.schedule(this.config.mail.sweepIntervalMs));
    }, delay);
    this.timer.unref();
  }

  private async claimDue(afterRestart: boolean, leasedUntil: Date): Promise<Claimed[]> {
    const now = new Date();
    const due = [
      `(state in ('pending', 'sending', 'retrying') and coalesce(next_attempt_at, '-infinity') <= ?)`,
    ];
    if (afterRestart) due.push(`state in ('pending', 'sending')`);
    if (this.transport.configured) due.push(`state = 'held'`);
    // A held message now has a transport: pending again. An attempt stuck in `sending` counts as
    // failed (it may have gone out: mail is delivered at least once, never lost).
    return this.em
      .fork()
      .getConnection()
      .execute<Claimed[]>(
        `with due as (
         select id, next_attempt_at from mail_outbox
          where ${due.join(' or ')}
          order by next_attempt_at nulls first, id
          limit ${BATCH}
          for update skip locked
       )
       update mail_outbox m
          set state = case m.state when 'held' then 'pending' when 'sending' then 'retrying' else m.state end,
              next_attempt_at = ?, updated_at = ?
         from due
        where m.id = due.id
       returning m.id, due.next_attempt_at as previous_due`,
        [now, leasedUntil, now],
      );
  }

  /** Queues one claimed message; when the queue does not answer, it is due again at once. */
  private async enqueue(row: Claimed, leasedUntil: Date): Promise<boolean> {
    try {
      await withTimeout(this.mail.enqueue(row.id, `sweep-${Date.now()}`), ENQUEUE_TIMEOUT_MS);
      return true;
    } catch (error) {
      await this.em
        .fork()
        .getConnection()
        .execute(
          `update mail_outbox set next_attempt_at = ? where id = ? and next_attempt_at = ?`,
          [row.previous_due ?? new Date(), row.id, leasedUntil],
        );
      this.logger.warn(`message #${row.id} could not be queued: ${String(error)}`);
      return false;
    }
  }
}
