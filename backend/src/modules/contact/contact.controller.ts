import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { requestLanguage } from '../../platform/i18n/request-language';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator';
import { ContactService } from './contact.service';
import { ContactRequestDto } from './dto/contact-request.dto';
import { ContactResponseDto } from './dto/contact-response.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimit('contact')
  @ApiCreatedResponse({
    type: ContactResponseDto,
    description:
      'The message is saved. emailStatus tells, per email, whether it was sent within a short ' +
      'wait, is queued (kept and retried) or failed.',
  })
  @ApiBadRequestResponse({
    description: 'A field breaks a rule, is unknown, or names a service that does not exist',
  })
  @ApiForbiddenResponse({ description: 'Sent from another site' })
  @ApiPayloadTooLargeResponse({ description: 'The body is larger than the configured limit' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address' })
  submit(@Body() dto: ContactRequestDto, @Req() req: Request): Promise<ContactResponseDto> {
    return this.contact.submit(dto, requestLanguage(req));
  }
}
