import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';

import { bearerOrSession } from '../tokens/bearer-auth';
import { TokensService } from '../tokens/tokens.service';

/**
 * The session strategy, with a request that carries a bearer token judged by the token alone:
 * what the session guards share. Each says in `handleRequest` what a request without a user gets.
 */
@Injectable()
export abstract class BearerOrSessionGuard extends AuthGuard('session') {
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
}
