import type { BlogPost, BlogPostDetail } from '@terrabridge/api-client';
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

/** The body as the API rendered it (sanitised HTML), in Spanish when there is one. */
export function postHtml(post: BlogPostDetail, language: Language): string {
  return language === 'es' && post.contentHtmlEs ? post.contentHtmlEs : post.contentHtml;
}

/** The post's own excerpt in the language when it has one, else the start of its body as text. */
export function postExcerpt(post: BlogPost, language: Language): string {
  const own = language === 'es' && post.excerptEs ? post.excerptEs : post.excerpt;
  return own ?? (language === 'es' && post.summaryEs ? post.summaryEs : post.summary);
}

/** The featured image's text alternative; none (decorative) for a stock or unlabelled image. */
export function postImageAlt(post: BlogPost, language: Language): string {
  return (language === 'es' && post.featuredImageAltEs) || post.featuredImageAlt || '';
}

export function postImage(post: BlogPost): string {
  return post.featuredImage ?? BLOG_STOCK_IMAGE;
}

export function authorName(post: BlogPost): string | null {
  const name = [post.author?.firstName, post.author?.lastName].filter(Boolean).join(' ');
  return name || null;
}
