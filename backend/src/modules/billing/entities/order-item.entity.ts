import { OptionalProps } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';

import { ServiceType } from '../../content/entities/service-type.entity';
import { Order } from './order.entity';

/**
 * One line of an order. Name, description and price are copied from the service at purchase time,
 * so later catalogue edits do not rewrite past orders.
 */
@Entity({ tableName: 'order_items' })
@Check({ name: 'order_items_quantity_check', expression: 'quantity > 0' })
@Check({ name: 'order_items_price_cents_check', expression: 'price_cents >= 0' })
export class OrderItem {
  [OptionalProps]?: 'quantity';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Index()
  @ManyToOne(() => ServiceType, { nullable: true, deleteRule: 'set null' })
  service?: ServiceType | null;

  @Property({ type: 'integer', default: 1 })
  quantity = 1;

  /** Unit price in US cents. */
  @Property({ type: 'integer' })
  priceCents!: number;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;
}
