import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';

import { authenticateBearer } from '../tokens/bearer-auth';
import { hasBearer } from '../tokens/personal-token';
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

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (hasBearer(req.headers.authorization))
      return authenticateBearer(context, this.reflector, this.tokens);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser | undefined {
    return user || undefined;
  }
}
