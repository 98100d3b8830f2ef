import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Small facts about the installation itself, keyed by name, e.g. when the demo data was seeded.
 * A row is written once and outlives the data it describes, so deleting content never re-triggers
 * a one-time step.
 */
@Entity({ tableName: 'app_state' })
export class AppState {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'json' })
  value!: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
