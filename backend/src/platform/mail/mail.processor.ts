import { EntityManager } from '@mikro-orm/postgresql';
import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { SecretBox } from '../crypto/secret-box';
import { isLastAttempt, type QueueJob } from '../queue/queue-job';
import { QueueProcessor } from '../queue/queue-processor.decorator';
import { backoffDelay, type JobPayloads } from '../queue/queue.constants';
import { StoredFile } from '../../modules/files/stored-file.entity';
import { MailOutbox } from './mail-outbox.entity';
import { nextRetryAt } from './mail-retry-schedule';
import { revealSecrets } from './mail-secrets';
import { MAIL_SECRET_BOX, sealingContext } from './mail.service';
import { queuedGraceMs, SENDING_GRACE_MS } from './mail-timing';
import { MailTransport } from './mail-transport';

type MailJob = QueueJob<JobPayloads['emails']['mail.send']>;

const HELD_REASON = 'No mail transport is configured (set SMTP_URL); the message is kept.';

/**
 * Delivers outbox messages. Each attempt first claims its row, so a message is never sent twice,
 * not by duplicate jobs nor by two workers. A failure is recorded on the row and rethrown so the
 * job retries with backoff; after the job's last try the row is due again later (see
 * mail-retry-schedule.ts) for the outbox sweeper, until the retry window has passed and it is
 * `failed`, visible to admins, who may send it again.
 */
@QueueProcessor('emails')
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
    @Inject(MAIL_SECRET_BOX) private readonly secretBox: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: MailJob): Promise<{ state: string }> {
    const id = job.data.outboxId;
    const em = this.em.fork();
    if (!this.transport.configured) return this.hold(em, id);
    if (!(await this.claim(em, id, attemptToken(job)))) {
      const row = await em.findOne(MailOutbox, id, { fields: ['state'] });
      if (!row) this.logger.warn(`outbox message ${id} no longer exists`);
      return { state: row ? `skipped: ${row.state}` : 'missing' };
    }

    const message = await em.findOneOrFail(MailOutbox, id, { populate: ['sealedSecrets'] });
    let secrets: Record<string, string>;
    try {
      secrets = message.sealedSecrets
        ? (JSON.parse(
            this.secretBox.open(message.sealedSecrets, sealingContext(message)),
          ) as Record<string, string>)
        : {};
    } catch {
      // Sealed under another session secret (or tampered with): no later try can succeed.
      await this.finish(em, message, 'failed', null, SEALED_REASON);
      throw new UnrecoverableError(SEALED_REASON);
    }

    try {
      const delivered = await this.transport.deliver({
        ...message,
        subject: revealSecrets(message.subject, secrets),
        text: revealSecrets(message.text, secrets),
        html: message.html ? revealSecrets(message.html, secrets) : message.html,
        attachments: await attachedFiles(em, message),
      });
      message.messageId = delivered.messageId ?? null;
      message.sentAt = new Date();
      // The one-time secrets have reached their recipient; the outbox keeps no copy.
      message.sealedSecrets = null;
      await this.finish(em, message, 'sent', null, null);
      this.logger.log(`sent ${message.kind} #${message.id}`);
      return { state: 'sent' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const now = new Date();
      if (isPermanentRefusal(error)) {
        // The server refused this message for good (an unknown mailbox, say): trying again would
        // be refused the same way. Admins see it failed, with the reason, and may send it again.
        await this.finish(em, message, 'failed', null, reason);
        throw new UnrecoverableError(reason);
      }
      if (!isLastAttempt(job)) {
        // The job tries again itself after its backoff; the sweeper steps in only if it does not.
        const retry = backoffDelay(job.opts, job.attemptsMade + 1) + queuedGraceMs(this.config);
        await this.finish(em, message, 'retrying', new Date(now.getTime() + retry), reason);
      } else {
        const next = nextRetryAt(
          { delaysMs: this.config.mail.retryDelaysMs, windowMs: this.config.mail.retryWindowMs },
          message.firstAttemptAt ?? now,
          now,
        );
        await this.finish(em, message, next ? 'retrying' : 'failed', next, reason);
      }
      throw error;
    }
  }

  /**
   * Takes the row for one delivery attempt unless it is sent, failed, or being sent by a live
   * attempt elsewhere; counts the attempt and starts the retry window at the first. A row left
   * `sending` by this same attempt is taken over at once: the queue runs an attempt again only
   * when the worker that ran it stopped renewing its lock (it died mid-send), so nobody else is
   * sending it, and the message need not wait out SENDING_GRACE_MS.
   */
  private async claim(em: EntityManager, id: number, token: string | null): Promise<boolean> {
    const now = new Date();
    const claimed = await em.getConnection().execute<Array<{ id: number }>>(
      `update mail_outbox
          set state = 'sending', attempts = attempts + 1, claimed_by = ?,
              first_attempt_at = coalesce(first_attempt_at, ?), next_attempt_at = ?, updated_at = ?
        where id = ?
          and (state in ('pending', 'retrying', 'held')
               or (state = 'sending' and (next_attempt_at < ? or claimed_by = ?)))
        returning id`,
      [token, now, new Date(now.getTime() + SENDING_GRACE_MS), now, id, now, token],
    );
    return claimed.length > 0;
  }

  /**
   * Without a transport a message is kept as `held` (the sweeper queues it once there is one).
   * The job fails, so queue dashboards never count held mail as delivered.
   */
  private async hold(em: EntityManager, id: number): Promise<never> {
    await em.nativeUpdate(
      MailOutbox,
      { id, state: { $in: ['pending', 'retrying', 'held'] } },
      { state: 'held', nextAttemptAt: null, lastError: HELD_REASON, updatedAt: new Date() },
    );
    throw new UnrecoverableError(`held: ${HELD_REASON}`);
  }

  private async finish(
    em: EntityManager,
    message: MailOutbox,
    state: MailOutbox['state'],
    nextAttemptAt: Date | null,
    lastError: string | null,
  ): Promise<void> {
    message.state = state;
    message.nextAttemptAt = nextAttemptAt;
    message.lastError = lastError;
    await em.flush();
  }
}

/**
 * One attempt of one job: a run of the attempt again after its worker died has the same token,
 * a duplicate job or the next attempt another. In-process jobs have none (they die with the
 * process, and the sweeper queues their mail again after a restart).
 */
const attemptToken = (job: MailJob): string | null =>
  job.id === undefined ? null : `${job.queueName}:${job.id}:${job.attemptsMade}`;

/** An SMTP reply in the 5xx range is permanent (RFC 5321): the same message would be refused again. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const SEALED_REASON =
  'The one-time secrets of this message cannot be opened: SESSION_SECRET changed since it was saved.';

/** The files a message carries, read from storage at delivery; one that is gone fails the try. */
async function attachedFiles(em: EntityManager, message: MailOutbox) {
  const wanted = message.attachments ?? [];
  if (wanted.length === 0) return undefined;
  const files = await em.find(
    StoredFile,
    { id: { $in: wanted.map((attachment) => attachment.fileId) } },
    { populate: ['content'] as never },
  );
  const byId = new Map(files.map((file) => [file.id, file]));
  return wanted.map((attachment) => {
    const file = byId.get(attachment.fileId);
    if (!file)
      throw new Error(`attachment ${attachment.name} (file #${attachment.fileId}) is gone`);
    return { filename: attachment.name, content: file.content, contentType: file.contentType };
  });
}
