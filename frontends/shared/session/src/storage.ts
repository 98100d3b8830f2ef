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
