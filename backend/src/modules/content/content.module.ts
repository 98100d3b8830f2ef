import { Module } from '@nestjs/common';

import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/** Public catalogue content: services, testimonials and the blog (social content joins it later). */
@Module({
  controllers: [ServicesController, TestimonialsController, BlogController],
  providers: [ServicesService, TestimonialsService, BlogService],
  exports: [ServicesService, BlogService],
})
export class ContentModule {}
