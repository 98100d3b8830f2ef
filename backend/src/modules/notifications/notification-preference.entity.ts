import { OptionalProps } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';

import { User } from '../auth/entities/user.entity';

/**
 * Which mail kinds an account turned off (see `@terrabridge/rules/notification-kinds`). No row means every kind is
 * on, so accounts made before Settings had these choices get every mail.
 */
@Entity({ tableName: 'notification_preferences' })
export class NotificationPreference {
  [OptionalProps]?: 'muted' | 'updatedAt';

  @OneToOne(() => User, { primary: true, deleteRule: 'cascade', owner: true })
  user!: User;

  @Property({ type: 'json', default: '[]' })
  muted: string[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
