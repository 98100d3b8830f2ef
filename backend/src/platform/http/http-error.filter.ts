import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
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
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : ((payload as { message?: string | string[] }).message ?? exception.message);
      response.status(status).json(errorBody(status, message));
      return;
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    response.status(status).json(errorBody(status, 'Internal server error'));
  }
}
