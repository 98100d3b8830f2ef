import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth } from '../auth/auth.decorators';
import { AdminTestimonialsService } from './admin-testimonials.service';
import {
  AdminTestimonialDto,
  AdminTestimonialsPageDto,
  AdminTestimonialsQuery,
  CreateTestimonialRequest,
  UpdateTestimonialRequest,
} from './dto/admin-testimonial.dto';

@ApiTags('admin')
@Controller('admin/testimonials')
@Auth('admin')
@ApiBadRequestResponse({ description: 'An id, a filter or a field is not valid' })
export class AdminTestimonialsController {
  constructor(private readonly testimonials: AdminTestimonialsService) {}

  @Get()
  @ApiOkResponse({
    type: AdminTestimonialsPageDto,
    description: 'Every testimonial, approved or waiting for review, newest first unless sorted',
  })
  list(@Query() query: AdminTestimonialsQuery): Promise<AdminTestimonialsPageDto> {
    return this.testimonials.list(query);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminTestimonialDto, description: 'Created; approved only if asked' })
  create(@Body() body: CreateTestimonialRequest): Promise<AdminTestimonialDto> {
    return this.testimonials.create(body);
  }

  @Patch(':id')
  @ApiOkResponse({
    type: AdminTestimonialDto,
    description: 'Approved or withdrawn, or its texts changed; the website shows it at once',
  })
  @ApiNotFoundResponse({ description: 'No such testimonial' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateTestimonialRequest,
  ): Promise<AdminTestimonialDto> {
    return this.testimonials.update(id, body);
  }
}
