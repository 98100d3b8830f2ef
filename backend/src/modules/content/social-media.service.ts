import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { SocialPlatform } from '@terrabridge/rules/social-posts';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { loadPage, type PageRequest } from '../../platform/http/pagination';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { User } from '../auth/entities/user.entity';
import { addressOf, teamAddresses } from '../auth/team-addresses';
import type { SaveSocialPostRequest } from './dto/save-social-post.dto';
import type { SocialPostsQuery, UpdateSocialPostRequest } from './dto/social-post-requests.dto';
import { SocialCalendarDto, SocialPostDto, type SocialPostsPageDto } from './dto/social-post.dto';
import { SocialMediaContent } from './entities/social-media-content.entity';
import { type ClientDecision, decisionMail, platformName } from './social-post-mails';
import { fitsItsNetwork } from './social-post-fit';
import { initialStatus, type Transition, transition } from './social-post-states';
import { WebhookDeliveries } from '../webhooks/webhook-deliveries.service';

/** A calendar view spans at most this long (a month grid shows 42 days). */
const CALENDAR_MAX_DAYS = 62;
/** Scheduling further ahead than this is more likely a typo than a plan. */
const SCHEDULE_HORIZON_MS = 2 * 366 * 86_400_000;
const DAY_MS = 86_400_000;

/**
 * Moves a post by `action`, or refuses with a 409 that says why (see social-post-states.ts).
 */
export function applyTransition(post: SocialMediaContent, action: Transition): void {
  const outcome = transition(post, action);
  if (!outcome.allowed) throw new LocalizedException(409, outcome.reason);
  post.status = outcome.status;
}

/** Applies a change of words: only the fields sent; hashtags keep the rest of the metadata. */
export function applyWords(post: SocialMediaContent, change: UpdateSocialPostRequest): void {
  if (change.content !== undefined) post.content = change.content;
  if (change.contentEs !== undefined) post.contentEs = change.contentEs;
  if (change.hashtags !== undefined)
    post.metadata = { ...post.metadata, hashtags: change.hashtags };
}

/**
 * A client's social content library. Every read and change is scoped to the owner: another
 * client's post answers exactly like one that does not exist. Changes of state lock the post's
 * row, so a decision, an edit and the reminder sweep never overwrite one another.
 */
@Injectable()
export class SocialMediaService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webhooks: WebhookDeliveries,
  ) {}

  /** The user's posts, newest first, of one network and/or state when asked. */
  async list(
    user: User,
    query: PageRequest & Partial<SocialPostsQuery>,
  ): Promise<SocialPostsPageDto> {
    const em = this.em.fork();
    const equal: Record<string, string> = {};
    if (query.platform) equal.platform = query.platform;
    if (query.status) equal.status = query.status;
    const { items, nextCursor } = await loadPage(
      em,
      'social_media_content',
      { column: 'user_id', value: user.id, equal },
      query,
      (ids) => em.find(SocialMediaContent, { id: { $in: ids } }),
    );
    return { items: items.map((post) => SocialPostDto.from(post)), nextCursor };
  }

  /** The user's posts with a chosen time in [from, to) (posted ones too), earliest first. */
  async calendar(user: User, from: string, to: string): Promise<SocialCalendarDto> {
    const start = new Date(from);
    const end = new Date(to);
    if (!(end > start) || end.getTime() - start.getTime() > CALENDAR_MAX_DAYS * DAY_MS)
      throw new LocalizedException(400, 'social.calendar.invalid');
    const posts = await this.em.fork().find(
      SocialMediaContent,
      {
        user: user.id,
        status: { $in: ['scheduled', 'due', 'posted'] },
        scheduledDate: { $gte: start, $lt: end },
      },
      { orderBy: { scheduledDate: 'asc', id: 'asc' } },
    );
    return { items: posts.map((post) => SocialPostDto.from(post)) };
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
      status: initialStatus(false),
    });
    await em.flush();
    return SocialPostDto.from(post);
  }

  /** The owner's own edit: it never moves the post (see social-post-states.ts). */
  update(user: User, id: number, change: UpdateSocialPostRequest): Promise<SocialPostDto> {
    return this.change(user, id, (post) => {
      applyTransition(post, 'edit');
      applyWords(post, change);
    });
  }

  async remove(user: User, id: number): Promise<void> {
    const em = this.em.fork();
    await em.remove(await this.own(em, user, id)).flush();
  }

  /** A copy for another network: the client's own draft, unscheduled, whatever the original. */
  async duplicate(user: User, id: number, platform: SocialPlatform): Promise<SocialPostDto> {
    const em = this.em.fork();
    const original = await this.own(em, user, id);
    const copy = em.create(SocialMediaContent, {
      user: original.user,
      platform,
      content: original.content,
      contentEs: original.contentEs ?? null,
      image: original.image ?? null,
      aiGenerated: original.aiGenerated,
      metadata: { hashtags: original.metadata?.hashtags ?? [] },
      status: initialStatus(false),
    });
    await em.flush();
    return SocialPostDto.from(copy);
  }

  /** At `scheduledDate` the ready-to-post text is mailed to the client (SocialPostReminders). */
  schedule(user: User, id: number, scheduledDate: string): Promise<SocialPostDto> {
    const when = new Date(scheduledDate);
    if (when.getTime() <= Date.now()) throw new LocalizedException(400, 'social.schedule.past');
    if (when.getTime() > Date.now() + SCHEDULE_HORIZON_MS)
      throw new LocalizedException(400, 'social.schedule.tooFar');
    return this.change(user, id, (post) => {
      assertFitsNetwork(post);
      applyTransition(post, 'schedule');
      post.scheduled = true;
      post.scheduledDate = when;
      post.remindedAt = null;
    });
  }

  /**
   * The client posted it on the network: it leaves the reminder sweep (a `scheduled` post whose
   * time has not come is never mailed) and keeps its time, so it stays on the calendar.
   */
  markPosted(user: User, id: number, url: string | null): Promise<SocialPostDto> {
    return this.change(user, id, (post) => {
      applyTransition(post, 'markPosted');
      post.postedAt = new Date();
      post.postedUrl = url;
    });
  }

  unschedule(user: User, id: number): Promise<SocialPostDto> {
    return this.change(user, id, (post) => {
      applyTransition(post, 'unschedule');
      post.scheduled = false;
      post.scheduledDate = null;
    });
  }

  async approve(user: User, id: number): Promise<SocialPostDto> {
    const post = await this.decide(user, id, 'approved', null);
    await this.webhooks.emit('social_post.approved', { ...post, clientId: user.id });
    return post;
  }

  requestChanges(user: User, id: number, comment: string): Promise<SocialPostDto> {
    return this.decide(user, id, 'changes_requested', comment);
  }

  /** The owner's decision on a team draft; the team is mailed it, each admin in their language. */
  private decide(
    user: User,
    id: number,
    decision: ClientDecision,
    comment: string | null,
  ): Promise<SocialPostDto> {
    return this.change(user, id, async (post, em) => {
      applyTransition(post, decision === 'approved' ? 'approve' : 'requestChanges');
      post.reviewComment = comment;
      post.decidedAt = new Date();
      const client = addressOf(user);
      return (await teamAddresses(em, this.config.mail.salesAddress)).map((to) =>
        this.mail.stage(em, decisionMail(post, client, decision, to)),
      );
    });
  }

  /**
   * Changes the owner's post in one transaction with its row locked; mails `work` writes are
   * saved in that transaction and queued once it commits.
   */
  private async change(
    user: User,
    id: number,
    work: (
      post: SocialMediaContent,
      em: EntityManager,
    ) => void | MailOutbox[] | Promise<void | MailOutbox[]>,
  ): Promise<SocialPostDto> {
    const mails: MailOutbox[] = [];
    const post = await this.em.fork().transactional(async (em) => {
      const locked = await this.own(em, user, id, true);
      mails.push(...((await work(locked, em)) ?? []));
      await em.flush();
      return locked;
    });
    await this.mail.dispatch(mails);
    return SocialPostDto.from(post);
  }

  private async own(
    em: EntityManager,
    user: User,
    id: number,
    lock = false,
  ): Promise<SocialMediaContent> {
    const post = await em.findOne(
      SocialMediaContent,
      { id, user: user.id },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!post) throw new LocalizedException(404, 'social.notFound');
    return post;
  }
}

/**
 * A post goes out as it is at its time, so it must fit its network then: drafts may run over
 * while they are worked on (the editor counts), a scheduled post may not, in either language.
 */
function assertFitsNetwork(post: SocialMediaContent): void {
  if (fitsItsNetwork({ ...post, hashtags: post.metadata?.hashtags ?? [] })) return;
  throw new LocalizedException(400, 'social.schedule.tooLong', {
    platform: platformName(post.platform as SocialPlatform),
  });
}
