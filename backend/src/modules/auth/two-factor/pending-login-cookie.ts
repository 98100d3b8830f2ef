import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { cookieValue } from '../session-cookie';

/** How long the second step may wait after the password was accepted. */
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;

/**
 * The cookie that ties the second sign-in step to the first: a short-lived signed token, httpOnly
 * and SameSite=Strict, `__Host-` prefixed over HTTPS like the session cookie.
 */
@Injectable()
export class PendingLoginCookie {
  readonly name: string;
  private readonly options: CookieOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const secure = config.http.publicUrl.startsWith('https:');
    this.name = secure ? '__Host-tb_two_factor' : 'tb_two_factor';
    this.options = { httpOnly: true, sameSite: 'strict', secure, path: '/' };
  }

  read(req: Request): string | undefined {
    return cookieValue(req, this.name);
  }

  set(res: Response, token: string): void {
    res.cookie(this.name, token, { ...this.options, maxAge: PENDING_LOGIN_TTL_MS });
  }

  clear(res: Response): void {
    res.clearCookie(this.name, this.options);
  }
}
