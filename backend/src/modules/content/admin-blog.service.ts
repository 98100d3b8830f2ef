import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { loadPage, pageOrder, textSearch } from '../../platform/http/pagination';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { User } from '../auth/entities/user.entity';
import { FilesService } from '../files/files.service';
import { StoredFile } from '../files/stored-file.entity';
import type { UploadedPart } from '../files/multipart-upload.interceptor';
import type { BlogPostStatus } from './blog-visibility';
import {
  AdminBlogPostDto,
  type AdminBlogPostsPageDto,
  type BlogImageDto,
} from './dto/admin-blog-post.dto';
import {
  type AdminBlogPostsQuery,
  BLOG_POST_SORTS,
  type CreateBlogPostRequest,
  type UpdateBlogPostRequest,
} from './dto/admin-blog-requests.dto';
import { BlogPost } from './entities/blog-post.entity';
import { slugFromTitle } from './slugs';

/** The SQL of each status filter over the row `t`. */
const STATUS_SQL: Record<BlogPostStatus, string> = {
  draft: 't."published" = false',
  scheduled: 't."published" = true and t."published_at" > now()',
  published: 't."published" = true and coalesce(t."published_at", t."created_at") <= now()',
};

/**
 * The admin's blog: every post, written and published here. Writes go through the ORM, so the
 * public cache (the blog pages, the sitemap, the feed) drops what they change at once.
 */
@Injectable()
export class AdminBlogService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  async list(query: AdminBlogPostsQuery): Promise<AdminBlogPostsPageDto> {
    const em = this.em.fork();
    const search = textSearch(query.q, ['t."title"', 't."title_es"', 't."slug"']);
    const filters = [query.status ? STATUS_SQL[query.status] : null, search.extra].filter(
      (part): part is string => Boolean(part),
    );
    const now = new Date();
    return loadPage(
      em,
      'blog_posts',
      {
        extra: filters.length > 0 ? filters.join(' and ') : undefined,
        extraParams: search.extraParams,
        order: pageOrder(query.sort, BLOG_POST_SORTS),
      },
      query,
      async (ids) =>
        (await em.find(BlogPost, { id: { $in: ids } }, { populate: ['author'] })).map((post) =>
          AdminBlogPostDto.from(post, now),
        ),
    );
  }

  async detail(id: number): Promise<AdminBlogPostDto> {
    return AdminBlogPostDto.from(await this.find(this.em.fork(), id));
  }

  async create(body: CreateBlogPostRequest, author: User): Promise<AdminBlogPostDto> {
    const em = this.em.fork();
    const slug = body.slug ?? (await this.freeSlug(em, body.title));
    const post = em.create(BlogPost, {
      title: body.title,
      content: body.content,
      slug,
      author: em.getReference(User, author.id),
    });
    await this.apply(em, post, body);
    return this.save(em, post);
  }

  async update(id: number, body: UpdateBlogPostRequest): Promise<AdminBlogPostDto> {
    const em = this.em.fork();
    const post = await this.find(em, id);
    if (body.title === null) throw new LocalizedException(400, 'blog.title.required');
    if (body.content === null) throw new LocalizedException(400, 'blog.content.required');
    if (body.title !== undefined) post.title = body.title;
    if (body.content !== undefined) post.content = body.content;
    if (body.slug) post.slug = body.slug;
    await this.apply(em, post, body);
    return this.save(em, post);
  }

  async remove(id: number): Promise<void> {
    const em = this.em.fork();
    em.remove(await this.find(em, id));
    await em.flush();
  }

  /** Checks and keeps an image (admins only, until a public post shows it). */
  async uploadImage(part: UploadedPart | undefined, admin: User): Promise<BlogImageDto> {
    if (!part) throw new LocalizedException(400, 'files.required');
    const em = this.em.fork();
    const file = this.files.prepareImage(em, part, em.getReference(User, admin.id));
    await em.flush();
    return {
      fileId: file.id,
      preview: `${FilesService.url(file)}?inline=1`,
      contentType: file.contentType,
      size: file.size,
    };
  }

  /** The optional fields of a create or an update, as given. */
  private async apply(
    em: EntityManager,
    post: BlogPost,
    body: UpdateBlogPostRequest,
  ): Promise<void> {
    if (body.titleEs !== undefined) post.titleEs = body.titleEs;
    if (body.excerpt !== undefined) post.excerpt = body.excerpt;
    if (body.excerptEs !== undefined) post.excerptEs = body.excerptEs;
    if (body.contentEs !== undefined) post.contentEs = body.contentEs;
    if (body.featuredImageAlt !== undefined) post.featuredImageAlt = body.featuredImageAlt;
    if (body.featuredImageAltEs !== undefined) post.featuredImageAltEs = body.featuredImageAltEs;
    if (body.featuredImageFileId !== undefined)
      post.featuredImageFile =
        body.featuredImageFileId === null ? null : await this.image(em, body.featuredImageFileId);
    if (body.publishedAt !== undefined)
      post.publishedAt = body.publishedAt === null ? null : new Date(body.publishedAt);
    if (body.published !== undefined) post.published = body.published;
    // Publishing without a date publishes now, and the date records it.
    if (post.published && !post.publishedAt) post.publishedAt = new Date();
    if (post.featuredImageFile && !post.featuredImageAlt)
      throw new LocalizedException(400, 'blog.imageAlt.required');
  }

  /** An image uploaded as a featured image: an image file that belongs to no project. */
  private async image(em: EntityManager, fileId: number): Promise<StoredFile> {
    const file = await em.findOne(StoredFile, { id: fileId, project: null });
    if (!file || !file.contentType.startsWith('image/'))
      throw new LocalizedException(400, 'blog.image.invalid');
    return file;
  }

  private async save(em: EntityManager, post: BlogPost): Promise<AdminBlogPostDto> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new LocalizedException(409, 'blog.slug.taken', { slug: post.slug });
      throw error;
    }
    await em.populate(post, ['author']);
    return AdminBlogPostDto.from(post);
  }

  /** The title's slug, numbered (`-2`, `-3`…) past the ones other posts use. */
  private async freeSlug(em: EntityManager, title: string): Promise<string> {
    const base = slugFromTitle(title) || 'post';
    const taken = new Set(
      (
        await em.find(
          BlogPost,
          { slug: { $like: `${base}%` } },
          { fields: ['slug'], disableIdentityMap: true },
        )
      ).map((post) => post.slug),
    );
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }

  private async find(em: EntityManager, id: number): Promise<BlogPost> {
    const post = await em.findOne(BlogPost, id, { populate: ['author'] });
    if (!post) throw new LocalizedException(404, 'blog.notFound');
    return post;
  }
}
