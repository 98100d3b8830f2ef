import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { SOCIAL_POST_STATUSES, type SocialPostStatus } from '../social-post-states';

/** Hashtags for a post, or the request behind a saved audience recommendation. */
export interface SocialMediaMetadata {
  hashtags?: string[];
  type?: string;
  audience?: string;
  industry?: string;
  [key: string]: unknown;
}

/**
 * A social post a client generated or wrote, or the team drafted for them, kept in their content
 * library. Its states and their rules: social-post-states.ts.
 */
@Entity({ tableName: 'social_media_content' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['user', 'status', 'createdAt'] })
@Index({ properties: ['user', 'platform', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
// The admins' list: team drafts or clients' own, and its other orders.
@Index({ properties: ['draftedByTeam', 'createdAt'] })
@Index({ properties: ['updatedAt'] })
@Index({ properties: ['platform', 'createdAt'] })
// What the reminder sweep looks for: scheduled posts by time.
@Index({
  name: 'social_media_content_scheduled_due_index',
  expression: `create index "social_media_content_scheduled_due_index" on "social_media_content" ("scheduled_date") where "status" = 'scheduled'`,
})
export class SocialMediaContent {
  [OptionalProps]?:
    'scheduled' | 'aiGenerated' | 'status' | 'draftedByTeam' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /**
   * One of SOCIAL_PLATFORMS (`@terrabridge/rules/social-posts`) for posts. Left open at the database level because saved
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

  @Enum({ items: SOCIAL_POST_STATUSES, columnType: 'varchar(20)', default: 'draft' })
  status: SocialPostStatus = 'draft';

  /** The admin who drafted it for the client; null for the client's own posts. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  draftedBy?: User | null;

  /**
   * Drafted by the team, kept when the admin's account is later deleted (draftedBy is then null):
   * the post stays a team draft for the state rules.
   */
  @Property({ type: 'boolean', default: false })
  draftedByTeam = false;

  /** What the client asked the team to change, with their last decision. */
  @Property({ type: 'text', nullable: true })
  reviewComment?: string | null;

  /** When the client last approved the post or asked for changes. */
  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  /** True while a time is chosen (`scheduled` or `due`); `scheduledDate` is that time, UTC. */
  @Property({ type: 'boolean', default: false })
  scheduled = false;

  @Property({ type: 'datetime', nullable: true })
  scheduledDate?: Date | null;

  /** When the ready-to-post mail of the scheduled time was written. */
  @Property({ type: 'datetime', nullable: true })
  remindedAt?: Date | null;

  /** When the client marked it posted on the network. */
  @Property({ type: 'datetime', nullable: true })
  postedAt?: Date | null;

  /** The live post's address on the network, when the client gave it (http or https). */
  @Property({ type: 'string', length: 2000, nullable: true })
  postedUrl?: string | null;

  @Property({ type: 'boolean', default: false })
  aiGenerated = false;

  @Property({ type: 'json', nullable: true })
  metadata?: SocialMediaMetadata | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
