import type { RequestHandler } from 'express';

import type { AppConfig } from '../config/app-config';
import { translate } from '../i18n/messages';
import { requestLanguage } from '../i18n/request-language';
import { errorBody } from './http-error.filter';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The shell's dev server, which proxies /api during `npm run dev`. */
const DEV_ORIGINS = ['http://localhost:4200', 'http://127.0.0.1:4200'];

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing API request that a browser sends from another
 * site carries that site's Origin (or Referer) and is refused with 403. Requests without either
 * header come from non-browser clients, which cannot ride on a visitor's cookies.
 */
export function originCheck(config: AppConfig): RequestHandler {
  const allowed = new Set([
    new URL(config.http.publicUrl).origin,
    ...config.auth.allowedOrigins.map((origin) => new URL(origin).origin),
    ...(config.env === 'development' ? DEV_ORIGINS : []),
  ]);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (!origin || allowed.has(origin) || origin === `${req.protocol}://${req.get('host')}`)
      return next();
    res.status(403).json(errorBody(403, translate('http.origin.forbidden', requestLanguage(req))));
  };
}
