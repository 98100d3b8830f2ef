import { OptionalProps } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { StoredFile } from '../../files/stored-file.entity';
import { Project } from '../../projects/entities/project.entity';

/**
 * `draft` is being prepared and only admins see it; issuing it gives it its number and makes it
 * `pending` (sent). Payments move it to `partial` or `paid`, the daily job moves it past its due
 * date to `overdue`, and `void` cancels it for good. The transitions live in invoice-status.ts.
 */
export const INVOICE_STATUSES = ['draft', 'pending', 'partial', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Statuses a client can still pay. */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'partial', 'overdue'];

/** A billed line; amounts in US cents. */
export interface InvoiceLine {
  description: string;
  descriptionEs?: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

/**
 * A bill issued to a client, optionally for one project. Every amount is in US cents; `totalCents`
 * is what the client owes: amount + tax - discount.
 */
@Entity({ tableName: 'invoices' })
@Index({ properties: ['user', 'status'] })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'dueDate'] })
// The admin list's sorts: due date, total, and number (drafts, without one, first).
@Index({ properties: ['dueDate'] })
@Index({ properties: ['totalCents'] })
@Index({
  name: 'invoices_number_sort_index',
  expression: `create index "invoices_number_sort_index" on "invoices" (coalesce("number", ''))`,
})
@Check({
  name: 'invoices_amounts_check',
  expression: 'amount_cents >= 0 and tax_cents >= 0 and discount_cents >= 0 and total_cents >= 0',
})
@Check({ name: 'invoices_tax_rate_check', expression: 'tax_rate >= 0 and tax_rate <= 100' })
export class Invoice {
  [OptionalProps]?:
    | 'status'
    | 'issueDate'
    | 'taxRate'
    | 'taxCents'
    | 'discountCents'
    | 'paymentMethod'
    | 'items'
    | 'revision'
    | 'pdfRevision'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Invoices are financial records: an account with invoices cannot be deleted outright. */
  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  @Index()
  @ManyToOne(() => Project, { nullable: true, deleteRule: 'set null' })
  project?: Project | null;

  /** Human-facing number; without one, displays use `INV-` and the id padded to 4 digits. */
  @Property({ type: 'string', length: 50, nullable: true, unique: true })
  number?: string | null;

  @Enum({ items: INVOICE_STATUSES, columnType: 'varchar(20)', default: 'pending' })
  status: InvoiceStatus = 'pending';

  /** Calendar dates as `YYYY-MM-DD`. */
  @Property({ type: 'date', defaultRaw: 'current_date' })
  issueDate: string = new Date().toISOString().slice(0, 10);

  @Property({ type: 'date' })
  dueDate!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  /** Percent, e.g. 8.00. */
  @Property({ type: 'decimal', runtimeType: 'number', precision: 5, scale: 2, default: 0 })
  taxRate = 0;

  @Property({ type: 'integer', default: 0 })
  taxCents = 0;

  @Property({ type: 'integer', default: 0 })
  discountCents = 0;

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'json', default: '[]' })
  items: InvoiceLine[] = [];

  /** Provider of the settling payment; empty until paid. */
  @Property({ type: 'string', length: 20, default: '' })
  paymentMethod: string = '';

  @Property({ type: 'datetime', nullable: true })
  paymentDate?: Date | null;

  @Property({ type: 'string', length: 500, nullable: true })
  paymentLink?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  stripeInvoiceId?: string | null;

  @Index()
  @Property({ type: 'string', length: 255, nullable: true })
  stripePaymentIntentId?: string | null;

  @Index()
  @Property({ type: 'string', length: 255, nullable: true })
  paypalOrderId?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;

  /** Who the invoice is addressed to when it is not just the client's name: company, address. */
  @Property({ type: 'text', nullable: true })
  billTo?: string | null;

  @Property({ type: 'datetime', nullable: true })
  issuedAt?: Date | null;

  /**
   * Goes up with every change the PDF shows (issue, payment, state); the PDF is current when
   * `pdfRevision` has caught up. Old PDFs stay stored: a sent mail keeps the one it carried.
   */
  @Property({ type: 'integer', default: 1 })
  revision = 1;

  @Property({ type: 'integer', default: 0 })
  pdfRevision = 0;

  @ManyToOne(() => StoredFile, { nullable: true, deleteRule: 'set null' })
  pdfFile?: StoredFile | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
