import { createHash } from 'node:crypto';

import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * Browsers and shared caches may keep a public answer for a minute and serve it while they
 * revalidate for five more; revalidation costs a 304 without a body when nothing changed.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** A weak validator: the same JSON gives the same tag, whatever the transfer encoding. */
export function etagOf(body: unknown): string {
  const hash = createHash('sha1')
    .update(JSON.stringify(body) ?? '')
    .digest('base64url');
  return `W/"${hash}"`;
}

/**
 * Marks successful answers as publicly cacheable and tags them with an ETag. Express compares the
 * tag with the request's If-None-Match when it sends the body and answers 304 when they match.
 * Answers served from the public catalogue cache are the same objects until a write replaces
 * them, so their tag is computed once per object.
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  private readonly tags = new WeakMap<object, string>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('ETag', this.tagOf(body));
        return body;
      }),
    );
  }

  private tagOf(body: unknown): string {
    if (typeof body !== 'object' || body === null) return etagOf(body);
    let tag = this.tags.get(body);
    if (!tag) {
      tag = etagOf(body);
      this.tags.set(body, tag);
    }
    return tag;
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
