import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

import type { ProviderFact } from '../providers/payment-provider';
import { PAYMENT_PROVIDER_NAMES } from './payment.entity';

export const PAYMENT_EVENT_STATES = ['received', 'applied', 'ignored', 'failed'] as const;
export type PaymentEventState = (typeof PAYMENT_EVENT_STATES)[number];

/**
 * Every provider event, stored once (provider + event id) before it is acted on, and marked applied
 * in the same transaction as its effect: a replayed or duplicated event finds its row and changes
 * nothing. Events the ledger could not apply stay `failed` with the reason, for admins to see.
 */
@Entity({ tableName: 'payment_events' })
@Unique({ properties: ['provider', 'eventId'] })
@Index({ properties: ['state', 'createdAt'] })
@Index({ properties: ['provider', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class PaymentEvent {
  [OptionalProps]?: 'state' | 'attempts' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: PAYMENT_PROVIDER_NAMES, columnType: 'varchar(10)' })
  provider!: (typeof PAYMENT_PROVIDER_NAMES)[number];

  @Property({ type: 'string', length: 255 })
  eventId!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  /** The verified event as the provider sent it. */
  @Property({ type: 'json', lazy: true })
  payload!: unknown;

  /** What the event says happened to a charge, as the provider's adapter read it; none: nothing. */
  @Property({ type: 'json', nullable: true })
  fact?: ProviderFact | null;

  @Enum({ items: PAYMENT_EVENT_STATES, columnType: 'varchar(10)', default: 'received' })
  state: PaymentEventState = 'received';

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  appliedAt?: Date | null;
}
