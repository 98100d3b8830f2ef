import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { SecretBox } from '../crypto/secret-box';
import { LocalizedException } from '../i18n/localized.exception';
import { queueReachable } from '../queue/queue-connection';
import type { TypedQueue } from '../queue/typed-queue';
import { withTimeout } from '../async/with-timeout';
import { MAIL_STATES, MailOutbox, type MailState } from './mail-outbox.entity';
import { overdueAfterMs, queuedGraceMs } from './mail-timing';
import type { OutgoingMail } from './mail.types';
import { JobIds } from '../queue/job-ids';

/**
 * States in which a message's first delivery attempt has an outcome: delivered, failed (for good
 * or to be retried), or held for want of a transport. `pending` and `sending` have none yet.
 */
export const ATTEMPTED_MAIL_STATES: readonly MailState[] = ['sent', 'retrying', 'failed', 'held'];

/** States of messages still on their way, each with a due time the sweeper watches. */
export const UNSENT_MAIL_STATES: readonly MailState[] = ['pending', 'sending', 'retrying'];

export const MAIL_SECRET_BOX = Symbol('MAIL_SECRET_BOX');

/** Sealed secrets open only for the recipient they were sealed for. */
export const sealingContext = (message: { to: string }) => `mail-outbox:${message.to}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long saving a message waits for the queue to take it, when Redis seems up but does not
 * answer; when its connection is known to be down the queue is not asked at all. Short enough that
 * a visitor's contact form (two messages, queued at once) answers within a second regardless.
 */
const ENQUEUE_TIMEOUT_MS = 500;

/** The one way to send mail: save to the outbox first, then deliver through the `emails` queue. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly em: EntityManager,
    @InjectQueue('emails') private readonly emails: TypedQueue<'emails'>,
    private readonly jobIds: JobIds,
    @Inject(MAIL_SECRET_BOX) private readonly secretBox: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(mail: OutgoingMail): Promise<MailOutbox> {
    return (await this.sendReporting(mail)).message;
  }

  /**
   * Saves a message and queues it, and says whether the queue took it: a message not `queued`
   * (Redis away) is saved all the same and waits in the outbox for the sweeper.
   */
  async sendReporting(mail: OutgoingMail): Promise<{ message: MailOutbox; queued: boolean }> {
    const em = this.em.fork();
    const message = this.stage(em, mail);
    await em.flush();
    const [queued] = await this.dispatch([message]);
    return { message, queued };
  }

  /**
   * Adds a message to `em` without sending it, so it is saved by the caller's flush, in the
   * caller's transaction: the mail exists exactly when the change it reports does, and no second
   * connection is needed while the transaction holds one (the embedded database has only one).
   * Pass the saved messages to `dispatch` once that transaction has committed; should that never
   * happen (the process dies), the outbox sweeper queues them after `queuedGraceMs`.
   */
  stage(em: EntityManager, mail: OutgoingMail): MailOutbox {
    const hasSecrets = mail.secrets && Object.keys(mail.secrets).length > 0;
    return em.create(MailOutbox, {
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      language: mail.language ?? 'en',
      attachments: mail.attachments?.length ? mail.attachments : null,
      sealedSecrets: hasSecrets
        ? this.secretBox.seal(JSON.stringify(mail.secrets), sealingContext(mail))
        : null,
      // Should this enqueue not reach the queue, the sweeper queues the message after this.
      nextAttemptAt: new Date(Date.now() + queuedGraceMs(this.config)),
    });
  }

  /**
   * Queues messages saved through `stage`, after their transaction has committed; for each, whether
   * the queue took it.
   */
  async dispatch(messages: MailOutbox[]): Promise<boolean[]> {
    const queued: boolean[] = [];
    for (const message of messages)
      queued.push(await this.enqueueWithin(message.id, ENQUEUE_TIMEOUT_MS));
    return queued;
  }

  /**
   * Queues a saved message without holding up the caller: when the queue's connection is down the
   * queue is not asked, and when it does not answer in time it is given up on. Either way the
   * message stays `pending` in the outbox, which is retried from there.
   */
  private async enqueueWithin(outboxId: number, ms: number): Promise<boolean> {
    try {
      if (!(await queueReachable(this.emails))) throw new Error('the queue is not connected');
      await withTimeout(this.enqueue(outboxId), ms);
      return true;
    } catch (error) {
      this.logger.warn(
        `message #${outboxId} saved but not queued (${error instanceof Error ? error.message : String(error)}); it stays pending in the outbox`,
      );
      return false;
    }
  }

  /**
   * Queues delivery of a saved message. The job id makes a repeated call harmless; a new `round`
   * starts a fresh job for a message whose earlier job already finished (a retry round, a resend,
   * a message that was held for lack of a transport).
   */
  async enqueue(outboxId: number, round?: string): Promise<void> {
    const jobId = await this.jobIds.of(round ? `mail-${outboxId}-${round}` : `mail-${outboxId}`);
    await this.emails.add('mail.send', { outboxId }, { jobId });
  }

  /**
   * Sends a failed message again (or a retrying one now), with a fresh retry window. A message
   * that is sent, on its way, or held for want of a transport is refused with a 409.
   */
  async resend(id: number): Promise<MailOutbox> {
    const em = this.em.fork();
    const message = await em.findOne(MailOutbox, id);
    if (!message) throw new LocalizedException(404, 'mail.notFound');
    if (message.state === 'sent') throw new LocalizedException(409, 'mail.resend.sent');
    if (message.state === 'held') throw new LocalizedException(409, 'mail.resend.held');
    const taken = await em.nativeUpdate(
      MailOutbox,
      { id, state: { $in: ['failed', 'retrying'] } },
      {
        state: 'pending',
        firstAttemptAt: null,
        nextAttemptAt: new Date(Date.now() + queuedGraceMs(this.config)),
        updatedAt: new Date(),
      },
    );
    if (taken === 0) throw new LocalizedException(409, 'mail.resend.busy');
    try {
      await this.enqueue(id, `resend-${Date.now()}`);
    } catch (error) {
      // Saved as due: the outbox sweeper queues it once the queue answers again.
      this.logger.warn(`message #${id} not queued now, the sweeper will: ${String(error)}`);
    }
    return em.fork().findOneOrFail(MailOutbox, id);
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

  /** Unsent messages whose due time passed without the sweeper taking them: mail is stuck. */
  async countOverdue(): Promise<number> {
    return this.em.fork().count(MailOutbox, {
      state: { $in: [...UNSENT_MAIL_STATES] },
      nextAttemptAt: { $lt: new Date(Date.now() - overdueAfterMs(this.config)) },
    });
  }

  /** How many messages are in each state, every state listed. */
  async countByState(): Promise<Record<MailState, number>> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Array<{ state: MailState; count: string | number }>>(
        'select state, count(*) as count from mail_outbox group by state',
      );
    const counts = Object.fromEntries(MAIL_STATES.map((state) => [state, 0])) as Record<
      MailState,
      number
    >;
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  }
}
