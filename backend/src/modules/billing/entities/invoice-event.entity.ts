import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { INVOICE_STATUSES, Invoice, type InvoiceStatus } from './invoice.entity';

/** Why an invoice changed state. */
export const INVOICE_EVENT_REASONS = [
  'created',
  'issued',
  'payment',
  'refund',
  'overdue',
  'voided',
] as const;
export type InvoiceEventReason = (typeof INVOICE_EVENT_REASONS)[number];

/**
 * One change of an invoice's state, with who made it (none: the system, such as the daily job)
 * and when. Rows are only ever added: the history an accountant reads.
 */
@Entity({ tableName: 'invoice_events' })
@Index({ properties: ['invoice', 'createdAt'] })
export class InvoiceEvent {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Invoice, { deleteRule: 'cascade' })
  invoice!: Invoice;

  /** None for the invoice's creation. */
  @Enum({ items: INVOICE_STATUSES, columnType: 'varchar(20)', nullable: true })
  fromStatus?: InvoiceStatus | null;

  @Enum({ items: INVOICE_STATUSES, columnType: 'varchar(20)' })
  toStatus!: InvoiceStatus;

  @Enum({ items: INVOICE_EVENT_REASONS, columnType: 'varchar(20)' })
  reason!: InvoiceEventReason;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor?: User | null;

  /** What else the change carried: a payment's id and amount, a void's reason. */
  @Property({ type: 'json', nullable: true })
  detail?: Record<string, unknown> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
