import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';

import { BlogService } from '../../content/blog.service';
import { ProjectsService } from '../../projects/projects.service';
import { SiteService } from '../site.service';
import { PAGE_CATALOGUE } from './page-catalogue';
import { renderRss } from './rss';
import { renderRobots, renderSitemap, type SitemapEntry } from './sitemap';

const day = (timestamp: string) => timestamp.slice(0, 10);

/** What search engines and feed readers read, at the site's root (see create-app.ts). */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    private readonly site: SiteService,
    private readonly projects: ProjectsService,
    private readonly blog: BlogService,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return renderRobots(this.site.get().url);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const [projects, posts] = await Promise.all([
      this.projects.listPublic(),
      this.blog.listPublished(),
    ]);
    const entries: SitemapEntry[] = [
      ...PAGE_CATALOGUE.filter(({ indexed }) => indexed).map(({ path, changes }) => ({
        path,
        changes,
      })),
      ...projects.map((project) => ({
        path: `/projects/${project.id}`,
        lastModified: day(project.createdAt),
      })),
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: day(post.publishedAt) })),
    ];
    return renderSitemap(this.site.get().url, entries);
  }

  @Get('rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=900')
  async rss(@Query('lang') lang?: string): Promise<string> {
    return renderRss(
      this.site.get().url,
      lang === 'es' ? 'es' : 'en',
      await this.blog.listPublished(),
    );
  }
}
