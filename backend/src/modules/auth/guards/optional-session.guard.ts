import { Injectable } from '@nestjs/common';

import { BearerOrSessionGuard } from './bearer-or-session.guard';

/**
 * Reads the session when there is one and lets every request through: a guest has no user. A
 * request with a bearer token is judged by the token alone, as on @Auth() routes.
 */
@Injectable()
export class OptionalSessionGuard extends BearerOrSessionGuard {
  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser | undefined {
    return user || undefined;
  }
}
