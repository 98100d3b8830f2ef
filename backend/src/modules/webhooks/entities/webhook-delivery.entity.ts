import { OptionalProps } from '@mikro-orm/core';
import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';

import { WebhookEndpoint } from './webhook-endpoint.entity';

export type DeliveryState = 'pending' | 'succeeded' | 'failed';

/**
 * One event for one endpoint: written with the event, sent from the `webhooks` queue and tried
 * again on the retry schedule. Its message id is the `webhook-id` of every attempt, so a receiver
 * that got it twice (a redelivery, a retry after a lost answer) can tell.
 */
@Entity({ tableName: 'webhook_deliveries' })
@Unique({ properties: ['endpoint', 'eventId'] })
@Index({ properties: ['endpoint', 'createdAt'] })
@Index({ properties: ['state', 'nextAttemptAt'] })
export class WebhookDelivery {
  [OptionalProps]?:
    | 'id'
    | 'state'
    | 'attempts'
    | 'nextAttemptAt'
    | 'lastAttemptAt'
    | 'lastStatusCode'
    | 'lastDurationMs'
    | 'lastError'
    | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  /** The event's id, shared by its deliveries to every endpoint; unique per endpoint. */
  @Property({ type: 'string', length: 64 })
  eventId!: string;

  /** `webhook-id`: the same on every attempt and redelivery of this delivery. */
  @Property({ type: 'string', length: 64 })
  messageId!: string;

  @Property({ type: 'string', length: 60 })
  eventType!: string;

  /** The exact body sent, so every attempt signs and sends the same bytes. */
  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'string', length: 20, default: 'pending' })
  state: DeliveryState = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** When the next attempt is due (pending), for the sweep that queues what a crash lost. */
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null;

  @Property({ type: 'integer', nullable: true })
  lastDurationMs?: number | null;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
