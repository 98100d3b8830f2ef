import { ApiProperty } from '@nestjs/swagger';

import { PageOf } from '../../../platform/http/page.dto';
import { FilesService } from '../../files/files.service';
import { BLOG_POST_STATUSES, type BlogPostStatus, statusOf } from '../blog-visibility';
import type { BlogPost } from '../entities/blog-post.entity';
import { BlogPostTextsDto, blogPostTexts } from './blog-post.dto';

/** A post as the admin edits it: drafts and scheduled posts included. */
export class AdminBlogPostDto extends BlogPostTextsDto {
  @ApiProperty({ enum: BLOG_POST_STATUSES, description: 'scheduled: published with a future date' })
  status!: BlogPostStatus;

  @ApiProperty()
  published!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The uploaded featured image' })
  featuredImageFileId!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Where an admin previews it now' })
  featuredImagePreview!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  static from(post: BlogPost, now = new Date()): AdminBlogPostDto {
    const file = post.featuredImageFile;
    return {
      ...blogPostTexts(post),
      status: statusOf(post, now),
      published: post.published,
      // A post published before scheduling existed went public when it was written.
      publishedAt:
        (post.publishedAt ?? (post.published ? post.createdAt : null))?.toISOString() ?? null,
      featuredImageFileId: file?.id ?? null,
      featuredImagePreview: file
        ? `${FilesService.url(file)}?inline=1`
        : (post.featuredImage ?? null),
      updatedAt: post.updatedAt.toISOString(),
    };
  }
}

export class AdminBlogPostsPageDto extends PageOf(AdminBlogPostDto, 'older posts') {}

/** An image uploaded for a post, to set as its featured image. */
export class BlogImageDto {
  @ApiProperty({ example: 12 })
  fileId!: number;

  @ApiProperty({ example: '/api/files/12?inline=1', description: 'Where an admin previews it' })
  preview!: string;

  @ApiProperty({ example: 'image/png' })
  contentType!: string;

  @ApiProperty({ example: 48213 })
  size!: number;
}

/** A body rendered: the sanitised HTML its page would show. */
export class BlogBodyPreviewDto {
  @ApiProperty({ example: '<p>Some <strong>bold</strong> text</p>' })
  html!: string;
}
