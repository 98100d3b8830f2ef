import type { ObjectQuery } from '@mikro-orm/core';

import type { BlogPost } from './entities/blog-post.entity';

export type BlogPostStatus = 'draft' | 'scheduled' | 'published';
export const BLOG_POST_STATUSES: readonly BlogPostStatus[] = ['draft', 'scheduled', 'published'];

/** What visitors may read at `now`: published posts whose publish date has come. */
export function visibleAt(now: Date): ObjectQuery<BlogPost> {
  return { published: true, $or: [{ publishedAt: null }, { publishedAt: { $lte: now } }] };
}

/** Where a post stands for the admin: a published post with a future date is scheduled. */
export function statusOf(
  post: Pick<BlogPost, 'published' | 'publishedAt'>,
  now = new Date(),
): BlogPostStatus {
  if (!post.published) return 'draft';
  return post.publishedAt && post.publishedAt > now ? 'scheduled' : 'published';
}
