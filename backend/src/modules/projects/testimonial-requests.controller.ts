import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { MessageDto } from '../auth/dto/auth.dto';
import { translate } from '../../platform/i18n/messages';
import { requestLanguage } from '../../platform/i18n/request-language';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator';
import {
  TestimonialAnswerRequest,
  TestimonialRequestDto,
  TestimonialTokenRequest,
} from './dto/testimonial-request.dto';
import { TestimonialRequestsService } from './testimonial-requests.service';

/** The public form a completed project's client opens from the testimonial mail's link. */
@ApiTags('testimonials')
@Controller('testimonial-requests')
export class TestimonialRequestsController {
  constructor(private readonly requests: TestimonialRequestsService) {}

  @Post('check')
  @HttpCode(200)
  @RateLimit('testimonial')
  @ApiOkResponse({ type: TestimonialRequestDto, description: 'The link can be answered' })
  @ApiBadRequestResponse({ description: 'The link is invalid, already answered or expired' })
  @ApiTooManyRequestsResponse({ description: 'Too many tries from this address' })
  check(@Body() body: TestimonialTokenRequest): Promise<TestimonialRequestDto> {
    return this.requests.check(body.token);
  }

  @Post()
  @RateLimit('testimonial')
  @ApiCreatedResponse({
    type: MessageDto,
    description: 'Saved as a testimonial awaiting approval; the link is used up',
  })
  @ApiBadRequestResponse({ description: 'The link is not valid, or a field breaks a rule' })
  @ApiTooManyRequestsResponse({ description: 'Too many tries from this address' })
  async answer(@Body() body: TestimonialAnswerRequest, @Req() req: Request): Promise<MessageDto> {
    await this.requests.answer(body);
    return { message: translate('testimonialRequest.thanks', requestLanguage(req)) };
  }
}
