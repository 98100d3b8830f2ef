import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { Testimonial } from '../../content/entities/testimonial.entity';
import { Project } from './project.entity';

/**
 * The ask for a testimonial mailed to a project's client when it is completed: one per project,
 * answered once through the link's token, of which only the SHA-256 is kept.
 */
@Entity({ tableName: 'testimonial_requests' })
export class TestimonialRequest {
  [OptionalProps]?: 'answeredAt' | 'testimonial' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne(() => Project, { deleteRule: 'cascade', owner: true, unique: true })
  project!: Project;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  client!: User;

  @Property({ type: 'string', length: 128, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null;

  @ManyToOne(() => Testimonial, { nullable: true, deleteRule: 'set null' })
  testimonial?: Testimonial | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
