import { OptionalProps } from '@mikro-orm/core';
import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';

import { Project } from './project.entity';

/** Who a digest of a project's new comments goes to: its client, or the agency's team. */
export const DIGEST_RECIPIENTS = ['client', 'team'] as const;
export type DigestRecipient = (typeof DIGEST_RECIPIENTS)[number];

/**
 * One per project and recipient side: when the next digest mail of new comments is due, and
 * which comments earlier digests already covered. A comment sets `dueAt` if none is set yet, so
 * a burst of comments becomes one mail; the sweeper sends it and clears `dueAt`.
 */
@Entity({ tableName: 'project_comment_digests' })
@Unique({ properties: ['project', 'recipient'] })
export class ProjectCommentDigest {
  [OptionalProps]?: 'dueAt' | 'lastCommentId' | 'lastSentAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Enum({ items: DIGEST_RECIPIENTS, columnType: 'varchar(10)' })
  recipient!: DigestRecipient;

  @Index()
  @Property({ type: 'datetime', nullable: true })
  dueAt?: Date | null;

  /** Comments up to this id have been mailed (or were written before any digest). */
  @Property({ type: 'integer', default: 0 })
  lastCommentId = 0;

  @Property({ type: 'datetime', nullable: true })
  lastSentAt?: Date | null;
}
