import { Module } from '@nestjs/common';

import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { SocialAnalyticsController } from './social-analytics.controller';
import { SocialAnalyticsService } from './social-analytics.service';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/**
 * Public catalogue content: services, testimonials and the blog; and the figures of the clients'
 * social posts (the posts themselves join it later).
 */
@Module({
  controllers: [
    ServicesController,
    TestimonialsController,
    BlogController,
    SocialAnalyticsController,
  ],
  providers: [ServicesService, TestimonialsService, BlogService, SocialAnalyticsService],
  exports: [ServicesService, BlogService],
})
export class ContentModule {}
