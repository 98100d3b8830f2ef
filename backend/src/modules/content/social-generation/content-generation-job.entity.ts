import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SocialPlatform } from '@terrabridge/rules/social-posts';

import { User } from '../../auth/entities/user.entity';
import type { MessageKey } from '../../../platform/i18n/messages';

/** What a job generates: one post, one post per platform, or content recommendations. */
export const GENERATION_KINDS = ['generate', 'multi-platform', 'recommendations'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

export const GENERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** What the client asked for, as validated. */
export interface GenerationInput {
  language: 'en' | 'es';
  prompt?: string;
  platforms?: SocialPlatform[];
  audience?: string;
  industry?: string;
}

/** One post in both languages, fitted to its platform. */
export interface GeneratedPost {
  content: string;
  contentEs: string;
  hashtags: string[];
  shortened: boolean;
}

export interface Recommendations {
  topics: string[];
  contentTypes: string[];
  platforms: SocialPlatform[];
}

/** Posts by platform (generate, multi-platform) or recommendations. */
export type GenerationResult =
  { posts: Partial<Record<SocialPlatform, GeneratedPost>> } | { recommendations: Recommendations };

/** Tokens a job used over all its model calls, retries included: what it cost. */
export interface GenerationUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  calls: number;
  model: string | null;
}

/**
 * A client's request for AI-generated content, saved before its job is queued. The request that
 * created it waits for its outcome for a while; a slower job still finishes here, so its result
 * can be fetched later and a paid-for answer is never lost.
 */
@Entity({ tableName: 'content_generation_jobs' })
@Index({ properties: ['user', 'createdAt'] })
export class ContentGenerationJob {
  [OptionalProps]?:
    | 'status'
    | 'result'
    | 'usage'
    | 'errorCode'
    | 'errorDetail'
    | 'attempts'
    | 'startedAt'
    | 'finishedAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: GENERATION_KINDS, columnType: 'varchar(20)' })
  kind!: GenerationKind;

  @Enum({ items: GENERATION_STATUSES, columnType: 'varchar(20)', default: 'queued' })
  status: GenerationStatus = 'queued';

  @Property({ type: 'json' })
  input!: GenerationInput;

  @Property({ type: 'json', nullable: true })
  result?: GenerationResult | null;

  @Property({ type: 'json', nullable: true })
  usage?: GenerationUsage | null;

  /** The message the client reads when the job failed. */
  @Property({ type: 'string', length: 60, nullable: true })
  errorCode?: MessageKey | null;

  /** What went wrong, for admins (the provider's answer, say); never shown to clients. */
  @Property({ type: 'text', nullable: true })
  errorDetail?: string | null;

  /** Runs of the job so far (the queue retries provider failures). */
  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
