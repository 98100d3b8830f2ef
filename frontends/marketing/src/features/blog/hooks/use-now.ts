import { useSyncExternalStore } from 'react';

const REFRESH_MS = 60_000;
const listeners = new Set<() => void>();
let current = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // The page may have been open for a while before this component mounted.
    current = Date.now();
    timer = setInterval(tick, REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time, refreshed every minute; null while rendering on the server and during
 * hydration (React then renders again with the browser's clock), so clock-dependent output never
 * makes the server's HTML and the browser's first render disagree.
 */
export function useNow(): Date | null {
  const now = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return now === null ? null : new Date(now);
}
