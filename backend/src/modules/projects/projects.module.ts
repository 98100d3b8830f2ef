import { Module } from '@nestjs/common';

import { FilesModule } from '../files/files.module';
import { AdminProjectListController } from './admin-project-list.controller';
import { AdminProjectsController } from './admin-projects.controller';
import { AdminProjectsService } from './admin-projects.service';
import { CommentDigests } from './comment-digests.service';
import { ProjectEditingController } from './project-editing.controller';
import { ProjectEditorService } from './project-editor.service';
import { ProjectImagesController } from './project-images.controller';
import { ProjectAnalyticsController } from './project-analytics.controller';
import { ProjectAnalyticsService } from './project-analytics.service';
import { PortalProjectsController } from './portal-projects.controller';
import { PortalProjectsService } from './portal-projects.service';
import { ProjectNotices } from './project-notices.service';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';
import { TestimonialRequestsController } from './testimonial-requests.controller';
import { TestimonialRequestsService } from './testimonial-requests.service';

/**
 * Client projects: the public portfolio, the client's portal view with its conversation and its
 * figures (the Analytics tab), and the team's milestones and updates.
 */
@Module({
  imports: [FilesModule],
  controllers: [
    ProjectsController,
    PortalProjectsController,
    ProjectAnalyticsController,
    AdminProjectListController,
    AdminProjectsController,
    ProjectEditingController,
    ProjectImagesController,
    TestimonialRequestsController,
  ],
  providers: [
    ProjectsService,
    PortalProjectsService,
    ProjectAnalyticsService,
    AdminProjectsService,
    ProjectEditorService,
    CommentDigests,
    ProjectNotices,
    TestimonialRequestsService,
  ],
  exports: [ProjectsService, PortalProjectsService],
})
export class ProjectsModule {}
