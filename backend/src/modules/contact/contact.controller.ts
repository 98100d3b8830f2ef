import { Body, Controller, Post, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { requestLanguage } from '../../platform/i18n/request-language';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator';
import { ContactService } from './contact.service';
import { ContactRequestDto } from './dto/contact-request.dto';
import { ContactResponseDto } from './dto/contact-response.dto';
import { checkContactForm, readContactForm } from './form/contact-form';
import { sentPagePath } from './form/contact-form-page';
import { ContactFormPageService } from './form/contact-form-page.service';
import { ContactFormRefusalFilter } from './form/contact-form-refusal.filter';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly formPage: ContactFormPageService,
  ) {}

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

  /**
   * The contact form posted by a browser without JavaScript (form-encoded), under the same rules,
   * limit and Origin check as the API: a saved message redirects to the contact page, which says
   * so in the visitor's language, so nothing personal is in an address; a refused one is answered
   * with a page that names what to correct and keeps what was typed.
   */
  @Post('form')
  @RateLimit('contact')
  @UseFilters(ContactFormRefusalFilter)
  @ApiExcludeEndpoint()
  async submitForm(@Body() body: unknown, @Req() req: Request, @Res() res: Response) {
    const values = readContactForm(body);
    const language = requestLanguage(req);
    const checked = await checkContactForm(values, language);
    if ('errors' in checked) {
      const html = await this.formPage.render(language, values, { errors: checked.errors });
      res.status(400).setHeader('Cache-Control', 'no-store').type('html').send(html);
      return;
    }
    const { emailStatus } = await this.contact.submit(checked.request, language);
    res.redirect(303, sentPagePath(language, emailStatus));
  }
}
