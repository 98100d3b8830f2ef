import { ApiProperty } from '@nestjs/swagger';

import type { BlogPost } from '../entities/blog-post.entity';

/** The author's public name only: no username, email or anything else of the account. */
export class BlogAuthorDto {
  @ApiProperty({ type: String, nullable: true, example: 'Daniela' })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Pereira' })
  lastName!: string | null;
}

/**
 * A published article. Bodies are plain text with light markup: blank lines between paragraphs,
 * `#`..`####` headings, `- ` bullet lists and `1.` numbered lists.
 */
export class BlogPostDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'practical-ai-for-small-businesses' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  contentEs!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/images/blog/practical-ai.jpg' })
  featuredImage!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: BlogAuthorDto, nullable: true })
  author!: BlogAuthorDto | null;

  static from(post: BlogPost): BlogPostDto {
    const author = post.author;
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      titleEs: post.titleEs ?? null,
      content: post.content,
      contentEs: post.contentEs ?? null,
      featuredImage: post.featuredImage ?? null,
      createdAt: post.createdAt.toISOString(),
      author: author
        ? { firstName: author.firstName ?? null, lastName: author.lastName ?? null }
        : null,
    };
  }
}
