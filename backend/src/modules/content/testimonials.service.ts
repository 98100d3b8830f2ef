import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { PublicCache } from '../../platform/cache/public-cache';
import { TestimonialDto } from './dto/testimonial.dto';
import { Testimonial } from './entities/testimonial.entity';

@Injectable()
export class TestimonialsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: PublicCache,
  ) {}

  /** Approved testimonials only, newest first; those waiting for review never leave the API. */
  listApproved(): Promise<TestimonialDto[]> {
    return this.cache.read('testimonials', [Testimonial], async () => {
      const testimonials = await this.em
        .fork()
        .find(Testimonial, { approved: true }, { orderBy: { createdAt: 'desc', id: 'desc' } });
      return testimonials.map((testimonial) => TestimonialDto.from(testimonial));
    });
  }
}
