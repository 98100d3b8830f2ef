export interface OutgoingMail {
  /** What the message is for, e.g. `contact.notification`; kept with the outbox row. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  language?: 'en' | 'es';
}
