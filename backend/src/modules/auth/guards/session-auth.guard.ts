import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { SESSION_REQUIRED } from '../auth-error-codes';

/** Lets a request through only with a live session; otherwise 401 in the user's language. */
@Injectable()
export class SessionAuthGuard extends AuthGuard('session') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof LocalizedException) throw error;
    if (error || !user)
      throw new LocalizedException(401, 'auth.session.required', {}, SESSION_REQUIRED);
    return user;
  }
}
