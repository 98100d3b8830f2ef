import { Module } from '@nestjs/common';

import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';
import { SocialMediaController } from './social-media.controller';
import { SocialMediaService } from './social-media.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/** Public catalogue content (services, testimonials, the blog) and each client's social posts. */
@Module({
  controllers: [ServicesController, TestimonialsController, BlogController, SocialMediaController],
  providers: [ServicesService, TestimonialsService, BlogService, SocialMediaService],
  exports: [ServicesService, BlogService, SocialMediaService],
})
export class ContentModule {}
