import { Module } from '@nestjs/common';

import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { ServicesController } from './services.controller';
import { AdminGenerationJobsController } from './social-generation/admin-generation-jobs.controller';
import { AiConfiguredGuard } from './social-generation/ai-configured.guard';
import { GenerationJobsController } from './social-generation/generation-jobs.controller';
import { SocialContentWriter } from './social-generation/social-content-writer';
import { SocialGenerationController } from './social-generation/social-generation.controller';
import { SocialGenerationProcessor } from './social-generation/social-generation.processor';
import { SocialGenerationService } from './social-generation/social-generation.service';
import { ServicesService } from './services.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/** Public catalogue content: services, testimonials and the blog (social content joins it later). */
@Module({
  controllers: [
    ServicesController,
    TestimonialsController,
    BlogController,
    SocialGenerationController,
    GenerationJobsController,
    AdminGenerationJobsController,
  ],
  providers: [
    ServicesService,
    TestimonialsService,
    BlogService,
    SocialGenerationService,
    SocialContentWriter,
    SocialGenerationProcessor,
    AiConfiguredGuard,
  ],
  exports: [ServicesService, BlogService],
})
export class ContentModule {}
