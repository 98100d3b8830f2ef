import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';

import type { TypedQueue } from '../queue/typed-queue';
import { MailOutbox } from './mail-outbox.entity';
import type { OutgoingMail } from './mail.types';

/** The one way to send mail: save to the outbox first, then deliver through the `emails` queue. */
@Injectable()
export class MailService {
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
