import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { loadPage, pageOrder, textSearch } from '../../platform/http/pagination';
import {
  AdminTestimonialDto,
  TESTIMONIAL_SORTS,
  type AdminTestimonialsPageDto,
  type AdminTestimonialsQuery,
  type CreateTestimonialRequest,
  type UpdateTestimonialRequest,
} from './dto/admin-testimonial.dto';
import { Testimonial } from './entities/testimonial.entity';

const SEARCHED = ['t."name"', 't."company"', 't."position"', 't."content"', 't."content_es"'];

/**
 * The admin team's review of testimonials. Every change is flushed through the ORM, which drops
 * the cached public list (PublicCacheInvalidator): an approval shows on the website at once.
 */
@Injectable()
export class AdminTestimonialsService {
  constructor(private readonly em: EntityManager) {}

  list(query: AdminTestimonialsQuery): Promise<AdminTestimonialsPageDto> {
    const em = this.em.fork();
    const search = textSearch(query.q, SEARCHED);
    const conditions = [
      ...(query.status ? [`t."approved" = ${query.status === 'approved' ? 'true' : 'false'}`] : []),
      ...(search.extra ? [search.extra] : []),
    ];
    return loadPage(
      em,
      'testimonials',
      {
        extra: conditions.length > 0 ? conditions.join(' and ') : undefined,
        extraParams: search.extraParams,
        order: pageOrder(query.sort, TESTIMONIAL_SORTS),
      },
      query,
      async (ids) =>
        (await em.find(Testimonial, { id: { $in: ids } })).map((row) =>
          AdminTestimonialDto.forAdmin(row),
        ),
    );
  }

  async create(body: CreateTestimonialRequest): Promise<AdminTestimonialDto> {
    const em = this.em.fork();
    const testimonial = em.create(Testimonial, {
      name: body.name,
      position: body.position ?? null,
      company: body.company ?? null,
      content: body.content,
      contentEs: body.contentEs ?? null,
      rating: body.rating ?? 5,
      image: body.image ?? null,
      approved: body.approved ?? false,
    });
    await em.flush();
    return AdminTestimonialDto.forAdmin(testimonial);
  }

  /** Changes only the fields sent. */
  async update(id: number, body: UpdateTestimonialRequest): Promise<AdminTestimonialDto> {
    const em = this.em.fork();
    const testimonial = await em.findOne(Testimonial, id);
    if (!testimonial) throw new LocalizedException(404, 'testimonials.notFound');
    const changes = Object.fromEntries(
      Object.entries({
        name: body.name,
        position: body.position,
        company: body.company,
        content: body.content,
        contentEs: body.contentEs,
        rating: body.rating,
        image: body.image,
        approved: body.approved,
      }).filter(([, value]) => value !== undefined),
    );
    em.assign(testimonial, changes);
    await em.flush();
    return AdminTestimonialDto.forAdmin(testimonial);
  }
}
