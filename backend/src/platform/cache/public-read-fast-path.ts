import { randomUUID } from 'node:crypto';

import type { Request, RequestHandler, Response } from 'express';

import { type BodyEncoding, type PreparedBody, prepareJson } from './prepared-body';
import type { PublicCache } from './public-cache';

/**
 * Browsers and shared caches may keep a public answer for a minute and serve it while they
 * revalidate for five more; revalidation costs a 304 without a body when nothing changed.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

interface Route {
  key: string;
  value: object;
}

/**
 * The public read URLs (path and query, exactly as requested) whose last answer is a value the
 * public cache still keeps. Filled by PublicReadInterceptor after the full request pipeline
 * (guards, validation, handler) answered 200; read by publicReadFastPath.
 */
export class PublicReadRoutes {
  private readonly routes = new Map<string, Route>();

  constructor(private readonly maxEntries = 500) {}

  get size(): number {
    return this.routes.size;
  }

  remember(url: string, key: string, value: object): void {
    this.routes.delete(url);
    while (this.routes.size >= this.maxEntries) {
      this.routes.delete(this.routes.keys().next().value as string);
    }
    this.routes.set(url, { key, value });
  }

  /** The value to answer `url` with, if the cache still keeps the one last answered. */
  lookup(url: string, cache: PublicCache): object | undefined {
    const route = this.routes.get(url);
    if (!route) return undefined;
    if (cache.current(route.key) === route.value) return route.value;
    this.routes.delete(url);
    return undefined;
  }
}

/**
 * Serves a repeated public read (GET or HEAD of a URL PublicReadInterceptor has answered from the
 * public cache) straight from the cache's prepared JSON: the same body, ETag, Cache-Control,
 * request id and, since this runs after them, the same security headers, but without the rest of
 * the pipeline (routing, guards, validation, per-request JSON serialization and compression, the
 * per-request access log line). Anything else, and any URL whose value was dropped or has
 * expired, goes on through the full pipeline, which fills the cache again.
 */
export function publicReadFastPath(cache: PublicCache, routes: PublicReadRoutes): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const value = routes.lookup(req.url, cache);
    if (value === undefined) return next();
    sendPrepared(req, res, value);
  };
}

function sendPrepared(req: Request, res: Response, value: object): void {
  const given = req.headers['x-request-id'];
  res.setHeader(
    'x-request-id',
    typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID(),
  );
  sendPreparedBody(req, res, 200, prepareJson(value), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: PUBLIC_CACHE_CONTROL,
    vary: 'Accept-Encoding',
  });
}

export interface PreparedHeaders {
  contentType: string;
  cacheControl: string;
  /** What else than the request's URL the answer depends on (Accept-Encoding is added). */
  vary: string;
}

/**
 * Sends a prepared body as it is: its ETag (a 304 without a body when the browser has it), and
 * its kept compressed bytes when the browser takes them, so nothing is compressed per request.
 */
export function sendPreparedBody(
  req: Request,
  res: Response,
  status: number,
  prepared: PreparedBody,
  headers: PreparedHeaders,
): void {
  res.setHeader('Cache-Control', headers.cacheControl);
  res.setHeader('ETag', prepared.etag);
  res.setHeader(
    'Vary',
    headers.vary === 'Accept-Encoding' ? headers.vary : `${headers.vary}, Accept-Encoding`,
  );
  if (status === 200 && isFresh(req, prepared.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', headers.contentType);
  const encoding = prepared.compressible
    ? acceptedEncoding(req.headers['accept-encoding'])
    : undefined;
  const body = encoding ? prepared.encoded(encoding) : prepared.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** If-None-Match names this (weak) tag, unless the request asks to bypass caches. */
export function isFresh(req: Request, etag: string): boolean {
  const match = req.headers['if-none-match'];
  if (!match) return false;
  const control = req.headers['cache-control'];
  if (control && /(?:^|,)\s*no-cache/.test(control)) return false;
  if (match.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** br when the client takes it, else gzip, else none (q=0 refuses an encoding). */
export function acceptedEncoding(header: string | undefined): BodyEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  const quality = (name: BodyEncoding) => accepted.get(name) ?? wildcard;
  const br = quality('br');
  const gzip = quality('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}
