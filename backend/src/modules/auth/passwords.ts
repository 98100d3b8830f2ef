import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id (OWASP's first recommendation: 19 MiB, 2 passes), run off the event loop. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of no one's password, verified when the account does not exist so that a wrong username
 * takes as long to refuse as a wrong password.
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-for-timing-Aa1!');
  await verifyPassword(await decoy, password);
}
