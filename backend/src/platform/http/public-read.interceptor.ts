import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

import { prepareJson } from '../cache/prepared-body';
import { PublicCache } from '../cache/public-cache';
import { PUBLIC_CACHE_CONTROL, PublicReadRoutes } from '../cache/public-read-fast-path';

export { PUBLIC_CACHE_CONTROL } from '../cache/public-read-fast-path';

/** A weak validator: the same JSON gives the same tag, whatever the transfer encoding. */
export function etagOf(body: unknown): string {
  return prepareJson(body).etag;
}

/**
 * Marks successful answers as publicly cacheable and tags them with an ETag. Express compares the
 * tag with the request's If-None-Match when it sends the body and answers 304 when they match.
 *
 * Answers are serialized once per object (prepareJson) and sent as that JSON text, so values
 * served from the public cache are neither re-serialized nor re-hashed per request. When the
 * answer is a value the public cache keeps, its URL is remembered so that the next requests for
 * it are answered by publicReadFastPath until the value is dropped or expires.
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: PublicCache,
    private readonly routes: PublicReadRoutes,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        const prepared = prepareJson(body);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('ETag', prepared.etag);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        const key = this.cache.keyOf(body);
        if (key !== undefined && req.method === 'GET' && this.cache.current(key) === body)
          this.routes.remember(req.originalUrl, key, body as object);
        // Express sends a string as it is (with the JSON content type set above).
        return prepared.text;
      }),
    );
  }
}

/** For public GET routes whose answer is the same for every visitor: Cache-Control, ETag, 304. */
export const PublicRead = () =>
  applyDecorators(
    UseInterceptors(PublicReadInterceptor),
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'The ETag of an earlier answer; a 304 without a body says it is still current',
    }),
    ApiResponse({
      status: 304,
      description: 'Not modified: the ETag in If-None-Match is still current',
    }),
  );
