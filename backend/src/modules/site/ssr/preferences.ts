import type { Request } from 'express';

import type { Language } from '../../../platform/i18n/messages';

export type Theme = 'light' | 'dark';

/** Cookies the browser keeps equal to its stored choices (frontends' session store). */
export const LANGUAGE_COOKIE = 'language';
export const THEME_COOKIE = 'theme';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'es';

/** The first supported language of an Accept-Language header, by preference weight. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLanguage);
}

/**
 * The language and theme a page is rendered in: a `?lang=` link first, then the visitor's
 * stored choice (cookie), then the browser's languages; English and light by default.
 */
export function pagePreferences(req: Request): { language: Language; theme: Theme } {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const requested = req.query.lang;
  const language: Language = isLanguage(requested)
    ? requested
    : isLanguage(cookies[LANGUAGE_COOKIE])
      ? cookies[LANGUAGE_COOKIE]
      : (acceptedLanguage(req.headers['accept-language']) ?? 'en');
  const theme: Theme = cookies[THEME_COOKIE] === 'dark' ? 'dark' : 'light';
  return { language, theme };
}
