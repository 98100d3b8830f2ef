import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { PublicCache } from '../../platform/cache/public-cache';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { User } from '../auth/entities/user.entity';
import { FilesService } from '../files/files.service';
import type { StoredFile } from '../files/stored-file.entity';
import { visibleAt } from './blog-visibility';
import { BlogPostDetailDto, BlogPostDto } from './dto/blog-post.dto';
import { BlogPost } from './entities/blog-post.entity';

/** What a blog answer is read from: the posts and their authors' names. */
const SOURCES = [BlogPost, User];

const publicTime = (post: BlogPost) => (post.publishedAt ?? post.createdAt).getTime();

@Injectable()
export class BlogService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: PublicCache,
    private readonly files: FilesService,
  ) {}

  /**
   * Public posts only, newest publish date first. The kept list ends when the next scheduled post
   * is due, so it goes public on time on every page, the sitemap and the feed.
   */
  listPublished(): Promise<BlogPostDto[]> {
    let nextDue: number | null = null;
    return this.cache.read(
      'blog',
      SOURCES,
      async () => {
        const em = this.em.fork();
        const now = new Date();
        const [posts, next] = await Promise.all([
          em.find(BlogPost, visibleAt(now), { populate: ['author'] }),
          em.findOne(
            BlogPost,
            { published: true, publishedAt: { $gt: now } },
            { orderBy: { publishedAt: 'asc' }, fields: ['id', 'publishedAt'] },
          ),
        ]);
        nextDue = next?.publishedAt?.getTime() ?? null;
        return posts
          .sort((a, b) => publicTime(b) - publicTime(a) || b.id - a.id)
          .map((post) => BlogPostDto.from(post));
      },
      () => nextDue,
    );
  }

  /** A public post; drafts and scheduled posts answer exactly like posts that do not exist. */
  async getPublished(slug: string): Promise<BlogPostDetailDto> {
    const post = await this.cache.read(`blog:${slug}`, SOURCES, async () => {
      const found = await this.em
        .fork()
        .findOne(BlogPost, { slug, ...visibleAt(new Date()) }, { populate: ['author'] });
      return found ? BlogPostDetailDto.fromPost(found) : null;
    });
    if (!post) throw new LocalizedException(404, 'blog.notFound');
    return post;
  }

  /** An uploaded featured image, to anyone while a post showing it is public. */
  async publicImage(fileId: number): Promise<StoredFile> {
    const showing = await this.em
      .fork()
      .count(BlogPost, { featuredImageFile: fileId, ...visibleAt(new Date()) });
    const file = showing > 0 ? await this.files.withContent(fileId) : null;
    if (!file) throw new LocalizedException(404, 'files.notFound');
    return file;
  }
}
