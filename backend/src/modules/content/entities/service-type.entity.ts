import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Icon names the frontends know how to draw; any other value falls back to `laptop-code`. */
export const SERVICE_ICONS = ['laptop-code', 'robot', 'paint-brush'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** A service the agency sells, shown on the home and services pages and bought at checkout. */
@Entity({ tableName: 'service_types' })
@Index({ properties: ['sortOrder', 'id'] })
@Index({ properties: ['priceCents'] })
@Index({
  name: 'service_types_name_lower_index',
  expression: 'create index "service_types_name_lower_index" on "service_types" (lower("name"))',
})
@Check({ name: 'service_types_price_cents_check', expression: 'price_cents >= 0' })
export class ServiceType {
  [OptionalProps]?:
    'features' | 'featuresEs' | 'fixedPrice' | 'sortOrder' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stable anchor for links such as `/services#ai-solutions`. */
  @Property({ type: 'string', length: 100, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 150 })
  name!: string;

  @Property({ type: 'string', length: 150, nullable: true })
  nameEs?: string | null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text', nullable: true })
  descriptionEs?: string | null;

  /** Starting price in US cents, before the 8% tax added at checkout. */
  @Property({ type: 'integer' })
  priceCents!: number;

  /**
   * The price is what every client pays (a package): shown alone. Otherwise it is where the price
   * starts, and the work asked for can raise it: shown as "Starting at".
   */
  @Property({ type: 'boolean', default: false })
  fixedPrice = false;

  @Property({ type: 'json', default: '[]' })
  features: string[] = [];

  @Property({ type: 'json', default: '[]' })
  featuresEs: string[] = [];

  @Property({ type: 'string', length: 100, nullable: true })
  icon?: string | null;

  @Property({ type: 'integer', default: 0 })
  sortOrder = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
