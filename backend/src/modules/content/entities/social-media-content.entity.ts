import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';

/** Platforms the content generator writes for. */
export const SOCIAL_PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Hashtags for a post, or the request behind a saved audience recommendation. */
export interface SocialMediaMetadata {
  hashtags?: string[];
  type?: string;
  audience?: string;
  industry?: string;
  [key: string]: unknown;
}

/** A social post a client generated or wrote, kept in their content library. */
@Entity({ tableName: 'social_media_content' })
@Index({ properties: ['user', 'createdAt'] })
export class SocialMediaContent {
  [OptionalProps]?: 'scheduled' | 'aiGenerated' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /**
   * One of SOCIAL_PLATFORMS for posts. Left open at the database level because saved
   * recommendations cover several platforms at once.
   */
  @Property({ type: 'string', length: 30 })
  platform!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  contentEs?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  @Property({ type: 'boolean', default: false })
  scheduled = false;

  @Property({ type: 'datetime', nullable: true })
  scheduledDate?: Date | null;

  @Property({ type: 'boolean', default: false })
  aiGenerated = false;

  @Property({ type: 'json', nullable: true })
  metadata?: SocialMediaMetadata | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
