import { HttpException, HttpStatus, Injectable } from '@nestjs/common';

import type { Language } from '../../../platform/i18n/messages';
import { BlogService } from '../../content/blog.service';
import { ProjectsService } from '../../projects/projects.service';
import { SiteService } from '../site.service';
import { cataloguePage, NOT_FOUND_TEXT } from './page-catalogue';
import type { PageMeta } from './page-meta';
import { blogPostingData, organizationData } from './structured-data';
import { markdownText } from '../../../platform/markdown/markdown';
import { localized, summarize } from './summary';

const PROJECT_PATH = /^\/projects\/([1-9]\d{0,9})\/?$/;
// A client's project in the dashboard: private, so it reads as the dashboard whatever the id.
const DASHBOARD_PROJECT_PATH = /^\/dashboard\/projects\/[1-9]\d{0,9}\/?$/;
const POST_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

const isNotFound = (error: unknown) =>
  error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND;

/** Decides the title, description and indexing of the page at a path, in one language. */
@Injectable()
export class PageMetaService {
  constructor(
    private readonly site: SiteService,
    private readonly projects: ProjectsService,
    private readonly blog: BlogService,
  ) {}

  async resolve(path: string, language: Language): Promise<PageMeta> {
    const page = cataloguePage(DASHBOARD_PROJECT_PATH.test(path) ? '/dashboard' : path);
    if (page) {
      return {
        status: 200,
        language,
        ...page.text[language],
        path: page.path,
        indexed: page.indexed,
        type: 'website',
        structuredData: page.path === '/' ? [organizationData(this.site.get())] : undefined,
      };
    }
    const projectId = PROJECT_PATH.exec(path)?.[1];
    if (projectId) return this.project(Number(projectId), language, path);
    const slug = POST_PATH.exec(path)?.[1];
    if (slug) return this.post(slug, language, path);
    return this.notFound(path, language);
  }

  private async project(id: number, language: Language, path: string): Promise<PageMeta> {
    try {
      const project = await this.projects.getPublic(id);
      return {
        status: 200,
        language,
        title: `${localized(language, project.title, project.titleEs)} | ${this.site.get().name}`,
        description: summarize(localized(language, project.description, project.descriptionEs)),
        path: `/projects/${project.id}`,
        indexed: true,
        image: project.image,
        type: 'website',
      };
    } catch (error) {
      if (isNotFound(error)) return this.notFound(path, language);
      throw error;
    }
  }

  private async post(slug: string, language: Language, path: string): Promise<PageMeta> {
    try {
      const post = await this.blog.getPublished(slug);
      const site = this.site.get();
      const meta: PageMeta = {
        status: 200,
        language,
        title: `${localized(language, post.title, post.titleEs)} | ${site.name}`,
        description: summarize(markdownText(localized(language, post.content, post.contentEs))),
        path: `/blog/${post.slug}`,
        indexed: true,
        image: post.featuredImage,
        type: 'article',
        publishedTime: post.publishedAt,
      };
      return { ...meta, structuredData: [blogPostingData(site, meta, post.author)] };
    } catch (error) {
      if (isNotFound(error)) return this.notFound(path, language);
      throw error;
    }
  }

  private notFound(path: string, language: Language): PageMeta {
    return {
      status: 404,
      language,
      ...NOT_FOUND_TEXT[language],
      path,
      indexed: false,
      type: 'website',
    };
  }
}
