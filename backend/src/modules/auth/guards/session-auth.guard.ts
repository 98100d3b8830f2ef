import { Injectable } from '@nestjs/common';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { SESSION_REQUIRED } from '../auth-error-codes';
import { BearerOrSessionGuard } from './bearer-or-session.guard';

/**
 * Lets a request through only with a live session, or with a personal access token that has the
 * route's scope; otherwise 401 (403 for a token without the scope) in the user's language.
 */
@Injectable()
export class SessionAuthGuard extends BearerOrSessionGuard {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof LocalizedException) throw error;
    if (error || !user)
      throw new LocalizedException(401, 'auth.session.required', {}, SESSION_REQUIRED);
    return user;
  }
}
