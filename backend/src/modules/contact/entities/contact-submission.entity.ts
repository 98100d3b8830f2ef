import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

import { LANGUAGES, type Language } from '../../auth/entities/user.entity';
import { ServiceType } from '../../content/entities/service-type.entity';

/** A message sent through the contact form; admins mark it resolved once answered. */
@Entity({ tableName: 'contact_submissions' })
@Index({ properties: ['resolved', 'createdAt'] })
// The admin list's sorts by name and address.
@Index({
  name: 'contact_submissions_name_lower_index',
  expression:
    'create index "contact_submissions_name_lower_index" on "contact_submissions" (lower("name"))',
})
@Index({
  name: 'contact_submissions_email_lower_index',
  expression:
    'create index "contact_submissions_email_lower_index" on "contact_submissions" (lower("email"))',
})
export class ContactSubmission {
  [OptionalProps]?: 'resolved' | 'language' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'text' })
  message!: string;

  /** The listed service the visitor asked about; empty when they chose 'other'. */
  @Index()
  @ManyToOne(() => ServiceType, { nullable: true, deleteRule: 'set null' })
  service?: ServiceType | null;

  /** Free-form service choice, e.g. 'other'. */
  @Property({ type: 'string', length: 100, nullable: true })
  serviceType?: string | null;

  /** Language the visitor wrote in, so the automatic reply matches it. */
  @Enum({ items: LANGUAGES, columnType: 'varchar(2)', default: 'en' })
  language: Language = 'en';

  @Property({ type: 'boolean', default: false })
  resolved = false;

  /** When an admin last marked it resolved; empty while it is pending. */
  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
