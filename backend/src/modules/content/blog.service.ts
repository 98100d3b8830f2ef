import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { PublicCache } from '../../platform/cache/public-cache';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { User } from '../auth/entities/user.entity';
import { BlogPostDto } from './dto/blog-post.dto';
import { BlogPost } from './entities/blog-post.entity';

/** What a blog answer is read from: the posts and their authors' names. */
const SOURCES = [BlogPost, User];

@Injectable()
export class BlogService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: PublicCache,
  ) {}

  /** Published posts only, newest first. */
  listPublished(): Promise<BlogPostDto[]> {
    return this.cache.read('blog', SOURCES, async () => {
      const posts = await this.em
        .fork()
        .find(
          BlogPost,
          { published: true },
          { populate: ['author'], orderBy: { createdAt: 'desc', id: 'desc' } },
        );
      return posts.map((post) => BlogPostDto.from(post));
    });
  }

  /** A published post; drafts answer exactly like posts that do not exist. */
  async getPublished(slug: string): Promise<BlogPostDto> {
    const post = await this.cache.read(`blog:${slug}`, SOURCES, async () => {
      const found = await this.em
        .fork()
        .findOne(BlogPost, { slug, published: true }, { populate: ['author'] });
      return found ? BlogPostDto.from(found) : null;
    });
    if (!post) throw new LocalizedException(404, 'blog.notFound');
    return post;
  }
}
