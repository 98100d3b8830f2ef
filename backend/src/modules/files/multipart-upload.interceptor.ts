import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { type MulterFile } from 'multer';
import type { Observable } from 'rxjs';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { MessageKey } from '../../platform/i18n/messages';
import { MAX_FILE_BYTES } from './file-types';

export type UploadedPart = MulterFile;

/** Multer's limit errors, worded for people. */
const LIMIT_ERRORS: Record<string, [number, MessageKey]> = {
  LIMIT_FILE_SIZE: [413, 'files.tooLarge'],
  LIMIT_FILE_COUNT: [400, 'files.tooMany'],
  LIMIT_UNEXPECTED_FILE: [400, 'files.unexpectedField'],
};

/**
 * Parses a multipart body with its files kept in memory, at most `maxFiles` of MAX_FILE_BYTES
 * each. The limit is enforced while the body streams in: an oversize file stops the upload with
 * a 413 before the rest is read. Requests that are not multipart pass through to the JSON parser.
 */
export function MultipartFiles(field = 'files', maxFiles = 5): Type<NestInterceptor> {
  const upload = multer({
    storage: multer.memoryStorage(),
    // Browsers send file names as raw UTF-8 without declaring a charset.
    defParamCharset: 'utf8',
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: maxFiles,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: maxFiles + 20,
    },
  }).array(field, maxFiles);

  @Injectable()
  class MultipartFilesInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
          error ? reject(toHttpError(error, maxFiles)) : resolve(),
        ),
      );
      return next.handle();
    }
  }
  return mixin(MultipartFilesInterceptor);
}

function toHttpError(error: unknown, maxFiles: number): LocalizedException {
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? LIMIT_ERRORS[code] : undefined;
  if (known)
    return new LocalizedException(known[0], known[1], {
      maxFiles,
      maxMb: MAX_FILE_BYTES / 1024 / 1024,
    });
  return new LocalizedException(400, 'files.form.invalid');
}
