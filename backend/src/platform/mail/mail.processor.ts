import { EntityManager } from '@mikro-orm/postgresql';
import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';

import type { SecretBox } from '../crypto/secret-box';
import { isLastAttempt, type QueueJob } from '../queue/queue-job';
import { QueueProcessor } from '../queue/queue-processor.decorator';
import type { JobPayloads } from '../queue/queue.constants';
import { MailOutbox } from './mail-outbox.entity';
import { revealSecrets } from './mail-secrets';
import { MAIL_SECRET_BOX, sealingContext } from './mail.service';
import { MailTransport } from './mail-transport';

type MailJob = QueueJob<JobPayloads['emails']['mail.send']>;

/**
 * Delivers outbox messages. Idempotent: a message already sent is never sent again. A failure is
 * recorded on the row and rethrown so the queue retries with backoff; the last failure leaves the
 * row `failed` with its error, visible to admins.
 */
@QueueProcessor('emails')
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
    @Inject(MAIL_SECRET_BOX) private readonly secretBox: SecretBox,
  ) {
    super();
  }

  async process(job: MailJob): Promise<{ state: string }> {
    const em = this.em.fork();
    const message = await em.findOne(MailOutbox, job.data.outboxId, {
      populate: ['sealedSecrets'],
    });
    if (!message) {
      this.logger.warn(`outbox message ${job.data.outboxId} no longer exists`);
      return { state: 'missing' };
    }
    if (message.state === 'sent') return { state: 'sent' };
    if (!this.transport.configured) {
      message.state = 'held';
      message.lastError = 'No mail transport is configured (set SMTP_URL); the message is kept.';
      await em.flush();
      return { state: 'held' };
    }

    let secrets: Record<string, string>;
    try {
      secrets = message.sealedSecrets
        ? (JSON.parse(
            this.secretBox.open(message.sealedSecrets, sealingContext(message)),
          ) as Record<string, string>)
        : {};
    } catch {
      // Sealed under another session secret (or tampered with): no later try can succeed.
      message.state = 'failed';
      message.lastError = SEALED_REASON;
      await em.flush();
      throw new UnrecoverableError(SEALED_REASON);
    }

    message.state = 'sending';
    message.attempts += 1;
    await em.flush();
    try {
      const delivered = await this.transport.deliver({
        ...message,
        subject: revealSecrets(message.subject, secrets),
        text: revealSecrets(message.text, secrets),
        html: message.html ? revealSecrets(message.html, secrets) : message.html,
      });
      message.state = 'sent';
      message.sentAt = new Date();
      message.messageId = delivered.messageId ?? null;
      message.lastError = null;
      // The one-time secrets have reached their recipient; the outbox keeps no copy.
      message.sealedSecrets = null;
      await em.flush();
      this.logger.log(`sent ${message.kind} #${message.id}`);
      return { state: 'sent' };
    } catch (error) {
      message.state = isLastAttempt(job) ? 'failed' : 'retrying';
      message.lastError = error instanceof Error ? error.message : String(error);
      await em.flush();
      throw error;
    }
  }
}

const SEALED_REASON =
  'The one-time secrets of this message cannot be opened: SESSION_SECRET changed since it was saved.';
