import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { type MulterFile, type StorageEngine } from 'multer';
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
 * a 413 before the rest is read, and the connection is closed after it. Requests that are not
 * multipart pass through to the JSON parser.
 */
export function MultipartFiles(field = 'files', maxFiles = 5): Type<NestInterceptor> {
  const upload = multer({
    storage: sizeWatchingMemoryStorage(),
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
      const req = http.getRequest<Request>();
      const res = http.getResponse<Response>();
      await new Promise<void>((resolve, reject) => {
        const refuse = (error: unknown) => {
          // The rest of a refused body is of no use: the answer closes the connection, instead of
          // reading (up to the declared length) what is still on its way.
          closeAfterAnswer(res);
          reject(toHttpError(error, maxFiles));
        };
        // Multer reports a file over the limit only once it has read the whole body; the 413 goes
        // out as soon as the file passes the limit instead.
        tooLargeWatchers.set(req, () => refuse({ code: 'LIMIT_FILE_SIZE' }));
        upload(req, res, (error: unknown) => (error ? refuse(error) : resolve()));
      }).finally(() => tooLargeWatchers.delete(req));
      return next.handle();
    }
  }
  return mixin(MultipartFilesInterceptor);
}

/** Per request being parsed: what to do the moment one of its files passes the size limit. */
const tooLargeWatchers = new WeakMap<Request, () => void>();

/** Multer's memory storage, telling the request's watcher the moment a file passes the limit. */
function sizeWatchingMemoryStorage(): StorageEngine {
  const memory = multer.memoryStorage();
  return {
    _handleFile(req, file, callback) {
      file.stream.once('limit', () => tooLargeWatchers.get(req)?.());
      memory._handleFile(req, file, callback);
    },
    _removeFile: (req, file, callback) => memory._removeFile(req, file, callback),
  };
}

/**
 * Sends `Connection: close` with the answer: Node then ends the connection once the answer is
 * written, instead of reading the rest of the request's body to keep it alive.
 */
function closeAfterAnswer(res: Response): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
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
