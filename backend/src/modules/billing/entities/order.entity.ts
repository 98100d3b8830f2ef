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

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order is paid: through a provider, or by a bank transfer an admin confirms. */
export const ORDER_PAYMENT_METHODS = ['stripe', 'paypal', 'bank_transfer'] as const;

/** Payment providers the checkout can charge through. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A purchase of one or more services at checkout. Every amount is in US cents. */
@Entity({ tableName: 'orders' })
@Index({ properties: ['user', 'createdAt'] })
@Check({
  name: 'orders_amounts_check',
  expression:
    'subtotal_cents >= 0 and tax_cents >= 0 and discount_amount_cents >= 0 and total_cents >= 0',
})
@Check({ name: 'orders_reference_check', expression: "reference ~ '^TB-[A-Z0-9]{9}$'" })
export class Order {
  [OptionalProps]?:
    | 'status'
    | 'subtotalCents'
    | 'taxCents'
    | 'discountAmountCents'
    | 'paymentMethod'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Orders are financial records: an account with orders cannot be deleted outright. */
  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  @Enum({ items: ORDER_STATUSES, columnType: 'varchar(20)', default: 'pending' })
  status: OrderStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  subtotalCents = 0;

  @Property({ type: 'integer', default: 0 })
  taxCents = 0;

  @Property({ type: 'integer', default: 0 })
  discountAmountCents = 0;

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'string', length: 50, nullable: true })
  discountCode?: string | null;

  /** How it is paid; one of ORDER_PAYMENT_METHODS. */
  @Property({ type: 'string', length: 20, default: 'stripe' })
  paymentMethod: string = 'stripe';

  @Index()
  @Property({ type: 'string', length: 255, nullable: true })
  stripePaymentId?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  stripeCustomerId?: string | null;

  @Index()
  @Property({ type: 'string', length: 255, nullable: true })
  paypalOrderId?: string | null;

  /**
   * The `TB-` reference a client paying by bank transfer writes on the transfer, so the team can
   * match the money to the order. Orders paid through a provider carry theirs on the payment.
   */
  @Property({ type: 'string', length: 12, nullable: true, unique: true })
  reference?: string | null;

  /** When the client said the transfer was sent (the team was mailed then); none before. */
  @Property({ type: 'datetime', nullable: true })
  transferSentAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'json', nullable: true })
  shippingAddress?: Record<string, unknown> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
