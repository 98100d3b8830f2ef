import type { PortalResources } from '../../../i18n/portal.en';

/** A key of the 'validation' texts; the message is shown in the site's language. */
export type ValidationKey = keyof PortalResources['validation'];

/*
 * The same rules, in the same order, as the API's validation (backend auth DTOs and
 * password-policy.ts): a field reports its first broken rule. Only the common-password list
 * stays on the server (10,000 entries); its answer is shown on the password field.
 */

export const USERNAME_MIN = 7;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const PHONE_MAX = 20;

const USERNAME_FORMAT = /^[A-Za-z0-9._-]+$/;

/** As the API stores them: trimmed usernames and names, trimmed lower-case emails. */
export const normalizeUsername = (value: string) => value.trim();
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export function validateUsername(value: string): ValidationKey | null {
  const username = normalizeUsername(value);
  if (!username) return 'usernameRequired';
  if (username.length < USERNAME_MIN) return 'usernameMin';
  if (username.length > USERNAME_MAX) return 'usernameMax';
  if (!USERNAME_FORMAT.test(username)) return 'usernameFormat';
  return null;
}

// The address rules of the server's validator (validator.js isEmail with its defaults): a local
// part of dot-separated atoms, a domain of at least two labels and a top-level domain of letters.
const LOCAL_ATOM = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
const DOMAIN_LABEL =
  /^[a-z\d\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]([a-z\d\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF-]*[a-z\d\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])?$/i;
const TOP_LEVEL =
  /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;

export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length > 254) return false;
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !TOP_LEVEL.test(labels[labels.length - 1])) return false;
  return labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label));
}

export function validateEmail(value: string): ValidationKey | null {
  const email = normalizeEmail(value);
  if (!email) return 'emailRequired';
  if (email.length > EMAIL_MAX) return 'emailMax';
  if (!isEmailAddress(email)) return 'emailInvalid';
  return null;
}

export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

export const PASSWORD_RULES = ['length', 'upper', 'lower', 'digit', 'special'] as const;

/** Which parts of the password rule a password meets (for the strength meter). */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** A new password (registration, reset). */
export function validateNewPassword(password: string): ValidationKey | null {
  if (!password) return 'passwordRequired';
  if (password.length < PASSWORD_MIN) return 'passwordMin';
  if (password.length > PASSWORD_MAX) return 'passwordMax';
  const { upper, lower, digit, special } = passwordChecks(password);
  if (!(upper && lower && digit && special)) return 'passwordClasses';
  return null;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationKey | null {
  if (!confirmation) return 'confirmRequired';
  return confirmation === password ? null : 'passwordMismatch';
}

/** Sign-in: a username or an email, and a password; the server checks the rest. */
export function validateLoginIdentifier(value: string): ValidationKey | null {
  return value.trim() ? null : 'usernameRequired';
}

export function validateLoginPassword(value: string): ValidationKey | null {
  return value ? null : 'passwordRequired';
}

export function validateFirstName(value: string): ValidationKey | null {
  const name = value.trim();
  if (!name) return 'firstNameRequired';
  return name.length > NAME_MAX ? 'firstNameMax' : null;
}

export function validateLastName(value: string): ValidationKey | null {
  const name = value.trim();
  if (!name) return 'lastNameRequired';
  return name.length > NAME_MAX ? 'lastNameMax' : null;
}

export function validatePhone(value: string): ValidationKey | null {
  return value.trim().length > PHONE_MAX ? 'phoneMax' : null;
}
