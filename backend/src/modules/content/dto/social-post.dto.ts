import { ApiProperty } from '@nestjs/swagger';

import { displayName } from '../../auth/team-addresses';
import { PageOf } from '../../../platform/http/page.dto';
import type { SocialMediaContent } from '../entities/social-media-content.entity';
import {
  ownerActions,
  POST_ACTIONS,
  type PostAction,
  SOCIAL_POST_STATUSES,
  type SocialPostStatus,
  teamActions,
} from '../social-post-states';
import { fitsItsNetwork } from '../social-post-fit';

/** A post of the client's content library, as the portal lists and edits it. */
export class SocialPostDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({
    example: 'instagram',
    description:
      'twitter, facebook, instagram or linkedin for a post; saved recommendations may name several',
  })
  platform!: string;

  @ApiProperty({ description: 'The text in English (or the only language it was written in)' })
  content!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The text in Spanish, if written' })
  contentEs!: string | null;

  @ApiProperty({ type: [String], example: ['#hiking', '#outdoors'] })
  hashtags!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'Address of an image for the post' })
  image!: string | null;

  @ApiProperty({
    enum: SOCIAL_POST_STATUSES,
    description: 'See docs/architecture.md (social post states) and docs/social.md (posted)',
  })
  status!: SocialPostStatus;

  @ApiProperty({ description: 'Drafted by the team for the client, who approves it' })
  draftedByTeam!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The client's comment with their last request for changes",
  })
  reviewComment!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the client last approved the post or asked for changes',
  })
  decidedAt!: string | null;

  @ApiProperty({ description: 'A time is chosen (status scheduled, or due once it came)' })
  scheduled!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The chosen time, UTC',
  })
  scheduledDate!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the ready-to-post mail of the chosen time was written',
  })
  remindedAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the client marked it posted (status posted)',
  })
  postedAt!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.instagram.com/p/C0ffee/',
    description: "The live post's address, when the client gave it",
  })
  postedUrl!: string | null;

  @ApiProperty({ description: 'Written by the AI generator rather than by hand' })
  aiGenerated!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({
    enum: POST_ACTIONS,
    isArray: true,
    description:
      'What the reader may do with the post now (the owner; revise: the team). No schedule for a post over its network’s limit.',
  })
  actions!: PostAction[];

  /** The post as its owner reads it, with the owner's actions. */
  static from(post: SocialMediaContent, actions?: PostAction[]): SocialPostDto {
    const rawTags = post.metadata?.hashtags;
    const hashtags = Array.isArray(rawTags)
      ? rawTags.filter((tag): tag is string => typeof tag === 'string')
      : [];
    return {
      id: post.id,
      platform: post.platform,
      content: post.content,
      contentEs: post.contentEs ?? null,
      hashtags,
      image: post.image ?? null,
      status: post.status,
      draftedByTeam: post.draftedByTeam,
      reviewComment: post.reviewComment ?? null,
      decidedAt: post.decidedAt?.toISOString() ?? null,
      scheduled: post.scheduled,
      scheduledDate: post.scheduledDate?.toISOString() ?? null,
      remindedAt: post.remindedAt?.toISOString() ?? null,
      postedAt: post.postedAt?.toISOString() ?? null,
      postedUrl: post.postedUrl ?? null,
      aiGenerated: post.aiGenerated,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      actions:
        actions ??
        ownerActions({
          status: post.status,
          draftedByTeam: post.draftedByTeam,
          fitsNetwork: fitsItsNetwork({ ...post, hashtags }),
        }),
    };
  }
}

export class SocialPostsPageDto extends PageOf(SocialPostDto, 'older posts') {}

/** The scheduled (and due) posts of a calendar view. */
export class SocialCalendarDto {
  @ApiProperty({ type: [SocialPostDto], description: 'By scheduled time, earliest first' })
  items!: SocialPostDto[];
}

export class PersonRefDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'Full name, or the username when there is none' })
  name!: string;
}

export class ClientRefDto extends PersonRefDto {
  @ApiProperty()
  email!: string;
}

/** A client's post as the team sees it: whose it is, who drafted it, and what the team may do. */
export class AdminSocialPostDto extends SocialPostDto {
  @ApiProperty({ type: ClientRefDto })
  client!: ClientRefDto;

  @ApiProperty({ type: PersonRefDto, nullable: true, description: 'The admin who drafted it' })
  draftedBy!: PersonRefDto | null;

  /** Needs `user` and `draftedBy` loaded. */
  static forTeam(post: SocialMediaContent): AdminSocialPostDto {
    const drafter = post.draftedBy;
    return {
      ...SocialPostDto.from(post, teamActions(post)),
      client: { id: post.user.id, name: displayName(post.user), email: post.user.email },
      draftedBy: drafter ? { id: drafter.id, name: displayName(drafter) } : null,
    };
  }
}

export class AdminSocialPostsPageDto extends PageOf(AdminSocialPostDto, 'older posts') {}
