import { createHash, randomBytes } from 'node:crypto';

/**
 * Personal access tokens are `tbpat_` and 43 base64url characters (32 random bytes). The prefix
 * lets secret scanners (and people) recognise a leaked one; only the SHA-256 of the whole token is
 * stored, which is enough for a secret with 256 bits of entropy (no salt or slow hash needed).
 */
export const TOKEN_PREFIX = 'tbpat_';
const TOKEN_PATTERN = /^tbpat_[A-Za-z0-9_-]{43}$/;

export function newPersonalToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function looksLikePersonalToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function hashPersonalToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What the lists show to tell tokens apart: the prefix and the first four characters after it. */
export function tokenHint(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + 4);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined without one. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1];
}
