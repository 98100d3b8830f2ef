import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

import type { UploadedPart } from './multipart-upload.interceptor';

/** The files a MultipartFiles interceptor read from the request (none for a JSON body). */
export const UploadedParts = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedPart[] => {
    const files = context.switchToHttp().getRequest<{ files?: unknown }>().files;
    return Array.isArray(files) ? (files as UploadedPart[]) : [];
  },
);
