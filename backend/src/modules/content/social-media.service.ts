import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { loadPage, type PageRequest } from '../../platform/http/pagination';
import { User } from '../auth/entities/user.entity';
import type { SaveSocialPostRequest } from './dto/save-social-post.dto';
import { SocialPostDto, type SocialPostsPageDto } from './dto/social-post.dto';
import { SocialMediaContent } from './entities/social-media-content.entity';

/**
 * A client's social content library. Every read and change is scoped to the owner: another
 * client's post answers exactly like one that does not exist.
 */
@Injectable()
export class SocialMediaService {
  constructor(private readonly em: EntityManager) {}

  /** The user's posts, newest first. */
  async list(user: User, request: PageRequest): Promise<SocialPostsPageDto> {
    const em = this.em.fork();
    const { items, nextCursor } = await loadPage(
      em,
      'social_media_content',
      { column: 'user_id', value: user.id },
      request,
      (ids) => em.find(SocialMediaContent, { id: { $in: ids } }),
    );
    return { items: items.map((post) => SocialPostDto.from(post)), nextCursor };
  }

  async get(user: User, id: number): Promise<SocialPostDto> {
    return SocialPostDto.from(await this.own(this.em.fork(), user, id));
  }

  count(user: User): Promise<number> {
    return this.em.fork().count(SocialMediaContent, { user: user.id });
  }

  async save(user: User, request: SaveSocialPostRequest): Promise<SocialPostDto> {
    const em = this.em.fork();
    const post = em.create(SocialMediaContent, {
      user: em.getReference(User, user.id),
      platform: request.platform,
      content: request.content,
      contentEs: request.contentEs ?? null,
      aiGenerated: request.aiGenerated ?? false,
      metadata: { hashtags: request.hashtags ?? [] },
    });
    await em.flush();
    return SocialPostDto.from(post);
  }

  async remove(user: User, id: number): Promise<void> {
    const em = this.em.fork();
    await em.remove(await this.own(em, user, id)).flush();
  }

  private async own(em: EntityManager, user: User, id: number): Promise<SocialMediaContent> {
    const post = await em.findOne(SocialMediaContent, { id, user: user.id });
    if (!post) throw new LocalizedException(404, 'social.notFound');
    return post;
  }
}
