import type { Language } from '../../../platform/i18n/messages';
import type { BlogPostDto } from '../../content/dto/blog-post.dto';
import { absoluteUrl, escapeHtml, localizedUrl } from './page-meta';
import { markdownText } from '../../../platform/markdown/markdown';
import { localized, summarize } from './summary';

const CHANNEL: Record<Language, { title: string; description: string }> = {
  en: {
    title: 'TerraBridge Digital Blog',
    description:
      'Practical advice on websites, automation, branding, marketing and AI for small businesses.',
  },
  es: {
    title: 'Blog de TerraBridge Digital',
    description:
      'Consejos prácticos sobre sitios web, automatización, branding, marketing e IA para pequeñas empresas.',
  },
};

/** The blog as an RSS 2.0 feed in one language, newest post first. */
export function renderRss(origin: string, language: Language, posts: BlogPostDto[]): string {
  const channel = CHANNEL[language];
  const items = posts.map((post) => {
    const url = localizedUrl(origin, `/blog/${post.slug}`, language);
    return [
      '<item>',
      `<title>${escapeHtml(localized(language, post.title, post.titleEs))}</title>`,
      `<link>${escapeHtml(url)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `<description>${escapeHtml(summarize(markdownText(localized(language, post.content, post.contentEs)), 300))}</description>`,
      post.featuredImage
        ? `<enclosure url="${escapeHtml(absoluteUrl(origin, post.featuredImage))}" type="image/jpeg" length="0"/>`
        : '',
      '</item>',
    ].join('');
  });
  const self = `${origin}/rss.xml${language === 'es' ? '?lang=es' : ''}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${channel.title}</title>`,
    `<link>${escapeHtml(localizedUrl(origin, '/blog', language))}</link>`,
    `<description>${channel.description}</description>`,
    `<language>${language === 'es' ? 'es' : 'en-us'}</language>`,
    `<atom:link href="${escapeHtml(self)}" rel="self" type="application/rss+xml"/>`,
    posts[0]
      ? `<lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>`
      : '',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
