import { randomBytes } from 'node:crypto';

import { passwordProblem } from '../../../../modules/auth/password-policy';

/** The demo accounts of the embedded default, stated in the README and printed at start-up. */
export const DEMO_LOGINS = [
  {
    role: 'admin',
    username: 'tbadmin',
    email: 'admin@terrabridge.example',
    password: 'TerraBridge#2026',
  },
  {
    role: 'client',
    username: 'democlient',
    email: 'client@terrabridge.example',
    password: 'Client#Demo2026',
  },
] as const;

export interface DemoLogin {
  role: 'admin' | 'client';
  username: string;
  email: string;
  password: string;
}

/**
 * The demo logins to create: with the README's passwords, or (in production, where anyone who
 * read the README could use those) each with a fresh random password that meets the policy.
 */
export function demoLogins(passwords: 'published' | 'random'): DemoLogin[] {
  return DEMO_LOGINS.map((login) => ({
    ...login,
    password: passwords === 'published' ? login.password : randomPassword(),
  }));
}

/** About 120 random bits in 20 URL-safe characters, drawn again until every character class is in. */
function randomPassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url');
    if (!passwordProblem(candidate)) return candidate;
  }
}
