import { type LoginRequest, type RegisterRequest, apiJson } from '@terrabridge/api-client';
// The shared session library by its name, not its files: the remote that imports this module
// bundles it, and must reach the one store every remote shares.
import {
  DEFAULT_AFTER_SIGN_IN,
  type SessionUser,
  safeNextPath,
  useLanguageStore,
  useUserStore,
} from '@terrabridge/session';

/**
 * Signing in and registering, for the sign-in page alone: kept out of the session library's
 * entry, which every page loads (see home-budget.spec.ts).
 */

/** Sign-in fields; the answer's language is always the one the site is shown in. */
export type LoginCredentials = Omit<LoginRequest, 'language'>;
export type RegistrationFields = Omit<RegisterRequest, 'language'>;
/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };
/** The password was right; the account's second factor must follow (no session yet). */
export const TWO_FACTOR_REQUIRED = 'twoFactorRequired';

/** Whether a location's state is SESSION_ENDED_STATE (the sign-in page then says why it shows). */
export function cameForEndedSession(state: unknown): boolean {
  return (state as { sessionEnded?: unknown } | null)?.sessionEnded === true;
}

const post = <T>(path: string, body: object) =>
  apiJson<T>('POST', path, { ...body, language: useLanguageStore.getState().language });
const signedIn = (user: SessionUser) => useUserStore.getState().signedIn(user);

/**
 * POST /api/login (username or email), then remember the user; or, for an account with
 * two-factor sign-in, TWO_FACTOR_REQUIRED (then `completeTwoFactor`). Rejects with ApiError.
 */
export async function login(
  credentials: LoginCredentials,
): Promise<SessionUser | typeof TWO_FACTOR_REQUIRED> {
  const answer = await post<SessionUser | { twoFactorRequired: true }>('/api/login', credentials);
  return 'twoFactorRequired' in answer ? TWO_FACTOR_REQUIRED : signedIn(answer);
}

/** POST /api/login/two-factor, then remember the user. Rejects with ApiError. */
export async function completeTwoFactor(proof: SecondFactor): Promise<SessionUser> {
  return signedIn(await post<SessionUser>('/api/login/two-factor', proof));
}

/** POST /api/register, which also signs in, then remember the user. Rejects with ApiError. */
export async function register(fields: RegistrationFields): Promise<SessionUser> {
  return signedIn(await post<SessionUser>('/api/register', fields));
}

/** Any origin serves to resolve a path against: only the path is read back. */
const RESOLVING_ORIGIN = 'http://next.invalid';

/** A path a browser reads as another host (`//host`, `/\\host`), as written or once resolved. */
function namesAHost(path: string): boolean {
  if (/^[/\\]{2}/.test(path) || path.includes('\\')) return true;
  try {
    const url = new URL(path, RESOLVING_ORIGIN);
    return url.origin !== RESOLVING_ORIGIN || url.pathname.startsWith('//');
  } catch {
    return true;
  }
}

/**
 * Whether a normalised path leads off the site, as it is or once percent-decoded: `/%2F%2Fhost`,
 * `/%5Chost` and `/..%2F%2Fhost` become another host when something decodes them later.
 */
function leavesTheSite(path: string): boolean {
  let decoded = path;
  // Decoded until it no longer changes (a double-escaped `%252F` too), a few rounds at most.
  for (let round = 0; round < 4; round++) {
    if (namesAHost(decoded)) return true;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (next === decoded) return false;
    decoded = next;
  }
  return true;
}

/**
 * Where to go once signed in: `next` when it is a path of this site, judged also once normalised
 * (`/..//evil.example` is `//evil.example`) and percent-decoded, else the dashboard. Here, not in
 * the session library's entry: only the sign-in page needs it.
 */
export function afterSignInPath(next: string | null | undefined): string {
  const target = safeNextPath(next);
  // The normalised path, without its query or fragment.
  if (!target || leavesTheSite(target.replace(/[?#].*$/s, ''))) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return target;
}
