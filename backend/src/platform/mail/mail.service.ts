import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';

import type { SecretBox } from '../crypto/secret-box';
import type { TypedQueue } from '../queue/typed-queue';
import { MailOutbox, type MailState } from './mail-outbox.entity';
import type { OutgoingMail } from './mail.types';

/**
 * States in which a message's first delivery attempt has an outcome: delivered, failed (for good
 * or to be retried), or held for want of a transport. `pending` and `sending` have none yet.
 */
export const ATTEMPTED_MAIL_STATES: readonly MailState[] = ['sent', 'retrying', 'failed', 'held'];

export const MAIL_SECRET_BOX = Symbol('MAIL_SECRET_BOX');

/** Sealed secrets open only for the recipient they were sealed for. */
export const sealingContext = (message: { to: string }) => `mail-outbox:${message.to}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one way to send mail: save to the outbox first, then deliver through the `emails` queue. */
@Injectable()
export class MailService {
  constructor(
    private readonly em: EntityManager,
    @InjectQueue('emails') private readonly emails: TypedQueue<'emails'>,
    @Inject(MAIL_SECRET_BOX) private readonly secretBox: SecretBox,
  ) {}

  async send(mail: OutgoingMail): Promise<MailOutbox> {
    const em = this.em.fork();
    const hasSecrets = mail.secrets && Object.keys(mail.secrets).length > 0;
    const message = em.create(MailOutbox, {
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      language: mail.language ?? 'en',
      sealedSecrets: hasSecrets
        ? this.secretBox.seal(JSON.stringify(mail.secrets), sealingContext(mail))
        : null,
    });
    await em.flush();
    await this.enqueue(message.id);
    return message;
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
