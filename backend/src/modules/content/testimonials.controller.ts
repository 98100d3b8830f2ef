import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { PublicRead } from '../../platform/http/public-read.interceptor';
import { TestimonialDto } from './dto/testimonial.dto';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Controller('testimonials')
@PublicRead()
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @ApiOkResponse({ type: [TestimonialDto], description: 'Approved testimonials, newest first' })
  list(): Promise<TestimonialDto[]> {
    return this.testimonials.listApproved();
  }
}
