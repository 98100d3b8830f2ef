import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

/** A cookie of the request, when it is there and not empty. */
export function cookieValue(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The session cookie: httpOnly and SameSite=Lax always; over HTTPS also Secure and named with the
 * `__Host-` prefix, which makes browsers refuse it from any other path, domain or plain HTTP.
 */
@Injectable()
export class SessionCookie {
  readonly name: string;
  private readonly options: CookieOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const secure = config.http.publicUrl.startsWith('https:');
    this.name = secure ? '__Host-tb_session' : 'tb_session';
    this.options = {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: config.auth.absoluteTimeoutMs,
    };
  }

  read(req: Request): string | undefined {
    return cookieValue(req, this.name);
  }

  set(res: Response, token: string): void {
    res.cookie(this.name, token, this.options);
  }

  clear(res: Response): void {
    const { maxAge: _maxAge, ...options } = this.options;
    res.clearCookie(this.name, options);
  }
}
