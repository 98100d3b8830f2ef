import { randomUUID } from 'node:crypto';

import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from './user.entity';

/**
 * One signed-in browser. The session cookie's token names this row, so ending the row (logout,
 * password change, deactivation) refuses that cookie at once, wherever it was copied to.
 */
@Entity({ tableName: 'sessions' })
@Index({ properties: ['user', 'revokedAt'] })
// A client's last sign-in: their newest session.
@Index({ properties: ['user', 'createdAt'] })
export class AuthSession {
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'lastSeenAt'
    | 'revokedAt'
    | 'revokedReason'
    | 'countryCode'
    | 'city'
    | 'localNetwork';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Moves forward as the session is used; idle sessions end when it falls too far behind. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  /** The absolute end, however active the session is. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'string', length: 40, nullable: true })
  revokedReason?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  /** Where it signed in from, looked up once at sign-in (see session-place.ts). */
  @Property({ type: 'string', length: 2, nullable: true })
  countryCode?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  city?: string | null;

  @Property({ type: 'boolean', default: false })
  localNetwork: boolean = false;
}
