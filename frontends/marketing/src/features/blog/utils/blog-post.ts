import type { BlogPost } from '@terrabridge/api-client';
import type { Language } from '@terrabridge/i18n';

/** Shown for a post without a featured image. */
export const BLOG_STOCK_IMAGE = '/images/site/blog-stock.jpg';

export function asLanguage(language: string | undefined): Language {
  return language?.startsWith('es') ? 'es' : 'en';
}

/** The Spanish title and body when the language is Spanish and they exist. */
export function postTitle(post: BlogPost, language: Language): string {
  return language === 'es' && post.titleEs ? post.titleEs : post.title;
}

export function postContent(post: BlogPost, language: Language): string {
  return language === 'es' && post.contentEs ? post.contentEs : post.content;
}

export function postImage(post: BlogPost): string {
  return post.featuredImage ?? BLOG_STOCK_IMAGE;
}

export function authorName(post: BlogPost): string | null {
  const name = [post.author?.firstName, post.author?.lastName].filter(Boolean).join(' ');
  return name || null;
}
