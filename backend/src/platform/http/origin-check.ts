import type { RequestHandler } from 'express';

import { hasBearer } from '../../modules/auth/tokens/personal-token';
import type { AppConfig } from '../config/app-config';
import { translate } from '../i18n/messages';
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
 * CSRF defence for cookie sessions: a state-changing request that a browser sends from another
 * site carries that site's Origin (or Referer) and is refused with 403. Requests without either
 * header come from non-browser clients, which cannot ride on a visitor's cookies. The request's
 * own Host is never taken as proof of the site: whoever forges the request chooses it.
 * Requests with `Authorization: Bearer` are let through whatever their Origin: the guards then
 * authenticate them by the token alone and ignore any cookie, and a page on another site cannot
 * send that header without a CORS preflight, which this API does not grant.
 */
export function originCheck(config: AppConfig): RequestHandler {
  const allowed = allowedOrigins(config);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || hasBearer(req.headers.authorization)) return next();
    const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (!origin || allowed.has(origin)) return next();
    res.status(403).json(errorBody(403, translate('http.origin.forbidden', requestLanguage(req))));
  };
}
