import { useEffect } from 'react';

/**
 * On a server-rendered page, the shell's preferences.js holds the buttons clicked and forms sent
 * before the app has taken the page over, and replays them once it says so: <html
 * data-app-ready> and the 'tb:app-ready' event (the names must match preferences.js). It says so
 * once the routed page has hydrated: from the remote's routes (their Suspense boundary, which
 * commits with the page), from a remote's error, or from the shell for routes with no remote.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
export const APP_READY_EVENT = 'tb:app-ready';

export function announceAppReady(): void {
  const root = document.documentElement;
  if (root.hasAttribute(APP_READY_ATTRIBUTE)) return;
  root.setAttribute(APP_READY_ATTRIBUTE, '');
  document.dispatchEvent(new Event(APP_READY_EVENT));
}

/** Announces the app ready once the component has been committed (when `when` holds). */
export function useAnnounceAppReady(when = true): void {
  useEffect(() => {
    if (when) announceAppReady();
  }, [when]);
}

/** Rendered inside a page's Suspense boundary: announces once the page has hydrated. */
export function AppReadySignal(): null {
  useAnnounceAppReady();
  return null;
}
