import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { loadPage, type PageRequest } from '../../../platform/http/pagination';
import { User } from '../../auth/entities/user.entity';
import {
  type SaveRecommendationsRequest,
  SavedRecommendationDto,
  type SavedRecommendationsPageDto,
} from './dto/saved-recommendation.dto';
import { SavedRecommendation } from './saved-recommendation.entity';

/**
 * A client's saved recommendation sets. Every read and change is scoped to the owner: another
 * client's set answers exactly like one that does not exist.
 */
@Injectable()
export class SavedRecommendationsService {
  constructor(private readonly em: EntityManager) {}

  async list(user: User, query: PageRequest): Promise<SavedRecommendationsPageDto> {
    const em = this.em.fork();
    const { items, nextCursor } = await loadPage(
      em,
      'saved_recommendations',
      { column: 'user_id', value: user.id },
      query,
      (ids) => em.find(SavedRecommendation, { id: { $in: ids } }),
    );
    return { items: items.map((set) => SavedRecommendationDto.from(set)), nextCursor };
  }

  async save(user: User, request: SaveRecommendationsRequest): Promise<SavedRecommendationDto> {
    const em = this.em.fork();
    const set = em.create(SavedRecommendation, {
      user: em.getReference(User, user.id),
      audience: request.audience,
      industry: request.industry,
      topics: request.topics,
      contentTypes: request.contentTypes,
      platforms: request.platforms,
    });
    await em.flush();
    return SavedRecommendationDto.from(set);
  }

  async get(user: User, id: number): Promise<SavedRecommendationDto> {
    return SavedRecommendationDto.from(await this.own(this.em.fork(), user, id));
  }

  async remove(user: User, id: number): Promise<void> {
    const em = this.em.fork();
    await em.remove(await this.own(em, user, id)).flush();
  }

  private async own(em: EntityManager, user: User, id: number): Promise<SavedRecommendation> {
    const set = await em.findOne(SavedRecommendation, { id, user: user.id });
    if (!set) throw new LocalizedException(404, 'recommendations.notFound');
    return set;
  }
}
