import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';

import { isMessageKey, translate, type Language } from '../i18n/messages';
import { requestLanguage } from '../i18n/request-language';
import { LocalizedException } from '../i18n/localized.exception';
import { RateLimitedException } from '../rate-limit/rate-limited.exception';

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** A stable name for errors a client tells apart by more than the status (PAYPAL_AUTH_FAILED). */
  code?: string;
}

/** Builds the one error body every failure is answered with. */
export function errorBody(statusCode: number, message?: string | string[]): ErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  return { statusCode, message: message ?? error, error };
}

/**
 * Answers every error as `{statusCode, message, error}`. Anything that is not an HttpException is
 * a defect: it is logged with its stack and answered as a bare 500 that leaks no internals.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    if (response.headersSent) return;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const language = requestLanguage(http.getRequest<Request>());
      setExceptionHeaders(response, exception);
      const code = exception instanceof LocalizedException ? exception.code : undefined;
      response.status(status).json({
        ...errorBody(status, exceptionMessage(exception, language)),
        ...(code ? { code } : {}),
      });
      return;
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    response.status(status).json(errorBody(status, 'Internal server error'));
  }
}

/** The headers an HttpException carries besides its body, whatever shape the answer takes. */
export function setExceptionHeaders(response: Response, exception: HttpException): void {
  if (exception instanceof RateLimitedException) {
    response.setHeader('Retry-After', String(exception.retryAfterSeconds));
  }
}

/** What an HttpException says, in `language` (one message, or one per broken field). */
export function exceptionMessage(exception: HttpException, language: Language): string | string[] {
  const payload = exception.getResponse();
  const { message, params } =
    typeof payload === 'string'
      ? { message: payload, params: undefined }
      : (payload as { message?: string | string[]; params?: Record<string, string | number> });
  return localize(message ?? exception.message, language, params);
}

/** Message keys become text in the request's language; other messages pass through as written. */
function localize(
  message: string | string[],
  language: Language,
  params?: Record<string, string | number>,
): string | string[] {
  const one = (m: string) => (isMessageKey(m) ? translate(m, language, params) : m);
  if (!Array.isArray(message)) return one(message);
  // class-validator reports each failing rule; a field's first rule is the one worth reading.
  return [...new Set(message.map(one))];
}
