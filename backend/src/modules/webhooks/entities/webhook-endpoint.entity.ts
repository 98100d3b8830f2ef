import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A URL of an integration that receives the events it subscribed to, signed with its secret. */
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?:
    | 'id'
    | 'description'
    | 'disabledAt'
    | 'disabledReason'
    | 'consecutiveFailures'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  description?: string | null;

  @Property({ type: 'json' })
  events!: string[];

  /** `whsec_…`: the receiver needs it to verify, so it is kept (sealed) rather than hashed. */
  @Property({ type: 'text', hidden: true })
  sealedSecret!: string;

  /** Set by an admin or after too many failed attempts in a row; nothing is sent meanwhile. */
  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null;

  @Property({ type: 'string', length: 40, nullable: true })
  disabledReason?: 'admin' | 'failures' | null;

  /** Failed attempts since the last success; past WEBHOOK_DISABLE_AFTER_FAILURES it is disabled. */
  @Property({ type: 'integer', default: 0 })
  consecutiveFailures: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
