/**
 * The part of multer (shipped with @nestjs/platform-express) the upload interceptor uses; the
 * package carries no types of its own.
 */
declare module 'multer' {
  import type { RequestHandler } from 'express';

  interface MulterFile {
    fieldname: string;
    originalname: string;
    mimetype: string;
    size: number;
    buffer: Buffer;
  }

  interface MulterLimits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
  }

  interface StorageEngine {
    _handleFile(
      req: import('express').Request,
      file: { stream: NodeJS.ReadableStream },
      callback: (error?: unknown, info?: Partial<MulterFile>) => void,
    ): void;
    _removeFile(
      req: import('express').Request,
      file: MulterFile,
      callback: (error: Error | null) => void,
    ): void;
  }

  interface Multer {
    array(field: string, maxCount?: number): RequestHandler;
  }

  interface MulterFactory {
    (options: { storage?: StorageEngine; limits?: MulterLimits; defParamCharset?: string }): Multer;
    memoryStorage(): StorageEngine;
    MulterError: new (code: string, field?: string) => Error & { code: string; field?: string };
  }

  const multer: MulterFactory;
  export default multer;
  export type { MulterFile, StorageEngine };
}
