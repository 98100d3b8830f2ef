import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';

/** One status set for every screen and the API, in workflow order. */
export const PROJECT_STATUSES = [
  'pending',
  'planning',
  'in_progress',
  'review',
  'completed',
  'archived',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A headline figure of a finished project, e.g. "87% faster page loads". */
export interface ProjectResult {
  label: string;
  labelEs: string;
  percent: number;
}

/** Client work: the public portfolio shows it, the client follows it in the dashboard. */
@Entity({ tableName: 'projects' })
@Index({ properties: ['featured', 'status'] })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['client', 'createdAt'] })
// The admin list's sorts (ADMIN_PROJECT_SORTS) over every project.
@Index({ name: 'projects_created_at_index', properties: ['createdAt'] })
@Index({
  name: 'projects_title_lower_index',
  expression: 'create index "projects_title_lower_index" on "projects" (lower("title"), "id")',
})
@Index({
  name: 'projects_status_order_index',
  expression: `create index "projects_status_order_index" on "projects" (array_position(array['pending','planning','in_progress','review','completed','archived']::varchar[], "status"), "id")`,
})
@Index({
  name: 'projects_start_date_index',
  expression: `create index "projects_start_date_index" on "projects" (coalesce("start_date", '0001-01-01'::date), "id")`,
})
export class Project {
  [OptionalProps]?:
    | 'status'
    | 'featured'
    | 'gallery'
    | 'features'
    | 'featuresEs'
    | 'results'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  titleEs?: string | null;

  /** The first line doubles as the summary on project cards. */
  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text', nullable: true })
  descriptionEs?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  client?: User | null;

  @Enum({ items: PROJECT_STATUSES, columnType: 'varchar(20)', default: 'pending' })
  status: ProjectStatus = 'pending';

  /** Calendar dates as `YYYY-MM-DD`. */
  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  /** Cover image for cards (a site-relative or absolute URL). */
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  /** Every image of the detail page in display order, usually starting with the cover. */
  @Property({ type: 'json', default: '[]' })
  gallery: string[] = [];

  @Property({ type: 'boolean', default: false })
  featured = false;

  @Property({ type: 'string', length: 100, nullable: true })
  category?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  categoryEs?: string | null;

  @Property({ type: 'json', default: '[]' })
  features: string[] = [];

  @Property({ type: 'json', default: '[]' })
  featuresEs: string[] = [];

  @Property({ type: 'json', default: '[]' })
  results: ProjectResult[] = [];

  /** Internal only; never part of a public response. */
  @Property({ type: 'text', nullable: true, hidden: true })
  adminNotes?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
