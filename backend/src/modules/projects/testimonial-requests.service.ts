import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { hashToken } from '../auth/one-time-token';
import { displayName } from '../auth/team-addresses';
import { Testimonial } from '../content/entities/testimonial.entity';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type {
  TestimonialAnswerRequest,
  TestimonialRequestDto,
} from './dto/testimonial-request.dto';
import { TestimonialRequest } from './entities/testimonial-request.entity';

/**
 * The testimonial a completed project's client is asked for (ProjectNotices sends the link): the
 * form reads what it is about, and the one answer becomes a testimonial awaiting approval.
 */
@Injectable()
export class TestimonialRequestsService {
  constructor(private readonly em: EntityManager) {}

  async check(token: string): Promise<TestimonialRequestDto> {
    const request = await this.open(this.em.fork(), token);
    const { project, client } = request;
    return {
      projectTitle: project.title,
      projectTitleEs: project.titleEs ?? null,
      name: displayName(client),
      language: client.language,
    };
  }

  /** Uses the link up and saves the testimonial, unapproved, in one transaction. */
  async answer(answer: TestimonialAnswerRequest): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const request = await this.open(em, answer.token);
      // Taken in one statement, so two answers at once cannot both be saved.
      const taken = await em.nativeUpdate(
        TestimonialRequest,
        { id: request.id, answeredAt: null },
        { answeredAt: new Date() },
      );
      if (taken === 0) throw new LocalizedException(400, 'testimonialRequest.invalid');
      const client = request.client;
      const testimonial = em.create(Testimonial, {
        name: displayName(client).slice(0, 100),
        position: answer.position ?? null,
        company: answer.company ?? null,
        content: answer.content,
        // Written in Spanish, it is the Spanish text too; the team may translate it on approval.
        contentEs: client.language === 'es' ? answer.content : null,
        rating: answer.rating,
        approved: false,
      });
      await em.flush();
      await em.nativeUpdate(
        TestimonialRequest,
        { id: request.id },
        { testimonial: testimonial.id },
      );
    });
  }

  /** The unanswered, unexpired request of this token; 400 for any other token. */
  private async open(em: EntityManager, token: string): Promise<TestimonialRequest> {
    const request = await em.findOne(
      TestimonialRequest,
      { tokenHash: hashToken(token), answeredAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['project', 'client'] },
    );
    if (!request || !request.client.isActive)
      throw new LocalizedException(400, 'testimonialRequest.invalid');
    return request;
  }
}
