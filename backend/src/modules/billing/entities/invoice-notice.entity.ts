import { OptionalProps } from '@mikro-orm/core';
import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';

import { MailOutbox } from '../../../platform/mail/mail-outbox.entity';
import { Invoice } from './invoice.entity';

/**
 * A mail an invoice owes its client, once: `issued`, `reminder:<days from due date>` or
 * `receipt:<payment record id>`. The unique key is what keeps a step from being mailed twice,
 * even by two workers at once. The row is written with the change that calls for it; the mail is
 * staged (with the PDF of that moment attached) once the PDF has been rendered.
 */
@Entity({ tableName: 'invoice_notices' })
@Unique({ properties: ['invoice', 'key'] })
export class InvoiceNotice {
  [OptionalProps]?: 'createdAt' | 'stagedAt' | 'mail' | 'onDay';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Invoice, { deleteRule: 'cascade' })
  invoice!: Invoice;

  @Property({ type: 'string', length: 40 })
  key!: string;

  /**
   * The day (billing time zone) a reminder was found owed: its mail counts the days from the due
   * date to this day, as late as it really is when a missed step is caught up.
   */
  @Property({ type: 'date', nullable: true })
  onDay?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When its mail went to the outbox; none while it waits for the PDF. */
  @Index()
  @Property({ type: 'datetime', nullable: true })
  stagedAt?: Date | null;

  @ManyToOne(() => MailOutbox, { nullable: true, deleteRule: 'set null' })
  mail?: MailOutbox | null;
}
