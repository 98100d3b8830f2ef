import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link in an email; only its SHA-256 is stored. */
export function newOneTimeToken(lifetimeMs: number): {
  token: string;
  hash: string;
  expiresAt: Date;
} {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
