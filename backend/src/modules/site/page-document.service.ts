import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { currentRemotes, entryOf } from '../../platform/frontends/remotes-config';
import type { Language } from '../../platform/i18n/messages';
import { SessionCookie } from '../auth/session-cookie';
import { applyHead, renderHead } from './seo/page-meta';
import { PageMetaService } from './seo/page-meta.service';
import { SiteService } from './site.service';
import {
  jsonScript,
  insertRendered,
  QUERY_STATE_ELEMENT_ID,
  startAfterFirstPaint,
  USER_ELEMENT_ID,
} from './ssr/document';
import { loopbackCurrentUser, loopbackFetchJson } from './ssr/loopback';
import { PREFERENCES_SCRIPT_TAG, inlinePreferences } from './ssr/inline-preferences';
import { PageAssets } from './ssr/page-assets';
import { pagePreferences, type Theme } from './ssr/preferences';
import { ServerBundle } from './ssr/server-bundle';

/** Must match SITE_CONFIG_ELEMENT_ID of the frontends' api-client. */
const SITE_CONFIG_ELEMENT_ID = 'tb-site-config';

export interface PageDocument {
  status: number;
  html: string;
}

/**
 * The HTML page the server sends for an app route: the shell's built index.html with what the
 * page needs before any script runs: its own title, description, canonical and language links
 * and social cards (so crawlers and link previews see them), the site profile, inlined, and
 * (unless SSR=off) the page itself rendered with React, with the data and the user it was
 * rendered with, which the browser hydrates.
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

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly site: SiteService,
    private readonly meta: PageMetaService,
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
  }

  /** Undefined when the shell has not been built. */
  async render(req: Request): Promise<PageDocument | undefined> {
    const template = await this.readTemplate();
    if (template === undefined) return undefined;
    const { language, theme } = pagePreferences(req);
    const site = this.site.get();
    const meta = await this.meta.resolve(req.path, language);
    const head = renderHead(meta, site.url) + jsonScript(SITE_CONFIG_ELEMENT_ID, site);
    // Without a rendered page the browser renders it from this bare document.
    const bare = () => ({ status: meta.status, html: applyHead(template, meta, head) });
    if (!this.ssr) return bare();
    try {
      const page = await this.renderPage(req, language, theme);
      if (!page) return bare();
      return {
        status: meta.status,
        html: insertRendered(
          startAfterFirstPaint(applyHead(template, meta, head + page.head), page.scripts),
          { language, theme, mode: page.mode, markup: page.markup },
        ),
      };
    } catch (error) {
      this.logger.error({ err: error, path: req.path }, 'Server rendering failed');
      return bare();
    }
  }

  private async renderPage(req: Request, language: Language, theme: Theme) {
    const renderPage = await this.bundle.renderer();
    if (!renderPage) return undefined;
    const user = this.sessionCookie.read(req) ? await loopbackCurrentUser(req) : null;
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
    );
    const head =
      jsonScript(QUERY_STATE_ELEMENT_ID, result.queryState) +
      // Without an answer from /api/user the browser asks itself (401 = signed out).
      (user === undefined ? '' : jsonScript(USER_ELEMENT_ID, user)) +
      files.styleTags;
    return { head, scripts: files.scripts, mode: result.mode, markup: result.html };
  }

  /** Re-read only when the file changes, so a redeployed shell is picked up without a restart. */
  private async readTemplate(): Promise<string | undefined> {
    const info = await stat(this.templatePath).catch(() => undefined);
    if (!info) return undefined;
    if (this.template?.mtimeMs !== info.mtimeMs) {
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
