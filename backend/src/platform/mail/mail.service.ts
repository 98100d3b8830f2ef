import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';

import type { TypedQueue } from '../queue/typed-queue';
import { withTimeout } from '../async/with-timeout';
import { MailOutbox, type MailState } from './mail-outbox.entity';
import type { OutgoingMail } from './mail.types';

/**
 * States in which a message's first delivery attempt has an outcome: delivered, failed (for good
 * or to be retried), or held for want of a transport. `pending` and `sending` have none yet.
 */
export const ATTEMPTED_MAIL_STATES: readonly MailState[] = ['sent', 'retrying', 'failed', 'held'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long saving a message waits for the queue to take it. */
const ENQUEUE_TIMEOUT_MS = 1_000;

/** The one way to send mail: save to the outbox first, then deliver through the `emails` queue. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly em: EntityManager,
    @InjectQueue('emails') private readonly emails: TypedQueue<'emails'>,
  ) {}

  async send(mail: OutgoingMail): Promise<MailOutbox> {
    const em = this.em.fork();
    const message = em.create(MailOutbox, {
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      language: mail.language ?? 'en',
    });
    await em.flush();
    await this.enqueueWithin(message.id, ENQUEUE_TIMEOUT_MS);
    return message;
  }

  /**
   * Queues a saved message without holding up the caller for long: when the queue does not answer
   * in time (Redis away), the message stays `pending` in the outbox, which is retried from there.
   */
  private async enqueueWithin(outboxId: number, ms: number): Promise<void> {
    try {
      await withTimeout(this.enqueue(outboxId), ms);
    } catch (error) {
      this.logger.warn(
        `message #${outboxId} saved but not queued (${error instanceof Error ? error.message : String(error)}); it stays pending in the outbox`,
      );
    }
  }

  /**
   * Queues delivery of a saved message. The job id makes a repeated call harmless; a new `round`
   * starts a fresh job for a message whose earlier job already finished (e.g. one held for lack of
   * a transport).
   */
  async enqueue(outboxId: number, round?: string): Promise<void> {
    const jobId = round ? `mail-${outboxId}-${round}` : `mail-${outboxId}`;
    await this.emails.add('mail.send', { outboxId }, { jobId });
  }

  /**
   * Waits, at most `timeoutMs`, until each of these messages has had a first delivery attempt
   * (see ATTEMPTED_MAIL_STATES), and returns them as they are then, in the order given; messages
   * still pending at the deadline are returned as they are. It reads the outbox, so it works the
   * same when the processors run in this process or in a separate worker.
   */
  async waitForAttempts(ids: number[], timeoutMs: number): Promise<MailOutbox[]> {
    const deadline = Date.now() + timeoutMs;
    let pause = 20;
    for (;;) {
      const rows = await this.em.fork().find(MailOutbox, { id: { $in: ids } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      const left = deadline - Date.now();
      if (left <= 0 || ordered.every((row) => ATTEMPTED_MAIL_STATES.includes(row.state)))
        return ordered;
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, 200);
    }
  }

  async find(id: number): Promise<MailOutbox | null> {
    return this.em.fork().findOne(MailOutbox, id);
  }

  /** The newest messages first, optionally only those to one address. */
  async recent(limit: number, to?: string): Promise<MailOutbox[]> {
    return this.em
      .fork()
      .find(MailOutbox, to ? { to: to.toLowerCase() } : {}, { orderBy: { id: 'desc' }, limit });
  }
}
