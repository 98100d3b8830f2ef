import { jsonForScript } from '../seo/json-for-script';
import type { Theme } from './preferences';

/** Must match the frontends: shell/src/app/server-document.ts and the session store. */
export const QUERY_STATE_ELEMENT_ID = 'tb-query-state';
export const USER_ELEMENT_ID = 'tb-user';

export const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;

/**
 * Puts server-rendered markup into the shell's page: the theme on <html> (as preferences.js and
 * the theme store set it), the language and theme it was rendered in (preferences.js compares
 * them with the visitor's stored choices), and the markup in #root with how to take it over.
 */
export function insertRendered(
  html: string,
  rendered: { language: string; theme: Theme; mode: 'hydrate' | 'placeholder'; markup: string },
): string {
  const dark = rendered.theme === 'dark';
  return html
    .replace(
      /<html([^>]*)>/,
      `<html$1${dark ? ' class="dark"' : ''} style="color-scheme: ${rendered.theme}" data-rendered="${rendered.language} ${rendered.theme}">`,
    )
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root" data-ssr="${rendered.mode}">${rendered.markup}</div>`,
    );
}
