import { Module } from '@nestjs/common';

import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { SocialAnalyticsController } from './social-analytics.controller';
import { SocialAnalyticsService } from './social-analytics.service';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';
import { SocialMediaController } from './social-media.controller';
import { SocialMediaService } from './social-media.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/**
 * Public catalogue content (services, testimonials, the blog), each client's social posts and
 * their figures.
 */
@Module({
  controllers: [
    ServicesController,
    TestimonialsController,
    BlogController,
    SocialMediaController,
    SocialAnalyticsController,
  ],
  providers: [
    ServicesService,
    TestimonialsService,
    BlogService,
    SocialMediaService,
    SocialAnalyticsService,
  ],
  exports: [ServicesService, BlogService, SocialMediaService],
})
export class ContentModule {}
