import { ApiProperty } from '@nestjs/swagger';

import { PageOf } from '../../../platform/http/page.dto';
import { FilesService } from '../../files/files.service';
import { BLOG_POST_STATUSES, type BlogPostStatus, statusOf } from '../blog-visibility';
import type { BlogPost } from '../entities/blog-post.entity';
import { BlogAuthorDto, featuredImageUrl } from './blog-post.dto';

/** A post as the admin edits it: drafts and scheduled posts included. */
export class AdminBlogPostDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'practical-ai-for-small-businesses' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty({ type: String, nullable: true })
  excerpt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  excerptEs!: string | null;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  contentEs!: string | null;

  @ApiProperty({ enum: BLOG_POST_STATUSES, description: 'scheduled: published with a future date' })
  status!: BlogPostStatus;

  @ApiProperty()
  published!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The uploaded featured image' })
  featuredImageFileId!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Its public URL (once public)' })
  featuredImage!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Where an admin previews it now' })
  featuredImagePreview!: string | null;

  @ApiProperty({ type: String, nullable: true })
  featuredImageAlt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  featuredImageAltEs!: string | null;

  @ApiProperty({ type: BlogAuthorDto, nullable: true })
  author!: BlogAuthorDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  static from(post: BlogPost, now = new Date()): AdminBlogPostDto {
    const file = post.featuredImageFile;
    const author = post.author;
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      titleEs: post.titleEs ?? null,
      excerpt: post.excerpt ?? null,
      excerptEs: post.excerptEs ?? null,
      content: post.content,
      contentEs: post.contentEs ?? null,
      status: statusOf(post, now),
      published: post.published,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      featuredImageFileId: file?.id ?? null,
      featuredImage: featuredImageUrl(post),
      featuredImagePreview: file
        ? `${FilesService.url(file)}?inline=1`
        : (post.featuredImage ?? null),
      featuredImageAlt: post.featuredImageAlt ?? null,
      featuredImageAltEs: post.featuredImageAltEs ?? null,
      author: author
        ? { firstName: author.firstName ?? null, lastName: author.lastName ?? null }
        : null,
      createdAt: post.createdAt.toISOString(),
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
