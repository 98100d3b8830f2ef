import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page carries besides its markup (see the backend's
 * modules/site/ssr/): the queries it was rendered with and how the browser takes the page over.
 */
export const QUERY_STATE_ELEMENT_ID = 'tb-query-state';
/** On #root: 'hydrate' when the markup is the page itself, 'placeholder' when only the frame. */
export const SSR_MODE_ATTRIBUTE = 'data-ssr';
/** On <html>, set by preferences.js when the stored language or theme is not the rendered one. */
export const STALE_RENDER_ATTRIBUTE = 'data-rendered-stale';

export function readQueryState(
  doc: Document | undefined = globalThis.document,
): DehydratedState | undefined {
  const text = doc?.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/** Whether the page's markup can be hydrated (rendered by the server in the current preferences). */
export function canHydrate(doc: Document = document): boolean {
  const root = doc.getElementById('root');
  return (
    root?.getAttribute(SSR_MODE_ATTRIBUTE) === 'hydrate' &&
    !doc.documentElement.hasAttribute(STALE_RENDER_ATTRIBUTE)
  );
}
