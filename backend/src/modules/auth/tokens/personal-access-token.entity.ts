import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../entities/user.entity';

/**
 * A personal access token: a script's or an integration's way into the API on behalf of its owner,
 * limited to its scopes. Only the token's SHA-256 is kept; the token itself is shown once.
 */
@Entity({ tableName: 'personal_access_tokens' })
@Index({ properties: ['user', 'createdAt'] })
export class PersonalAccessToken {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt' | 'revokedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  scopes!: string[];

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  /** `tbpat_` and the token's first four characters, to tell tokens apart in a list. */
  @Property({ type: 'string', length: 20 })
  hint!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Moved forward at most once a minute, so a busy script does not write on every request. */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
