import type { Language } from '../../../platform/i18n/messages';
import { escapeHtml, localizedUrl } from './page-meta';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  changes?: string;
}

const LANGUAGES: Language[] = ['en', 'es'];

/** Every page in both languages, each naming its alternates (Google's hreflang sitemap form). */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const alternates = (path: string) =>
    [...LANGUAGES, 'x-default' as const]
      .map((hreflang) => {
        const href = localizedUrl(origin, path, hreflang === 'x-default' ? 'en' : hreflang);
        return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
      })
      .join('');
  const urls = entries.flatMap((entry) =>
    LANGUAGES.map((language) =>
      [
        '<url>',
        `<loc>${escapeHtml(localizedUrl(origin, entry.path, language))}</loc>`,
        alternates(entry.path),
        entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '',
        entry.changes ? `<changefreq>${entry.changes}</changefreq>` : '',
        '</url>',
      ].join(''),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** Signed-in and payment pages are no use to search engines. */
const PRIVATE_PATHS = [
  '/dashboard',
  '/admin',
  '/checkout',
  '/payment-success',
  '/test-payment',
  '/test-paypal',
  '/paypal-test',
  '/api/',
];

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
