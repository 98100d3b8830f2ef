/** The sign-in page; `?next=` names where to go once signed in. */
export const AUTH_PATH = '/auth';
export const NEXT_PARAM = 'next';

/** The tab of the sign-in page to open: `?tab=register` for a new account. */
export const AUTH_TAB_PARAM = 'tab';
export const AUTH_TABS = ['login', 'register'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** The sign-in page opened on its Register tab, for "create an account" links. */
export const REGISTER_PATH = `${AUTH_PATH}?${AUTH_TAB_PARAM}=register`;

/** The tab `?tab=` names, or the Login tab for anything else. */
export function authTabOf(value: string | null | undefined): AuthTab {
  return AUTH_TABS.find((tab) => tab === value) ?? 'login';
}

/** Where signing in leads a visitor whom no protected page sent there. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const PLACEHOLDER_ORIGIN = 'http://next.invalid';

/**
 * The `next` target if it is a path of this site: it must start with exactly one '/' (not '//'
 * or '/\', which browsers read as another host), contain no control characters, and not lead
 * back to the sign-in page. Anything else is null. Where a visitor is sent after signing in is
 * judged further, once normalised and decoded (`afterSignInPath` in `./sign-in`).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that returns to `next` afterwards: /auth?next=/dashboard. */
export function authPathFor(next: string): string {
  const target = safeNextPath(next);
  if (!target || target === '/') return AUTH_PATH;
  // '/' stays readable in the query; everything else that has a meaning there is escaped.
  return `${AUTH_PATH}?${NEXT_PARAM}=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

/**
 * The history state of the sign-in page a person was taken to because their session ended, so
 * the page says so (and says it again on a reload of that entry, but not on a later visit).
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;
