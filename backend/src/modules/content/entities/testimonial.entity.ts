import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A client quote for the home page carousel; shown publicly only once an admin approves it. */
@Entity({ tableName: 'testimonials' })
@Index({ properties: ['approved', 'createdAt'] })
// The admin list's sorts by name, company and rating.
@Index({
  name: 'testimonials_name_lower_index',
  expression: 'create index "testimonials_name_lower_index" on "testimonials" (lower("name"))',
})
@Index({
  name: 'testimonials_company_lower_index',
  expression:
    'create index "testimonials_company_lower_index" on "testimonials" (lower(coalesce("company", \'\')))',
})
@Index({ properties: ['rating'] })
@Check({
  name: 'testimonials_rating_check',
  expression: 'rating >= 1 and rating <= 5 and rating * 2 = round(rating * 2)',
})
export class Testimonial {
  [OptionalProps]?: 'rating' | 'approved' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  position?: string | null;

  @Property({ type: 'string', length: 150, nullable: true })
  company?: string | null;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  contentEs?: string | null;

  /** Stars from 1 to 5 in half steps. */
  @Property({ type: 'decimal', runtimeType: 'number', precision: 2, scale: 1, default: 5 })
  rating = 5;

  /** Portrait URL; without one the frontends draw an avatar from the name. */
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  @Property({ type: 'boolean', default: false })
  approved = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
