import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';

import { bearerOrSession } from '../tokens/bearer-auth';
import { TokensService } from '../tokens/tokens.service';

/**
 * Reads the session when there is one and lets every request through: a guest has no user. A
 * request with a bearer token is judged by the token alone, as on @Auth() routes.
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('session') {
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

  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser | undefined {
    return user || undefined;
  }
}
