import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Where a message stands in the outbox. `held` means no transport is configured yet. */
export const MAIL_STATES = ['pending', 'sending', 'retrying', 'sent', 'failed', 'held'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * Every outgoing message is written here before any delivery is attempted, so a message can be
 * inspected, retried or re-sent by an admin and is never lost when the transport is down.
 */
/** A stored file (`stored_files`) sent with a message, under the name the recipient sees. */
export interface MailAttachment {
  fileId: number;
  name: string;
}

@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['state', 'createdAt'] })
@Index({ properties: ['state', 'nextAttemptAt'] })
// The admins' outbox list: all states newest first, or sorted by recipient or attempts.
@Index({ name: 'mail_outbox_created_at_index', properties: ['createdAt'] })
@Index({ name: 'mail_outbox_to_index', properties: ['to'] })
@Index({ name: 'mail_outbox_attempts_index', properties: ['attempts'] })
export class MailOutbox {
  [OptionalProps]?:
    | 'state'
    | 'attempts'
    | 'createdAt'
    | 'updatedAt'
    | 'language'
    | 'nextAttemptAt'
    | 'firstAttemptAt'
    | 'sealedSecrets';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** What the message is for, e.g. `contact.notification` or `auth.password-reset`. */
  @Property({ type: 'string', length: 100 })
  kind!: string;

  @Property({ type: 'string', length: 255 })
  to!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  replyTo?: string | null;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'string', length: 2 })
  language: 'en' | 'es' = 'en';

  @Property({ type: 'string', length: 20 })
  state: MailState = 'pending';

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /**
   * When the outbox sweeper should next queue this message if nothing else has: its next retry,
   * or the end of the grace an attempt in flight has. Null when nothing is due (sent, failed, held).
   */
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null = new Date();

  /**
   * The delivery attempt (queue, job and attempt) that last claimed the message: while it is
   * `sending`, a run of that same attempt after its worker died may take it over.
   */
  @Property({ type: 'string', length: 200, nullable: true })
  claimedBy?: string | null;

  /** The first delivery attempt: retries go on for the retry window counted from here. */
  @Property({ type: 'datetime', nullable: true })
  firstAttemptAt?: Date | null;

  /**
   * The message's one-time secrets (e.g. a password reset link), sealed with a key derived from
   * the session secret; the text holds placeholders. Discarded once the message is sent.
   */
  @Property({ type: 'text', nullable: true, lazy: true })
  sealedSecrets?: string | null;

  /** Stored files sent with the message (an invoice's PDF), read when it is delivered. */
  @Property({ type: 'json', nullable: true })
  attachments?: MailAttachment[] | null;

  @Property({ type: 'string', length: 255, nullable: true })
  messageId?: string | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
