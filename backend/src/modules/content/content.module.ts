import { Module } from '@nestjs/common';

import { FilesModule } from '../files/files.module';
import { SavedRecommendationsController } from './content-recommendations/saved-recommendations.controller';
import { SavedRecommendationsService } from './content-recommendations/saved-recommendations.service';
import { AdminBlogController } from './admin-blog.controller';
import { AdminBlogService } from './admin-blog.service';
import { AdminServicesController } from './admin-services.controller';
import { AdminServicesService } from './admin-services.service';
import { BlogImagesController } from './blog-images.controller';
import { AdminSocialMediaController } from './admin-social-media.controller';
import { AdminSocialMediaService } from './admin-social-media.service';
import { AdminTestimonialsController } from './admin-testimonials.controller';
import { AdminTestimonialsService } from './admin-testimonials.service';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { SocialAnalyticsController } from './social-analytics.controller';
import { SocialAnalyticsService } from './social-analytics.service';
import { ServicesController } from './services.controller';
import { AdminGenerationJobsController } from './social-generation/admin-generation-jobs.controller';
import { AiStatusController } from './social-generation/ai-status.controller';
import { GenerationRecovery } from './social-generation/generation-recovery.service';
import { GenerationJobsController } from './social-generation/generation-jobs.controller';
import { SocialContentWriter } from './social-generation/social-content-writer';
import { SocialGenerationController } from './social-generation/social-generation.controller';
import { SocialGenerationProcessor } from './social-generation/social-generation.processor';
import { SocialGenerationService } from './social-generation/social-generation.service';
import { ServicesService } from './services.service';
import { SocialMediaController } from './social-media.controller';
import { SocialMediaService } from './social-media.service';
import { SocialPostReminders } from './social-post-reminders.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/**
 * Public catalogue content (services, testimonials, the blog) and each client's social posts: their
 * generation, the team's drafts, the reminders of scheduled posts and their figures, and the
 * recommendation sets they keep.
 */
@Module({
  imports: [FilesModule],
  controllers: [
    AdminBlogController,
    AdminServicesController,
    BlogImagesController,
    ServicesController,
    TestimonialsController,
    BlogController,
    SocialMediaController,
    SavedRecommendationsController,
    SocialAnalyticsController,
    SocialGenerationController,
    GenerationJobsController,
    AdminGenerationJobsController,
    AiStatusController,
    AdminSocialMediaController,
    AdminTestimonialsController,
  ],
  providers: [
    AdminBlogService,
    AdminServicesService,
    ServicesService,
    TestimonialsService,
    BlogService,
    SocialMediaService,
    SavedRecommendationsService,
    SocialAnalyticsService,
    SocialGenerationService,
    SocialContentWriter,
    SocialGenerationProcessor,
    GenerationRecovery,
    AdminSocialMediaService,
    SocialPostReminders,
    AdminTestimonialsService,
  ],
  exports: [ServicesService, BlogService, SocialMediaService, SavedRecommendationsService],
})
export class ContentModule {}
