import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { SESSION_REQUIRED } from '../auth-error-codes';
import { bearerOrSession } from '../tokens/bearer-auth';
import { TokensService } from '../tokens/tokens.service';

/**
 * Lets a request through only with a live session, or with a personal access token that has the
 * route's scope; otherwise 401 (403 for a token without the scope) in the user's language.
 */
@Injectable()
export class SessionAuthGuard extends AuthGuard('session') {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext): Promise<boolean> {
    return bearerOrSession(
      context,
      this.reflector,
      this.tokens,
      async () => (await super.canActivate(context)) as boolean,
    );
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof LocalizedException) throw error;
    if (error || !user)
      throw new LocalizedException(401, 'auth.session.required', {}, SESSION_REQUIRED);
    return user;
  }
}
