import { ApiProperty } from '@nestjs/swagger';

import { markdownExcerpt, renderMarkdown } from '../../../platform/markdown/markdown';
import type { BlogPost } from '../entities/blog-post.entity';

/** The author's public name only: no username, email or anything else of the account. */
export class BlogAuthorDto {
  @ApiProperty({ type: String, nullable: true, example: 'Daniela' })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Pereira' })
  lastName!: string | null;
}

/**
 * What a post says and shows, as visitors and admins both read it. Bodies are CommonMark
 * (platform/markdown): the API sends them as written, and as sanitised HTML where a page shows
 * them.
 */
export class BlogPostTextsDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'practical-ai-for-small-businesses' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Without one, the body starts the card',
  })
  excerpt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  excerptEs!: string | null;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  contentEs!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/images/blog/practical-ai.jpg',
    description: 'Its public URL (an upload is public while the post is)',
  })
  featuredImage!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The image's text alternative" })
  featuredImageAlt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  featuredImageAltEs!: string | null;

  @ApiProperty({ type: BlogAuthorDto, nullable: true })
  author!: BlogAuthorDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

/** The fields of BlogPostTextsDto, read from a post. */
export function blogPostTexts(post: BlogPost): BlogPostTextsDto {
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
    featuredImage: featuredImageUrl(post),
    featuredImageAlt: post.featuredImageAlt ?? null,
    featuredImageAltEs: post.featuredImageAltEs ?? null,
    author: author
      ? { firstName: author.firstName ?? null, lastName: author.lastName ?? null }
      : null,
    createdAt: post.createdAt.toISOString(),
  };
}

/** A published article. */
export class BlogPostDto extends BlogPostTextsDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the post went public' })
  publishedAt!: string;

  @ApiProperty({ description: 'The start of the body as plain text, formatting removed' })
  summary!: string;

  @ApiProperty({ type: String, nullable: true })
  summaryEs!: string | null;

  static from(post: BlogPost): BlogPostDto {
    return {
      ...blogPostTexts(post),
      publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
      summary: markdownExcerpt(post.content),
      summaryEs: post.contentEs ? markdownExcerpt(post.contentEs) : null,
    };
  }
}

/** A published article with its body rendered, as its own page shows it. */
export class BlogPostDetailDto extends BlogPostDto {
  @ApiProperty({ description: 'The body as sanitised HTML (headings start at h2)' })
  contentHtml!: string;

  @ApiProperty({ type: String, nullable: true })
  contentHtmlEs!: string | null;

  static fromPost(post: BlogPost): BlogPostDetailDto {
    return {
      ...BlogPostDto.from(post),
      contentHtml: renderMarkdown(post.content),
      contentHtmlEs: post.contentEs ? renderMarkdown(post.contentEs) : null,
    };
  }
}

/** Where visitors load a post's image: its upload (public while the post is), else its site URL. */
export function featuredImageUrl(post: BlogPost): string | null {
  const file = post.featuredImageFile;
  return file ? `/api/blog/images/${file.id}` : (post.featuredImage ?? null);
}
