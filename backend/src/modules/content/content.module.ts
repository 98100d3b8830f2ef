import { Module } from '@nestjs/common';

import { AdminSocialMediaController } from './admin-social-media.controller';
import { AdminSocialMediaService } from './admin-social-media.service';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';
import { SocialMediaController } from './social-media.controller';
import { SocialMediaService } from './social-media.service';
import { SocialPostReminders } from './social-post-reminders.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/**
 * Public catalogue content (services, testimonials, the blog) and each client's social posts,
 * with the team's drafts for them and the reminders of scheduled posts.
 */
@Module({
  controllers: [
    ServicesController,
    TestimonialsController,
    BlogController,
    SocialMediaController,
    AdminSocialMediaController,
  ],
  providers: [
    ServicesService,
    TestimonialsService,
    BlogService,
    SocialMediaService,
    AdminSocialMediaService,
    SocialPostReminders,
  ],
  exports: [ServicesService, BlogService, SocialMediaService],
})
export class ContentModule {}
