import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../platform/http/parse-slug.pipe';
import { trimOrNull } from '../../../platform/http/transforms';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '../blog-visibility';
import { RequiredText, OptionalText } from '../../../platform/http/text-fields';

/** The admin blog list's sorts (see pageOrder); no sort is newest first. */
export const BLOG_POST_SORTS = {
  createdAt: 't."created_at"',
  title: 'lower(t."title")',
  publishedAt: 'coalesce(t."published_at", t."created_at")',
};

export class AdminBlogPostsQuery extends SearchPageQuery {
  @ApiPropertyOptional({ enum: BLOG_POST_STATUSES })
  @IsOptional()
  @IsIn(BLOG_POST_STATUSES, { message: 'blog.status.invalid' })
  status?: BlogPostStatus;

  @SortParam(BLOG_POST_SORTS)
  sort?: string;
}

export class CreateBlogPostRequest {
  @ApiProperty({ maxLength: 255 })
  @RequiredText('blog.title.required', 255, 'blog.title.max')
  title!: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true })
  @OptionalText(255, 'blog.title.max')
  titleEs?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: SLUG_MAX_LENGTH,
    pattern: SLUG_PATTERN.source,
    description: 'Made from the title when left out; must not be taken',
  })
  @Transform(trimOrNull)
  @IsOptional()
  @IsString({ message: 'blog.slug.invalid' })
  @MaxLength(SLUG_MAX_LENGTH, { message: 'blog.slug.invalid' })
  @Matches(SLUG_PATTERN, { message: 'blog.slug.invalid' })
  slug?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 300, nullable: true })
  @OptionalText(300, 'blog.excerpt.max')
  excerpt?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 300, nullable: true })
  @OptionalText(300, 'blog.excerpt.max')
  excerptEs?: string | null;

  @ApiProperty({ maxLength: 50000, description: 'Light markup: #..#### headings, - and 1. lists' })
  @RequiredText('blog.content.required', 50000, 'blog.content.max')
  content!: string;

  @ApiPropertyOptional({ type: String, maxLength: 50000, nullable: true })
  @OptionalText(50000, 'blog.content.max')
  contentEs?: string | null;

  @ApiPropertyOptional({ description: 'Publish (now, or at publishedAt); false keeps a draft' })
  @IsOptional()
  @IsBoolean({ message: 'blog.published.invalid' })
  published?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a published post goes public; a future time schedules it',
  })
  @IsOptional()
  @IsString({ message: 'blog.publishedAt.invalid' })
  @IsISO8601({ strict: true }, { message: 'blog.publishedAt.invalid' })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, { message: 'blog.publishedAt.invalid' })
  publishedAt?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'The fileId of an image uploaded to /api/admin/blog-posts/images; null removes it',
  })
  @IsOptional()
  @IsInt({ message: 'blog.image.invalid' })
  @Min(1, { message: 'blog.image.invalid' })
  @Max(2147483647, { message: 'blog.image.invalid' })
  featuredImageFileId?: number | null;

  @ApiPropertyOptional({ type: String, maxLength: 200, nullable: true })
  @OptionalText(200, 'blog.imageAlt.max')
  featuredImageAlt?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 200, nullable: true })
  @OptionalText(200, 'blog.imageAlt.max')
  featuredImageAltEs?: string | null;
}

export class UpdateBlogPostRequest extends PartialType(CreateBlogPostRequest) {}

/** The multipart form of an image upload, for the API document. */
export class BlogImageForm {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG, GIF or WebP, <= 10 MB',
  })
  file!: unknown;
}

/** A body to see rendered as its page would show it, before it is saved. */
export class PreviewBlogBodyRequest {
  @ApiProperty({ example: 'Some **bold** text', maxLength: 50_000 })
  @IsString()
  @MaxLength(50_000)
  content!: string;
}
