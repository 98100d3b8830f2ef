import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { MessageKey } from '../../platform/i18n/messages';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/**
 * The 10,000 most common passwords (SecLists, MIT licence, see data/common-passwords.LICENSE),
 * compared case-insensitively. Read once, on first use.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(__dirname, 'data', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/**
 * The password rule of the product, the same on the server and in the register form: 10 to 128
 * characters with an uppercase letter, a lowercase letter, a digit and a special character, and
 * not one of the most common passwords. Returns the first rule broken, or undefined.
 */
export function passwordProblem(password: string): MessageKey | undefined {
  if (password.length < PASSWORD_MIN) return 'auth.password.min';
  if (password.length > PASSWORD_MAX) return 'auth.password.max';
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/];
  if (!classes.every((re) => re.test(password))) return 'auth.password.classes';
  // The list's entries rarely meet the class rules themselves; what people do is decorate one
  // ("Password123!", "!Dragon2024"), so the word inside the decoration is checked too.
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (commonPasswords().has(lower) || commonPasswords().has(core)) return 'auth.password.common';
  return undefined;
}
