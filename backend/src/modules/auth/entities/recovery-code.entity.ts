import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from './user.entity';

/**
 * One two-factor recovery code of an account, stored as the SHA-256 of a high-entropy code (the
 * code itself is shown once). `usedAt` is set by the one statement that accepts it.
 */
@Entity({ tableName: 'two_factor_recovery_codes' })
@Index({ properties: ['user', 'codeHash'] })
export class RecoveryCode {
  [OptionalProps]?: 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
