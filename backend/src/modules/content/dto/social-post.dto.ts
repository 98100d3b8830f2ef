import { ApiProperty } from '@nestjs/swagger';

import { PageOf } from '../../../platform/http/page.dto';
import type { SocialMediaContent } from '../entities/social-media-content.entity';

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

  @ApiProperty()
  scheduled!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  scheduledDate!: string | null;

  @ApiProperty({ description: 'Written by the AI generator rather than by hand' })
  aiGenerated!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  static from(post: SocialMediaContent): SocialPostDto {
    const hashtags = post.metadata?.hashtags;
    return {
      id: post.id,
      platform: post.platform,
      content: post.content,
      contentEs: post.contentEs ?? null,
      hashtags: Array.isArray(hashtags)
        ? hashtags.filter((tag): tag is string => typeof tag === 'string')
        : [],
      image: post.image ?? null,
      scheduled: post.scheduled,
      scheduledDate: post.scheduledDate?.toISOString() ?? null,
      aiGenerated: post.aiGenerated,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    };
  }
}

export class SocialPostsPageDto extends PageOf(SocialPostDto, 'older posts') {}
