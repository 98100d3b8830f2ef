import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

import { PageQuery, SortParam } from '../../../platform/http/pagination';
import { SOCIAL_POST_STATUSES, type SocialPostStatus } from '../social-post-states';
import { SaveSocialPostRequest } from './save-social-post.dto';
import { trim, trimOrNull } from '../../../platform/http/transforms';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** An instant with its offset: '2026-12-01T15:00:00Z' or '2026-12-01T12:00:00-03:00'. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** The library's filters: one network, one state, or both. */
export class SocialPostsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SOCIAL_PLATFORMS })
  @IsOptional()
  @IsIn(SOCIAL_PLATFORMS, { message: 'social.platform.invalid' })
  platform?: SocialPlatform;

  @ApiPropertyOptional({ enum: SOCIAL_POST_STATUSES })
  @IsOptional()
  @IsIn(SOCIAL_POST_STATUSES, { message: 'social.status.invalid' })
  status?: SocialPostStatus;
}

/**
 * The orders of the admins' list, as SQL over the post row `t` (each with an index, see the
 * AdminClients migration); the client's name is read from the users row.
 */
export const ADMIN_SOCIAL_SORTS = {
  created: 't."created_at"',
  updated: 't."updated_at"',
  status: 't."status"',
  platform: 't."platform"',
};

/** The admins' list: every client's posts, or one client's, with a search and an order. */
export class AdminSocialPostsQuery extends SocialPostsQuery {
  @ApiPropertyOptional({ description: "Only this client's posts" })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'social.clientId.invalid' })
  @Min(1, { message: 'social.clientId.invalid' })
  clientId?: number;

  @ApiPropertyOptional({
    maxLength: 100,
    description: "Text to search for in the post's words and its client's name or email",
  })
  @IsOptional()
  @IsString({ message: 'pagination.search.invalid' })
  @MaxLength(100, { message: 'pagination.search.invalid' })
  q?: string;

  @SortParam(ADMIN_SOCIAL_SORTS)
  sort?: string;

  @ApiPropertyOptional({
    enum: ['team', 'client'],
    description: "Only the team's drafts for clients, or only the clients' own posts",
  })
  @IsOptional()
  @IsIn(['team', 'client'], { message: 'social.origin.invalid' })
  origin?: 'team' | 'client';
}

/**
 * A change to a post's words. Each field is optional; one that is sent follows the rules of a
 * saved post ('El contenido no puede estar vacío', at least 10 characters, ...).
 */
export class UpdateSocialPostRequest extends PartialType(
  PickType(SaveSocialPostRequest, ['content', 'contentEs', 'hashtags'] as const),
) {}

/** A copy of a post for another network, kept as the client's own draft. */
export class DuplicateSocialPostRequest extends PickType(SaveSocialPostRequest, [
  'platform',
] as const) {}

export class ScheduleSocialPostRequest {
  @ApiProperty({
    format: 'date-time',
    example: '2026-12-01T15:00:00Z',
    description:
      'When the ready-to-post text is mailed to the client: a time to come, within two years, with its offset (the portal sends UTC)',
  })
  @IsISO8601({ strict: true }, { message: 'social.schedule.invalid' })
  @Matches(INSTANT, { message: 'social.schedule.invalid' })
  @IsString({ message: 'social.schedule.invalid' })
  scheduledDate!: string;
}

export const POSTED_URL_MAX_LENGTH = 2000;

/** The client posted it on the network: optionally where it lives now. */
export class MarkPostedRequest {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: POSTED_URL_MAX_LENGTH,
    example: 'https://www.instagram.com/p/C0ffee/',
    description: "The live post's address: http or https (blank or left out: none)",
  })
  @Transform(trimOrNull)
  @IsOptional()
  @IsString({ message: 'social.postedUrl.invalid' })
  @MaxLength(POSTED_URL_MAX_LENGTH, { message: 'social.postedUrl.invalid' })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true },
    { message: 'social.postedUrl.invalid' },
  )
  url?: string | null;
}

export class RequestChangesRequest {
  @ApiProperty({ minLength: 1, maxLength: REVIEW_COMMENT_MAX_LENGTH })
  @Transform(trim)
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH, { message: 'social.comment.max' })
  @IsNotEmpty({ message: 'social.comment.required' })
  @IsString({ message: 'social.comment.required' })
  comment!: string;
}

/** The span of a calendar view: at most 62 days (a month grid is 42). */
export class SocialCalendarQuery {
  @ApiProperty({ format: 'date-time', example: '2026-11-30T03:00:00Z', description: 'Inclusive' })
  @IsISO8601({ strict: true }, { message: 'social.calendar.invalid' })
  @Matches(INSTANT, { message: 'social.calendar.invalid' })
  @IsString({ message: 'social.calendar.invalid' })
  from!: string;

  @ApiProperty({ format: 'date-time', example: '2027-01-11T03:00:00Z', description: 'Exclusive' })
  @IsISO8601({ strict: true }, { message: 'social.calendar.invalid' })
  @Matches(INSTANT, { message: 'social.calendar.invalid' })
  @IsString({ message: 'social.calendar.invalid' })
  to!: string;

  @ApiPropertyOptional({ enum: ['en', 'es'], description: 'Language of error messages' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  lang?: 'en' | 'es';
}

/** A post the team drafts for a client, who then approves it or asks for changes. */
export class DraftSocialPostRequest extends SaveSocialPostRequest {
  @ApiProperty({ description: 'The client the post is for' })
  @Transform(toInt)
  @IsInt({ message: 'social.clientId.invalid' })
  @Min(1, { message: 'social.clientId.invalid' })
  clientId!: number;
}
