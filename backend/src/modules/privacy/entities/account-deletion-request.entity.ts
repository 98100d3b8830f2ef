import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';

export const DELETION_REQUEST_STATES = ['pending', 'cancelled', 'confirmed', 'declined'] as const;
export type DeletionRequestState = (typeof DELETION_REQUEST_STATES)[number];

/**
 * A client's request to delete their account. The team confirms it (the account is anonymised)
 * or declines it with a reason; until then the client may cancel it. One pending request per
 * account at a time, held by a partial unique index.
 */
@Entity({ tableName: 'account_deletion_requests' })
@Index({ properties: ['state', 'createdAt'] })
@Index({
  name: 'account_deletion_requests_pending_unique',
  expression:
    'create unique index "account_deletion_requests_pending_unique" on "account_deletion_requests" ("user_id") where "state" = \'pending\'',
})
export class AccountDeletionRequest {
  [OptionalProps]?: 'state' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: DELETION_REQUEST_STATES, columnType: 'varchar(10)', default: 'pending' })
  state: DeletionRequestState = 'pending';

  /** Why the client asks, when they say; dropped when the account is anonymised. */
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** The team's reason for declining, mailed to the client. */
  @Property({ type: 'text', nullable: true })
  decisionNote?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  decidedBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
