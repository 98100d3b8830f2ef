import type { Request } from 'express';

import type { Language } from './messages';

/**
 * The language to answer a request in: the `language` field of its body (as the registration form
 * sends it), else the `lang` query parameter, else the first language of Accept-Language we speak.
 */
export function requestLanguage(req: Pick<Request, 'body' | 'query' | 'headers'>): Language {
  const fromBody = (req.body as { language?: unknown } | undefined)?.language;
  if (fromBody === 'en' || fromBody === 'es') return fromBody;
  const fromQuery = req.query?.lang;
  if (fromQuery === 'en' || fromQuery === 'es') return fromQuery;
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().toLowerCase().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => !Number.isNaN(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      if (tag.startsWith('es')) return 'es';
      if (tag.startsWith('en')) return 'en';
    }
  }
  return 'en';
}
