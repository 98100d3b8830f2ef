import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { ProjectsModule } from '../projects/projects.module';

import { PageDocumentService } from './page-document.service';
import { PageMetaService } from './seo/page-meta.service';
import { SeoController } from './seo/seo.controller';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

/** The site's brand and contact profile (and, with it, what the pages tell search engines). */
@Module({
  imports: [ContentModule, ProjectsModule],
  controllers: [SiteController, SeoController],
  providers: [SiteService, PageMetaService, PageDocumentService],
  exports: [SiteService, PageDocumentService],
})
export class SiteModule {}
