export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be unavailable (privacy mode); the choice still applies to this page view.
  }
}

/** Calls `listener` when another tab changes `key`, so open tabs stay consistent. */
export function onStorageChange(key: string, listener: (value: string | null) => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key) listener(event.newValue);
  });
}

/** A year: preference cookies outlive any session. */
const PREFERENCE_COOKIE_MAX_AGE = 31_536_000;

/**
 * Mirrors a preference (language, theme) into a first-party cookie, so the server renders the next
 * page in the visitor's language and theme. Not httpOnly: the page itself keeps it current.
 */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`;
  } catch {
    // Cookies disabled: the choice still applies to this page view and to localStorage.
  }
}
