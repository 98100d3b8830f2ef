import { stat } from 'node:fs/promises';

import type { Language } from '../../../platform/i18n/messages';
import type { Theme } from './preferences';

/** The contract of the frontends' server bundle (frontends/shell/src/server/render.tsx). */
export interface RenderPageInput {
  url: string;
  language: Language;
  theme: Theme;
  user: unknown;
  fetchJson: (path: string) => Promise<unknown>;
}

export interface RenderPageResult {
  html: string;
  mode: 'hydrate' | 'placeholder';
  remote: string | null;
  lazyImports: string[];
  /**
   * Texts fetched on demand that the page shows, by module name ('home.es'). Optional: a server
   * bundle deployed before it existed is still loaded (see ServerBundle) and simply lists none.
   */
  translationBundles?: string[];
  queryState: unknown;
  errors: string[];
  /** API reads that failed (the page shows them loading). Optional, like translationBundles. */
  failedReads?: string[];
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderPageResult>;

/**
 * The built server bundle (dist/frontends/ssr/server.js), loaded on first use and again when
 * the file changes, so a redeployed frontend is picked up without a restart.
 */
export class ServerBundle {
  private loaded?: { mtimeMs: number; renderPage: RenderPage };

  constructor(private readonly file: string) {}

  /** Undefined when the bundle has not been built. */
  async renderer(): Promise<RenderPage | undefined> {
    const info = await stat(this.file).catch(() => undefined);
    if (!info) return undefined;
    if (this.loaded?.mtimeMs !== info.mtimeMs) {
      const path = require.resolve(this.file);
      delete require.cache[path];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const bundle = require(path) as { renderPage?: RenderPage };
      if (typeof bundle.renderPage !== 'function') {
        throw new Error(`${this.file} does not export renderPage`);
      }
      this.loaded = { mtimeMs: info.mtimeMs, renderPage: bundle.renderPage };
    }
    return this.loaded.renderPage;
  }
}
