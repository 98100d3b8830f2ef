import type { MailAttachment } from './mail-outbox.entity';

export interface OutgoingMail {
  /** What the message is for, e.g. `contact.notification`; kept with the outbox row. */
  kind: string;
  to: string;
  subject: string;
  /** The text; one-time secrets appear in it only as `secretPlaceholder(name)`. */
  text: string;
  html?: string;
  replyTo?: string;
  language?: 'en' | 'es';
  /**
   * One-time secrets by placeholder name (e.g. `link`), put into the text only when it is
   * delivered; the outbox keeps them sealed and drops them once the message is sent.
   */
  secrets?: Record<string, string>;
  attachments?: MailAttachment[];
}
