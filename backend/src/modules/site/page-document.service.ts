import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

import { PreparedBody } from '../../platform/cache/prepared-body';
import { PublicCache } from '../../platform/cache/public-cache';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { currentRemotes, entryOf } from '../../platform/frontends/remotes-config';
import type { Language } from '../../platform/i18n/messages';
import { SessionCookie } from '../auth/session-cookie';
import { applyHead, type PageMeta, renderHead } from './seo/page-meta';
import { PageMetaService } from './seo/page-meta.service';
import { SiteService } from './site.service';
import {
  jsonScript,
  insertRendered,
  markSessionEnded,
  QUERY_STATE_ELEMENT_ID,
  startAfterFirstPaint,
  USER_ELEMENT_ID,
} from './ssr/document';
import { loopbackCurrentUser, loopbackFetchJson } from './ssr/loopback';
import { PREFERENCES_SCRIPT_TAG, inlinePreferences } from './ssr/inline-preferences';
import { PageAssets } from './ssr/page-assets';
import { pagePreferences, type Theme } from './ssr/preferences';
import { ServerBundle } from './ssr/server-bundle';
import { PageCache } from './ssr/page-cache';
import { RenderSlots } from './ssr/render-slots';

/** Must match SITE_CONFIG_ELEMENT_ID of the frontends' api-client. */
const SITE_CONFIG_ELEMENT_ID = 'tb-site-config';

export interface PageDocument {
  status: number;
  html: string;
  /** A kept page (see PageCache), sent with its ETag and kept encodings. */
  prepared?: PreparedBody;
  /** Asked for with a session: a page that may show the visitor's own data. */
  signedIn: boolean;
}

interface PageHead {
  meta: PageMeta;
  /** The tags that go into the template's head. */
  tags: string;
}

/**
 * The HTML page the server sends for an app route: the shell's built index.html with what the
 * page needs before any script runs: its own title, description, canonical and language links
 * and social cards (so crawlers and link previews see them), the site profile, inlined, and
 * (unless SSR=off) the page itself rendered with React, with the data and the user it was
 * rendered with, which the browser hydrates.
 *
 * Pages for visitors who are not signed in are the same for all of them: they are kept per path,
 * language and theme (PageCache, unless PAGE_CACHE=off). Every other page is rendered per request,
 * at most SSR_CONCURRENCY at once; past that the bare document is sent at once.
 */
@Injectable()
export class PageDocumentService {
  private readonly logger = new Logger(PageDocumentService.name);
  private readonly frontendsDir: string;
  private readonly templatePath: string;
  private template?: { mtimeMs: number; html: string };
  private readonly ssr: boolean;
  private readonly bundle: ServerBundle;
  private readonly assets: PageAssets;
  private readonly sessionCookie: SessionCookie;
  private readonly pages?: PageCache;
  private readonly slots: RenderSlots;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly site: SiteService,
    private readonly meta: PageMetaService,
    publicCache: PublicCache,
  ) {
    this.frontendsDir = config.frontends.dir;
    this.templatePath = join(config.frontends.dir, 'shell', 'index.html');
    this.ssr = config.frontends.ssr;
    this.bundle = new ServerBundle(join(config.frontends.dir, 'ssr', 'server.js'));
    this.assets = new PageAssets(config.frontends.dir, async () => {
      const remotes = await currentRemotes(config);
      return Object.fromEntries(
        Object.entries(remotes).map(([name, listing]) => [name, entryOf(listing)]),
      );
    });
    this.sessionCookie = new SessionCookie(config);
    if (config.frontends.pageCache)
      this.pages = new PageCache(publicCache, config.cache.publicTtlMs);
    this.slots = new RenderSlots(config.frontends.renderConcurrency);
  }

  /**
   * The page kept for this request, when it is for a visitor who is not signed in and one is
   * kept: what the early page route answers without the rest of the pipeline.
   */
  keptPage(req: Request): PageDocument | undefined {
    if (!this.pages || this.sessionCookie.read(req)) return undefined;
    const { language, theme } = pagePreferences(req);
    const page = this.pages.current({ url: req.originalUrl, language, theme });
    return (
      page && { status: page.status, html: page.body.text, prepared: page.body, signedIn: false }
    );
  }

  /**
   * Undefined when the shell has not been built. A session cookie that names no live session any
   * more (signed out everywhere else, deactivated, expired) is cleared, and the page carries the
   * mark that has the shell say the session ended (see SESSION_ENDED_ELEMENT_ID): otherwise a
   * reload would look like a first visit. Visitors without the cookie get nothing more.
   */
  async render(req: Request, res: Response): Promise<PageDocument | undefined> {
    const signedIn = this.sessionCookie.read(req) !== undefined;
    // The account, null when signed out, undefined when the API could not tell.
    const user = signedIn ? await loopbackCurrentUser(req) : null;
    const page = await this.renderDocument(req, signedIn, user);
    if (!page) return undefined;
    if (signedIn && user === null) {
      this.sessionCookie.clear(res);
      return { ...page, html: markSessionEnded(page.html), signedIn };
    }
    return { ...page, signedIn };
  }

  private async renderDocument(
    req: Request,
    signedIn: boolean,
    user: unknown,
  ): Promise<Omit<PageDocument, 'signedIn'> | undefined> {
    const template = await this.readTemplate();
    if (template === undefined) return undefined;
    const { language, theme } = pagePreferences(req);
    if (!this.ssr) return this.bare(template, await this.head(req.path, language));
    if (this.pages && !signedIn) {
      const page = await this.pages.read({ url: req.originalUrl, language, theme }, async () => {
        const rendered = await this.compose(req, template, language, theme, user);
        const page = { status: rendered.status, body: new PreparedBody(rendered.html) };
        return { page, keep: rendered.complete && rendered.status === 200 };
      });
      return { status: page.status, html: page.body.text, prepared: page.body };
    }
    return this.compose(req, template, language, theme, user);
  }

  /** The page's head: title, description, links, social cards and the site profile. */
  private async head(path: string, language: Language): Promise<PageHead> {
    const meta = await this.meta.resolve(path, language);
    return {
      meta,
      tags:
        renderHead(meta, this.site.get().url) + jsonScript(SITE_CONFIG_ELEMENT_ID, this.site.get()),
    };
  }

  /** Without a rendered page the browser renders it from this bare document. */
  private bare(template: string, { meta, tags }: PageHead) {
    return { status: meta.status, html: applyHead(template, meta, tags), complete: false };
  }

  /**
   * The page rendered with React in a free render slot; the bare document when every slot is
   * taken or rendering fails. `complete`: the page as rendered, not a fallback.
   */
  private async compose(
    req: Request,
    template: string,
    language: Language,
    theme: Theme,
    user: unknown,
  ) {
    const head = await this.head(req.path, language);
    const { meta, tags } = head;
    return this.slots.run(
      async () => {
        try {
          const page = await this.renderPage(req, language, theme, user);
          if (!page) return this.bare(template, head);
          return {
            status: meta.status,
            html: insertRendered(
              startAfterFirstPaint(applyHead(template, meta, tags + page.head), page.scripts),
              { language, theme, mode: page.mode, markup: page.markup },
            ),
            complete: page.complete,
          };
        } catch (error) {
          this.logger.error({ err: error, path: req.path }, 'Server rendering failed');
          return this.bare(template, head);
        }
      },
      () => this.bare(template, head),
    );
  }

  private async renderPage(req: Request, language: Language, theme: Theme, user: unknown) {
    const renderPage = await this.bundle.renderer();
    if (!renderPage) return undefined;
    const result = await renderPage({
      url: req.originalUrl,
      language,
      theme,
      user: user ?? null,
      fetchJson: loopbackFetchJson(req),
    });
    if (result.errors.length > 0) {
      this.logger.warn({ path: req.path, errors: result.errors }, 'Page rendered as a placeholder');
    }
    const files = await this.assets.pageFiles(
      result.remote,
      result.lazyImports,
      result.translationBundles,
      // A placeholder is rendered over by the app: it keeps every rule inline.
      result.mode === 'hydrate' ? result.html : undefined,
    );
    const head =
      jsonScript(QUERY_STATE_ELEMENT_ID, result.queryState) +
      // Without an answer from /api/user the browser asks itself (401 = signed out).
      (user === undefined ? '' : jsonScript(USER_ELEMENT_ID, user)) +
      files.styleTags;
    return {
      head,
      scripts: files.scripts,
      mode: result.mode,
      markup: files.markup ?? result.html,
      // A page the server could not render fully (a failed read, a part that threw) is not kept.
      complete: result.errors.length === 0 && !result.failedReads?.length && user !== undefined,
    };
  }

  /** Re-read only when the file changes, so a redeployed shell is picked up without a restart. */
  private async readTemplate(): Promise<string | undefined> {
    const info = await stat(this.templatePath).catch(() => undefined);
    if (!info) return undefined;
    if (this.template?.mtimeMs !== info.mtimeMs) {
      // Pages kept from the previous shell name its scripts and styles.
      if (this.template) this.pages?.clear();
      const html = await readFile(this.templatePath, 'utf8');
      // The script that sets theme and language before the first paint, without a request.
      const preferences = inlinePreferences(this.frontendsDir);
      this.template = {
        mtimeMs: info.mtimeMs,
        html: preferences
          ? html.replace(PREFERENCES_SCRIPT_TAG, () => `<script>${preferences.source}</script>`)
          : html,
      };
    }
    return this.template.html;
  }
}
