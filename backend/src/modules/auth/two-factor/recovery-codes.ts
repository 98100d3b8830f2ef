import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Without look-alikes (0/O, 1/I/L) so a code copied from paper reads back right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten one-time recovery codes, `xxxxx-xxxxx-xxxxx` (15 characters of a 31-letter alphabet, about
 * 74 bits each): random enough that a plain SHA-256 stores them safely, unlike passwords.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(15);
    const letters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5, 10)}-${letters.slice(10)}`;
  });
}

/** Case, spaces and dashes don't matter when a code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
