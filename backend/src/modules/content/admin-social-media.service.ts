import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { clientText, loadPage, pageOrder, textSearch } from '../../platform/http/pagination';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { User } from '../auth/entities/user.entity';
import { addressOf } from '../auth/team-addresses';
import {
  ADMIN_SOCIAL_SORTS,
  type AdminSocialPostsQuery,
  type DraftSocialPostRequest,
  type UpdateSocialPostRequest,
} from './dto/social-post-requests.dto';
import { AdminSocialPostDto, type AdminSocialPostsPageDto } from './dto/social-post.dto';
import { SocialMediaContent } from './entities/social-media-content.entity';
import { approvalRequestMail, postLink } from './social-post-mails';
import { initialStatus } from './social-post-states';
import { applyTransition, applyWords } from './social-media.service';

/**
 * The team's side of the social library: drafting posts for a client to approve, revising them
 * when the client asks for changes, and reading every client's posts with their decisions.
 * The client is mailed each draft and revision in their language.
 */
@Injectable()
export class AdminSocialMediaService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: AdminSocialPostsQuery): Promise<AdminSocialPostsPageDto> {
    const em = this.em.fork();
    const equal: Record<string, string> = {};
    if (query.platform) equal.platform = query.platform;
    if (query.status) equal.status = query.status;
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.origin) {
      conditions.push('t."drafted_by_team" = ?');
      params.push(query.origin === 'team');
    }
    const search = textSearch(query.q, [
      't."content"',
      't."content_es"',
      // The client's name and address, so a client is found by who they are as well.
      clientText('t."user_id"'),
    ]);
    if (search.extra) {
      conditions.push(search.extra);
      params.push(...(search.extraParams ?? []));
    }
    const filters = {
      equal,
      ...(conditions.length > 0 ? { extra: conditions.join(' and '), extraParams: params } : {}),
      order: pageOrder(query.sort, ADMIN_SOCIAL_SORTS),
    };
    const { items, nextCursor } = await loadPage(
      em,
      'social_media_content',
      query.clientId ? { column: 'user_id', value: query.clientId, ...filters } : filters,
      query,
      (ids) =>
        em.find(SocialMediaContent, { id: { $in: ids } }, { populate: ['user', 'draftedBy'] }),
    );
    return { items: items.map((post) => AdminSocialPostDto.forTeam(post)), nextCursor };
  }

  async draft(admin: User, request: DraftSocialPostRequest): Promise<AdminSocialPostDto> {
    const mails: MailOutbox[] = [];
    const post = await this.em.fork().transactional(async (em) => {
      const client = await em.findOne(User, {
        id: request.clientId,
        role: 'user',
        isActive: true,
      });
      if (!client) throw new LocalizedException(400, 'social.clientId.invalid');
      const created = em.create(SocialMediaContent, {
        user: client,
        platform: request.platform,
        content: request.content,
        contentEs: request.contentEs ?? null,
        aiGenerated: request.aiGenerated ?? false,
        metadata: { hashtags: request.hashtags ?? [] },
        status: initialStatus(true),
        draftedBy: em.getReference(User, admin.id),
        draftedByTeam: true,
      });
      await em.flush();
      mails.push(this.approvalRequest(em, created, false));
      await em.flush();
      return created;
    });
    await this.mail.dispatch(mails);
    return this.read(post.id);
  }

  /** A new version of a team draft, which goes back to the client for approval. */
  async revise(id: number, change: UpdateSocialPostRequest): Promise<AdminSocialPostDto> {
    const mails: MailOutbox[] = [];
    await this.em.fork().transactional(async (em) => {
      const post = await em.findOne(SocialMediaContent, id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (!post) throw new LocalizedException(404, 'social.notFound');
      applyTransition(post, 'revise');
      applyWords(post, change);
      await em.populate(post, ['user']);
      if (post.user.isActive) mails.push(this.approvalRequest(em, post, true));
      await em.flush();
    });
    await this.mail.dispatch(mails);
    return this.read(id);
  }

  private approvalRequest(em: EntityManager, post: SocialMediaContent, revised: boolean) {
    const to = addressOf(post.user);
    const link = postLink(this.config.http.publicUrl, post.id, to.language);
    return this.mail.stage(em, approvalRequestMail(post, to, link, revised));
  }

  private async read(id: number): Promise<AdminSocialPostDto> {
    const post = await this.em
      .fork()
      .findOneOrFail(SocialMediaContent, id, { populate: ['user', 'draftedBy'] });
    return AdminSocialPostDto.forTeam(post);
  }
}
