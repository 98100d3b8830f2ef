import type { Request, RequestHandler } from 'express';

import type { AppConfig } from '../config/app-config';
import { translate } from '../i18n/messages';
import { hasBearer } from './bearer';
import { requestLanguage } from '../i18n/request-language';
import { errorBody } from './http-error.filter';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * The dev servers of `npm run dev`, which proxy /api: the shell and each remote's standalone
 * preview (DEV_PORTS in frontends/build/rspack.mjs).
 */
const DEV_SERVER_PORTS = [4200, 4201, 4202, 4203];

/**
 * The origins whose pages may change state: PUBLIC_URL's and ALLOWED_ORIGINS. In development also
 * the dev servers and the API's own port, under both loopback names, so that http://127.0.0.1:3000
 * works as well as http://localhost:3000.
 */
export function allowedOrigins(config: AppConfig): Set<string> {
  const development =
    config.env === 'development'
      ? [...DEV_SERVER_PORTS, config.http.port].flatMap((port) => [
          `http://localhost:${port}`,
          `http://127.0.0.1:${port}`,
        ])
      : [];
  return new Set([
    new URL(config.http.publicUrl).origin,
    ...config.auth.allowedOrigins.map((origin) => new URL(origin).origin),
    ...development,
  ]);
}

/**
 * Routes whose callers are servers that sign each request themselves (the payment providers'
 * webhooks): they carry no browser's Origin and ride on no one's cookies, so the check exempts
 * them by name.
 */
export const ORIGIN_CHECK_EXEMPT_PATHS: readonly string[] = [
  '/api/webhooks/stripe',
  '/api/webhooks/paypal',
];

/**
 * Whether a request is authenticated by a bearer token (Authorization: Bearer ...) rather than by
 * the session cookie: the guards then authenticate it by the token alone and ignore any cookie,
 * and a page on another site cannot send that header without a CORS preflight, which this API
 * does not grant; unlike a cookie, it is never sent on a visitor's behalf.
 */
export function authenticatedByBearerToken(req: Request): boolean {
  return hasBearer(req.headers.authorization);
}

export interface OriginCheckOptions {
  /** Whether the request carries the session cookie (then its origin must be shown). */
  carriesSession(req: Request): boolean;
}

/** The request's path without its query, as the client sent it (before any mount point). */
const pathOf = (req: Request) => (req.originalUrl ?? req.url).split('?')[0];

/**
 * CSRF defence for cookie sessions, on every state-changing request (not GET, HEAD, OPTIONS):
 * - one that names another site in Origin (or Referer) is refused with 403;
 * - one that carries the session cookie must show it comes from the site itself: an allowed
 *   Origin (or Referer), or `Sec-Fetch-Site: same-origin`; with neither it is refused too, since a
 *   browser that stripped them cannot be told apart from a forged request;
 * - one without the session cookie and without either header is a non-browser client (a script
 *   signing in, a monitor posting the contact form): it rides on no one's session and passes.
 * The webhooks (ORIGIN_CHECK_EXEMPT_PATHS) and bearer-token requests are exempt. The request's own
 * Host is never taken as proof of the site: whoever forges the request chooses it.
 */
export function originCheck(config: AppConfig, options: OriginCheckOptions): RequestHandler {
  const allowed = allowedOrigins(config);
  const exempt = new Set(ORIGIN_CHECK_EXEMPT_PATHS);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (exempt.has(pathOf(req).replace(/\/+$/, '')) || authenticatedByBearerToken(req))
      return next();
    const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (origin ? allowed.has(origin) : !options.carriesSession(req) || sameOriginFetch(req))
      return next();
    res.status(403).json(errorBody(403, translate('http.origin.forbidden', requestLanguage(req))));
  };
}

/** The browser's own word that the page making the request is on this site. */
function sameOriginFetch(req: Request): boolean {
  return req.headers['sec-fetch-site'] === 'same-origin';
}
