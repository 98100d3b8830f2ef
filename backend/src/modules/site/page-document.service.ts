import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { Language } from '../../platform/i18n/messages';
import { jsonForScript } from './seo/json-for-script';
import { applyHead, renderHead } from './seo/page-meta';
import { PageMetaService } from './seo/page-meta.service';
import { SiteService } from './site.service';

/** Must match SITE_CONFIG_ELEMENT_ID of the frontends' api-client. */
const SITE_CONFIG_ELEMENT_ID = 'tb-site-config';

export interface PageDocument {
  status: number;
  html: string;
}

/**
 * The HTML page the server sends for an app route: the shell's built index.html with what the
 * page needs before any script runs: its own title, description, canonical and language links
 * and social cards (so crawlers and link previews see them), and the site profile, inlined.
 */
@Injectable()
export class PageDocumentService {
  private readonly templatePath: string;
  private template?: { mtimeMs: number; html: string };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly site: SiteService,
    private readonly meta: PageMetaService,
  ) {
    this.templatePath = join(config.frontends.dir, 'shell', 'index.html');
  }

  /** Undefined when the shell has not been built. */
  async render(path: string, language: Language): Promise<PageDocument | undefined> {
    const template = await this.readTemplate();
    if (template === undefined) return undefined;
    const site = this.site.get();
    const meta = await this.meta.resolve(path, language);
    const inlined = `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(site)}</script>`;
    return {
      status: meta.status,
      html: applyHead(template, meta, renderHead(meta, site.url) + inlined),
    };
  }

  /** Re-read only when the file changes, so a redeployed shell is picked up without a restart. */
  private async readTemplate(): Promise<string | undefined> {
    const info = await stat(this.templatePath).catch(() => undefined);
    if (!info) return undefined;
    if (this.template?.mtimeMs !== info.mtimeMs) {
      this.template = { mtimeMs: info.mtimeMs, html: await readFile(this.templatePath, 'utf8') };
    }
    return this.template.html;
  }
}
