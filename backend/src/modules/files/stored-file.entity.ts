import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../auth/entities/user.entity';
import { Project } from '../projects/entities/project.entity';

/**
 * An uploaded file, kept in PostgreSQL so every API instance serves it without a shared disk.
 * Its type was checked from the content when it was stored. Whoever may see the record it belongs
 * to (today: its project) may download it.
 */
@Entity({ tableName: 'stored_files' })
@Index({ properties: ['project', 'createdAt'] })
export class StoredFile {
  [OptionalProps]?: 'adminOnly' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The name the uploader gave it, cleaned of paths and control characters. */
  @Property({ type: 'string', length: 255 })
  name!: string;

  /** Detected from the content, never taken from the upload. */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  /** Loaded only for a download, never with lists. */
  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  owner?: User | null;

  @ManyToOne(() => Project, { nullable: true, deleteRule: 'cascade' })
  project?: Project | null;

  /** Attached to something only admins see (an internal update): never served to the client. */
  @Property({ type: 'boolean', default: false })
  adminOnly = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
