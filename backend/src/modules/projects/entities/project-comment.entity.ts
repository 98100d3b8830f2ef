import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { Project } from './project.entity';
import type { ProjectAttachment } from './project-update.entity';

/** A message in a project's discussion between the client and the team. */
@Entity({ tableName: 'project_comments' })
@Index({ properties: ['project', 'createdAt'] })
export class ProjectComment {
  [OptionalProps]?: 'attachments' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  /** Who wrote it; kept as history when that account is removed. */
  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'json', default: '[]' })
  attachments: ProjectAttachment[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
