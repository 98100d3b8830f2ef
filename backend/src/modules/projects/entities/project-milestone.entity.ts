import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { Project } from './project.entity';

export const MILESTONE_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** A step of a project's plan, listed in sortOrder. */
@Entity({ tableName: 'project_milestones' })
@Index({ properties: ['project', 'sortOrder'] })
export class ProjectMilestone {
  [OptionalProps]?: 'status' | 'sortOrder';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  titleEs?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', nullable: true })
  descriptionEs?: string | null;

  @Property({ type: 'date', nullable: true })
  dueDate?: string | null;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  @Enum({ items: MILESTONE_STATUSES, columnType: 'varchar(20)', default: 'pending' })
  status: MilestoneStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  sortOrder = 0;
}
