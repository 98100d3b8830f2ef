import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';

/**
 * A bilingual article. Bodies are plain text with light markup: blank lines between paragraphs,
 * `#`..`####` headings, `- ` bullet lists and `1.` numbered lists.
 */
@Entity({ tableName: 'blog_posts' })
@Index({ properties: ['published', 'createdAt'] })
export class BlogPost {
  [OptionalProps]?: 'published' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  titleEs?: string | null;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  contentEs?: string | null;

  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Property({ type: 'boolean', default: false })
  published = false;

  @Property({ type: 'string', length: 200, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  featuredImage?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
