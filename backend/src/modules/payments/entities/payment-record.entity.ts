import { OptionalProps } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { Invoice } from '../../billing/entities/invoice.entity';
import { Order } from '../../billing/entities/order.entity';
import { Payment } from './payment.entity';

export const PAYMENT_RECORD_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/**
 * Money received (or attempted) for an invoice or an order, in US cents. The reference is the
 * `TB-` code shown to the client on the success page, so support can find the record from it.
 */
@Entity({ tableName: 'payment_records' })
// One provider charge pays each of its invoices once.
@Unique({ properties: ['payment', 'invoice'] })
@Index({ properties: ['user', 'createdAt'] })
@Check({ name: 'payment_records_amount_cents_check', expression: 'amount_cents > 0' })
@Check({
  name: 'payment_records_reference_check',
  expression: "reference ~ '^TB-[A-Z0-9]{9}$'",
})
export class PaymentRecord {
  [OptionalProps]?: 'status' | 'paymentDate' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Kept for the books: an invoice or order with payments cannot be deleted (void it instead). */
  @Index()
  @ManyToOne(() => Invoice, { nullable: true, deleteRule: 'restrict' })
  invoice?: Invoice | null;

  @Index()
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'restrict' })
  order?: Order | null;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  /** The provider charge it came from; none for money recorded by hand. */
  @Index()
  @ManyToOne(() => Payment, { nullable: true, deleteRule: 'restrict' })
  payment?: Payment | null;

  @Property({ type: 'integer' })
  amountCents!: number;

  /** Provider or manual method, e.g. `stripe`, `paypal`, `bank_transfer`. */
  @Property({ type: 'string', length: 20 })
  paymentMethod!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  paymentDate: Date = new Date();

  @Enum({ items: PAYMENT_RECORD_STATUSES, columnType: 'varchar(20)', default: 'completed' })
  status: PaymentRecordStatus = 'completed';

  /** The provider's id for the charge or capture; unique so a replayed webhook cannot record twice. */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  transactionId?: string | null;

  @Property({ type: 'string', length: 12, nullable: true, unique: true })
  reference?: string | null;

  /**
   * What the payer wrote for a payment made outside the providers (the bank's reference of a
   * transfer, a check number), as the admin recorded it; shown on the invoice, receipt and PDF.
   */
  @Property({ type: 'string', length: 100, nullable: true })
  payerReference?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
