import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Response } from 'express';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { TOKEN_INVALID, TOKEN_NOT_ACCEPTED } from '../auth-error-codes';
import type { AuthenticatedRequest } from '../session.strategy';
import { hasBearer } from '../../../platform/http/bearer';
import { bearerToken } from './personal-token';
import { requiredScope } from './token-scopes';
import type { TokensService } from './tokens.service';

/** Metadata of `@RequiresScope()` (and of `@Auth('admin')`): the scope a token needs here. */
export const TOKEN_SCOPE = Symbol('TOKEN_SCOPE');

function refuse(res: Response, error: string): void {
  res.setHeader('WWW-Authenticate', `Bearer realm="api", error="${error}"`);
}

/**
 * Authenticates a request that carries `Authorization: Bearer`: by its token alone, never by a
 * cookie it may also carry (so the Origin check, which only guards cookies, can let it through).
 * An operation that declares no scope refuses tokens (401); an unknown, revoked or expired token
 * is a 401; a token without the operation's scope a 403. Each request counts against the token's
 * own rate limit.
 */
export async function authenticateBearer(
  context: ExecutionContext,
  reflector: Reflector,
  tokens: TokensService,
): Promise<true> {
  const http = context.switchToHttp();
  const req = http.getRequest<AuthenticatedRequest>();
  const res = http.getResponse<Response>();
  const declared = reflector.getAllAndOverride<string | undefined>(TOKEN_SCOPE, [
    context.getHandler(),
    context.getClass(),
  ]);
  if (!declared) {
    refuse(res, 'invalid_request');
    throw new LocalizedException(401, 'tokens.notAccepted', {}, TOKEN_NOT_ACCEPTED);
  }
  const raw = bearerToken(req.headers.authorization);
  const bearer = raw ? await tokens.authenticate(raw) : undefined;
  if (!bearer) {
    refuse(res, 'invalid_token');
    throw new LocalizedException(401, 'tokens.invalid', {}, TOKEN_INVALID);
  }
  await tokens.countRequest(bearer.token);
  const scope = requiredScope(declared, req.method);
  if (!scope || !bearer.token.scopes.includes(scope)) {
    res.setHeader('WWW-Authenticate', `Bearer realm="api", error="insufficient_scope"`);
    throw new LocalizedException(403, 'tokens.scopeMissing', { scope: scope ?? declared });
  }
  req.user = bearer.user;
  req.tokenId = bearer.token.id;
  return true;
}

/**
 * A session guard's `canActivate`: a request with `Authorization: Bearer` is judged by its token
 * (see authenticateBearer), any other by the session strategy (`bySession`).
 */
export async function bearerOrSession(
  context: ExecutionContext,
  reflector: Reflector,
  tokens: TokensService,
  bySession: () => Promise<boolean>,
): Promise<boolean> {
  const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (hasBearer(req.headers.authorization)) return authenticateBearer(context, reflector, tokens);
  return bySession();
}
