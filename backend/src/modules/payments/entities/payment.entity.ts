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
import { Order } from '../../billing/entities/order.entity';

export const PAYMENT_PROVIDER_NAMES = ['stripe', 'paypal'] as const;
export const PAYMENT_PURPOSE_KINDS = ['invoices', 'order', 'test'] as const;
/**
 * `creating` until the provider answered with its id; `processing` while the client pays;
 * `succeeded` once the provider's word reached the ledger; `failed` or `canceled` otherwise;
 * `refunded` when all of it was given back (a part: `refundedCents`).
 */
export const PAYMENT_STATES = [
  'creating',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentRowState = (typeof PAYMENT_STATES)[number];

/**
 * One charge at a provider, as we asked for it: what it pays (invoices, an order, a test), the
 * amount we computed, the key that makes a retried request the same charge, and our reference
 * (`TB-` + 9), carried in the provider's metadata. Payment records and invoice balances change
 * only when the provider's word on it reaches the ledger.
 */
@Entity({ tableName: 'payments' })
@Unique({ properties: ['provider', 'providerId'] })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['state', 'createdAt'] })
@Index({ properties: ['provider', 'createdAt'] })
@Check({
  name: 'payments_amounts_check',
  expression: 'amount_cents > 0 and refunded_cents >= 0 and refunded_cents <= amount_cents',
})
@Check({ name: 'payments_reference_check', expression: "reference ~ '^TB-[A-Z0-9]{9}$'" })
export class Payment {
  [OptionalProps]?: 'state' | 'refundedCents' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 12, unique: true })
  reference!: string;

  /** None for a test payment made while signed out (test mode only). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;

  @Enum({ items: PAYMENT_PROVIDER_NAMES, columnType: 'varchar(10)' })
  provider!: (typeof PAYMENT_PROVIDER_NAMES)[number];

  @Property({ type: 'string', length: 255, nullable: true })
  providerId?: string | null;

  @Property({ type: 'string', length: 200, unique: true })
  idempotencyKey!: string;

  @Enum({ items: PAYMENT_PURPOSE_KINDS, columnType: 'varchar(10)' })
  purpose!: (typeof PAYMENT_PURPOSE_KINDS)[number];

  /** The invoices paid, with the balance each had when the payment was asked for. */
  @Property({ type: 'json', default: '[]' })
  invoices: Array<{ id: number; balanceCents: number }> = [];

  @ManyToOne(() => Order, { nullable: true, deleteRule: 'restrict' })
  order?: Order | null;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Enum({ items: PAYMENT_STATES, columnType: 'varchar(12)', default: 'creating' })
  state: PaymentRowState = 'creating';

  /** The provider's id of the money moved (a charge, a capture), once it succeeded. */
  @Property({ type: 'string', length: 255, nullable: true })
  transactionId?: string | null;

  @Property({ type: 'integer', default: 0 })
  refundedCents = 0;

  @Property({ type: 'text', nullable: true })
  failureMessage?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
