import type { Language } from '../../../platform/i18n/messages';
import { jsonForScript } from './json-for-script';

/** What the server tells browsers and search engines about one page. */
export interface PageMeta {
  status: 200 | 404;
  language: Language;
  title: string;
  description: string;
  /** The page's path without the language parameter. */
  path: string;
  indexed: boolean;
  /** Site-relative or absolute; the default Open Graph image when absent. */
  image?: string | null;
  type: 'website' | 'article';
  publishedTime?: string;
  /** schema.org objects, each written as JSON-LD. */
  structuredData?: object[];
}

export const DEFAULT_SHARE_IMAGE = '/images/site/og-default.jpg';
export const SITE_NAME = 'TerraBridge Digital';

const OG_LOCALE: Record<Language, string> = { en: 'en_US', es: 'es_ES' };

/** English lives at the plain path; Spanish at the same path with ?lang=es. */
export function localizedUrl(origin: string, path: string, language: Language): string {
  return `${origin}${path}${language === 'es' ? '?lang=es' : ''}`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The tags of a page's head: title, description, canonical and language links, social cards. */
export function renderHead(meta: PageMeta, origin: string): string {
  const url = localizedUrl(origin, meta.path, meta.language);
  const image = absoluteUrl(origin, meta.image || DEFAULT_SHARE_IMAGE);
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
    `<meta name="robots" content="${meta.indexed ? 'index, follow' : 'noindex, follow'}">`,
  ];
  if (meta.status === 200) {
    tags.push(
      `<link rel="canonical" href="${attr(url)}">`,
      `<link rel="alternate" hreflang="en" href="${attr(localizedUrl(origin, meta.path, 'en'))}">`,
      `<link rel="alternate" hreflang="es" href="${attr(localizedUrl(origin, meta.path, 'es'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${attr(localizedUrl(origin, meta.path, 'en'))}">`,
    );
  }
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${SITE_NAME} Blog" href="${attr(`${origin}/rss.xml${meta.language === 'es' ? '?lang=es' : ''}`)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    `<meta property="og:description" content="${attr(meta.description)}">`,
    `<meta property="og:url" content="${attr(url)}">`,
    `<meta property="og:image" content="${attr(image)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[meta.language]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[meta.language === 'en' ? 'es' : 'en']}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${attr(meta.title)}">`,
    `<meta name="twitter:description" content="${attr(meta.description)}">`,
    `<meta name="twitter:image" content="${attr(image)}">`,
  );
  if (meta.publishedTime) {
    tags.push(`<meta property="article:published_time" content="${attr(meta.publishedTime)}">`);
  }
  for (const data of meta.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('');
}

/**
 * Puts a page's head into the shell's index.html: its language on <html>, and its own title and
 * description in place of the template's defaults.
 */
export function applyHead(template: string, meta: PageMeta, headTags: string): string {
  return (
    template
      .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${meta.language}"`)
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[\s\S]*?>/, '')
      // A function, so `$` sequences in the tags (inlined JSON) are never read as patterns.
      .replace('</head>', () => `${headTags}</head>`)
  );
}
