import { PreparedBody } from '../../../platform/cache/prepared-body';
import { PublicCache } from '../../../platform/cache/public-cache';
import type { Language } from '../../../platform/i18n/messages';
import type { Theme } from './preferences';

/** What a kept page was built from: everything the public cache reads. */
const PUBLIC_CONTENT = 'public-content';
/** A rendered home page is about 300 KB with its encodings: this bounds the cache near 100 MB. */
const MAX_PAGES = 300;

export interface CachedPage {
  status: number;
  body: PreparedBody;
}

/** What changes the HTML of a page for a visitor who is not signed in. */
export interface PageKey {
  /** Path and query string. */
  url: string;
  language: Language;
  theme: Theme;
}

/**
 * The pages rendered for visitors who are not signed in, kept as prepared bodies (ETag, gzip and
 * brotli made once). A page shows what the public cache reads, so it is dropped by the same
 * invalidation (a write to any entity a public value was read from, on this instance or, through
 * PublicCacheBroadcast, another), and never outlives a public value that ends at a known time
 * (a scheduled post). Concurrent requests for a page not kept share one render.
 */
export class PageCache {
  private readonly pages: PublicCache;

  constructor(
    private readonly content: PublicCache,
    ttlMs: number,
  ) {
    this.pages = new PublicCache({ ttlMs, maxEntries: MAX_PAGES });
    content.onInvalidate(() => this.pages.invalidate([PUBLIC_CONTENT]));
  }

  /**
   * The kept page, or the one `render` makes. `render` answers whether its page may be kept: not
   * when it fell back to the bare page or is not a page found (404s would let any URL take room).
   */
  async read(
    key: PageKey,
    render: () => Promise<{ page: CachedPage; keep: boolean }>,
  ): Promise<CachedPage> {
    let keep = false;
    const page = await this.pages.read(
      keyOf(key),
      [PUBLIC_CONTENT],
      async () => {
        const rendered = await render();
        keep = rendered.keep;
        return rendered.page;
      },
      // A page not to keep ends now; a kept one when the first public value it may show ends.
      () => (keep ? this.content.nextDeadline() : 0),
    );
    return page;
  }

  /** The page kept for `key` now, if any; never renders. */
  current(key: PageKey): CachedPage | undefined {
    return this.pages.current(keyOf(key)) as CachedPage | undefined;
  }

  /** Drops every kept page (a new shell was deployed). */
  clear(): void {
    this.pages.clear();
  }
}

const keyOf = ({ language, theme, url }: PageKey) => `${language} ${theme} ${url}`;
