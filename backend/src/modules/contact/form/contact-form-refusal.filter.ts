import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';

import { exceptionMessage, setExceptionHeaders } from '../../../platform/http/http-error.filter';
import { requestLanguage } from '../../../platform/i18n/request-language';
import { readContactForm } from './contact-form';
import { ContactFormPageService } from './contact-form-page.service';

/**
 * A contact form posted without JavaScript that is refused before or while it is handled (too
 * many messages from this address, a service that no longer exists) gets the refused-form page,
 * with the reason and what was typed, in place of the API's JSON error.
 */
@Catch(HttpException)
@Injectable()
export class ContactFormRefusalFilter implements ExceptionFilter {
  constructor(private readonly page: ContactFormPageService) {}

  async catch(exception: HttpException, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const language = requestLanguage(req);
    const message = exceptionMessage(exception, language);
    const html = await this.page.render(language, readContactForm(req.body), {
      problem: Array.isArray(message) ? message.join(' ') : message,
    });
    if (res.headersSent) return;
    setExceptionHeaders(res, exception);
    res
      .status(exception.getStatus())
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(html);
  }
}
