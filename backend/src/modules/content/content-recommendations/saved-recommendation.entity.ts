import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SocialPlatform } from '@terrabridge/rules/social-posts';

import { User } from '../../auth/entities/user.entity';

/**
 * A set of content recommendations a client kept: what they asked for (audience and industry)
 * and what came back (topics, content types, platforms), to read again and generate from later
 * without asking the model, and paying for it, once more.
 */
@Entity({ tableName: 'saved_recommendations' })
@Index({ properties: ['user', 'createdAt'] })
export class SavedRecommendation {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  audience!: string;

  @Property({ type: 'string', length: 100 })
  industry!: string;

  @Property({ type: 'json' })
  topics!: string[];

  @Property({ type: 'json' })
  contentTypes!: string[];

  /** Best-suited first. */
  @Property({ type: 'json' })
  platforms!: SocialPlatform[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
