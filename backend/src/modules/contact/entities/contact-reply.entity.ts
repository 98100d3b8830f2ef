import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../../auth/entities/user.entity';
import { MailOutbox } from '../../../platform/mail/mail-outbox.entity';
import { ContactSubmission } from './contact-submission.entity';

/**
 * An email an admin sent from the panel in answer to a contact submission: what it said, who sent
 * it and when, and the outbox message that carries it (to follow its delivery).
 */
@Entity({ tableName: 'contact_replies' })
@Index({ properties: ['submission', 'createdAt'] })
export class ContactReply {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ContactSubmission, { deleteRule: 'cascade' })
  submission!: ContactSubmission;

  /** The admin who sent it; kept as empty when that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  body!: string;

  /** The outbox message; empty once the outbox row is pruned. */
  @ManyToOne(() => MailOutbox, { nullable: true, deleteRule: 'set null' })
  mail?: MailOutbox | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
