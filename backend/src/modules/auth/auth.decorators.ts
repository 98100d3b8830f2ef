import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiSecurity,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import type { User, UserRole } from './entities/user.entity';
import { BEFORE_TWO_FACTOR_ENROLMENT, ROLES, RolesGuard } from './guards/roles.guard';
import { OptionalSessionGuard } from './guards/optional-session.guard';
import { SessionAuthGuard } from './guards/session-auth.guard';
import type { AuthenticatedRequest } from './session.strategy';
import { TOKEN_SCOPE } from './tokens/bearer-auth';
import { ADMIN_BY_METHOD, type TokenScope } from './tokens/token-scopes';

export const SESSION_COOKIE_DOC = 'session';
/** The OpenAPI security scheme of personal access tokens (`Authorization: Bearer tbpat_…`). */
export const TOKEN_SECURITY_DOC = 'token';

/** The OpenAPI extension naming the role an operation needs (`x-required-role: admin`). */
export const REQUIRED_ROLE_EXTENSION = 'x-required-role';

/**
 * The route needs a signed-in user, and one of `roles` when given: `@Auth()` for any client,
 * `@Auth('admin')` for admins only. Checked on the server for every request, before any pipe
 * validates the input, and shown in the OpenAPI document (x-required-role, 401 and 403).
 * Personal access tokens are refused unless the route declares a scope (`@RequiresScope`);
 * admin routes declare theirs by verb: `admin:read` to read, `admin:write` for the rest.
 */
export function Auth(...roles: UserRole[]) {
  return applyDecorators(
    SetMetadata(ROLES, roles),
    ...(roles.includes('admin') ? [SetMetadata(TOKEN_SCOPE, ADMIN_BY_METHOD)] : []),
    UseGuards(SessionAuthGuard, RolesGuard),
    ApiCookieAuth(SESSION_COOKIE_DOC),
    ApiUnauthorizedResponse({ description: 'Not signed in, or the session has ended' }),
    ...(roles.length > 0
      ? [
          ApiForbiddenResponse({ description: `Needs role ${roles.join(' or ')}` }),
          ApiExtension(REQUIRED_ROLE_EXTENSION, roles.join(' or ')),
        ]
      : []),
  );
}

/**
 * A personal access token with `scope` may call this route (besides a session): the token's owner
 * becomes the route's user. Without it, a token is refused with 401 (default deny); with it, a
 * token lacking the scope gets 403. Shown in the OpenAPI document as the `token` security scheme
 * with the scope.
 */
export function RequiresScope(scope: TokenScope) {
  return applyDecorators(
    SetMetadata(TOKEN_SCOPE, scope),
    ApiSecurity(TOKEN_SECURITY_DOC, [scope]),
    ApiForbiddenResponse({ description: `A personal access token without ${scope}` }),
  );
}

/** The route is open to guests and knows the signed-in user when there is one (`CurrentUser`). */
export function MaybeAuth() {
  return applyDecorators(UseGuards(OptionalSessionGuard), ApiCookieAuth(SESSION_COOKIE_DOC));
}

/** The signed-in user of an @Auth() route (undefined for a guest of a @MaybeAuth() one). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

/** The id of the session an @Auth() route was called with. */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().sessionId,
);

/**
 * The route stays open to an admin who must still set up two-factor sign-in (ADMIN_TWO_FACTOR):
 * reading their account and the set-up itself. Every other @Auth() route refuses them (403).
 */
export const BeforeTwoFactorEnrolment = () => SetMetadata(BEFORE_TWO_FACTOR_ENROLMENT, true);
