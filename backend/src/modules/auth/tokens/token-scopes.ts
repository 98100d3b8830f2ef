import type { UserRole } from '../entities/user.entity';

/**
 * What a personal access token may do, by resource and verb. Client scopes reach the owner's own
 * data as the portal does; admin scopes reach the back-office API and only an admin grants them.
 */
export const CLIENT_SCOPES = [
  'projects:read',
  'social:read',
  'social:write',
  'invoices:read',
  'payments:read',
] as const;
export const ADMIN_SCOPES = ['admin:read', 'admin:write'] as const;
export const TOKEN_SCOPES = [...CLIENT_SCOPES, ...ADMIN_SCOPES] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

export function isTokenScope(value: unknown): value is TokenScope {
  return typeof value === 'string' && (TOKEN_SCOPES as readonly string[]).includes(value);
}

/** The scopes an account of this role may put on a token of its own. */
export function grantableScopes(role: UserRole): readonly TokenScope[] {
  return role === 'admin' ? TOKEN_SCOPES : CLIENT_SCOPES;
}

/** The scopes of `requested` that this role may not grant (none: the request is fine). */
export function ungrantableScopes(role: UserRole, requested: readonly string[]): string[] {
  const allowed = new Set<string>(grantableScopes(role));
  return requested.filter((scope) => !allowed.has(scope));
}

/**
 * Admin routes declare their scope by verb: reads need `admin:read`, every other method
 * `admin:write` (a change made with a token is a change made by its admin).
 */
export const ADMIN_BY_METHOD = 'admin:by-method';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The scope a request needs, from the scope its operation declares and the request's method. */
export function requiredScope(declared: string, method: string): TokenScope | undefined {
  if (declared === ADMIN_BY_METHOD)
    return READ_METHODS.has(method.toUpperCase()) ? 'admin:read' : 'admin:write';
  return isTokenScope(declared) ? declared : undefined;
}
