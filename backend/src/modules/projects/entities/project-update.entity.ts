import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { Project } from './project.entity';

/** A file linked from a project update or comment. */
export interface ProjectAttachment {
  name: string;
  url: string;
  contentType?: string;
  /** Set for a file kept in stored_files (served at `url`, i.e. /api/files/{fileId}). */
  fileId?: number;
  size?: number;
}

/** A progress note posted on a project; private notes are visible to admins only. */
@Entity({ tableName: 'project_updates' })
@Index({ properties: ['project', 'createdAt'] })
export class ProjectUpdate {
  [OptionalProps]?: 'attachments' | 'isPublic' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  /** Who posted it; kept as history when that account is removed. */
  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  contentEs?: string | null;

  @Property({ type: 'json', default: '[]' })
  attachments: ProjectAttachment[] = [];

  @Property({ type: 'boolean', default: true })
  isPublic = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
