import type { Request } from 'express';

import type { Language } from '../../../platform/i18n/messages';

export type Theme = 'light' | 'dark';

/** Cookies the browser keeps equal to its stored choices (frontends' session store). */
export const LANGUAGE_COOKIE = 'language';
export const THEME_COOKIE = 'theme';
/**
 * The client hint in which Chromium browsers say whether the system is set to dark. Pages ask for
 * it (Accept-CH), so from a visitor's second request on the page comes in the system's theme. The
 * very first page comes light: the inline preferences script (preferences.js) turns it dark
 * before the first paint and has the server send it again, dark.
 */
export const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

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

/** A stored theme choice, else the system's as the client hint tells it, else light. */
export function pageTheme(cookie: unknown, colorSchemeHint: string | string[] | undefined): Theme {
  if (cookie === 'dark' || cookie === 'light') return cookie;
  // Structured-header string: `"dark"`, quotes included.
  const hint = String(colorSchemeHint ?? '')
    .replace(/"/g, '')
    .trim();
  return hint === 'dark' ? 'dark' : 'light';
}

/**
 * The language and theme a page is rendered in: a `?lang=` link first, then the visitor's
 * stored choice (cookie), then the browser's languages and system theme; English and light by
 * default.
 */
export function pagePreferences(req: Request): { language: Language; theme: Theme } {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const requested = req.query.lang;
  const language: Language = isLanguage(requested)
    ? requested
    : isLanguage(cookies[LANGUAGE_COOKIE])
      ? cookies[LANGUAGE_COOKIE]
      : (acceptedLanguage(req.headers['accept-language']) ?? 'en');
  const theme = pageTheme(cookies[THEME_COOKIE], req.headers[COLOR_SCHEME_HINT.toLowerCase()]);
  return { language, theme };
}
