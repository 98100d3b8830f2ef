import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { StoredFile } from '../../files/stored-file.entity';

/**
 * A bilingual article. Bodies are plain text with light markup: blank lines between paragraphs,
 * `#`..`####` headings, `- ` bullet lists and `1.` numbered lists.
 */
@Entity({ tableName: 'blog_posts' })
@Index({ properties: ['published', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@Index({
  name: 'blog_posts_title_lower_index',
  expression: 'create index "blog_posts_title_lower_index" on "blog_posts" (lower("title"))',
})
@Index({
  name: 'blog_posts_publish_date_index',
  expression:
    'create index "blog_posts_publish_date_index" on "blog_posts" (coalesce("published_at", "created_at"))',
})
export class BlogPost {
  [OptionalProps]?: 'published' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  titleEs?: string | null;

  /** A summary for cards and feeds; without one, the start of the body is shown. */
  @Property({ type: 'string', length: 300, nullable: true })
  excerpt?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  excerptEs?: string | null;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  contentEs?: string | null;

  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Property({ type: 'boolean', default: false })
  published = false;

  /**
   * When a published post goes public: a future time schedules it. None means since it was
   * created (posts published before scheduling existed).
   */
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'string', length: 200, unique: true })
  slug!: string;

  /** A URL of an image that ships with the site (the demo posts'); an upload takes precedence. */
  @Property({ type: 'string', length: 500, nullable: true })
  featuredImage?: string | null;

  /** An image an admin uploaded, served publicly while the post is public. */
  @Index()
  @ManyToOne(() => StoredFile, { nullable: true, deleteRule: 'set null' })
  featuredImageFile?: StoredFile | null;

  @Property({ type: 'string', length: 200, nullable: true })
  featuredImageAlt?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  featuredImageAltEs?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
