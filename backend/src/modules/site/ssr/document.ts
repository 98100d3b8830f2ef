import { jsonForScript } from '../seo/json-for-script';
import type { Theme } from './preferences';

/** Must match the frontends: shell/src/app/server-document.ts and the session store. */
export const QUERY_STATE_ELEMENT_ID = 'tb-query-state';
export const USER_ELEMENT_ID = 'tb-user';
/**
 * Present (as `true`) only in a page asked for with a session cookie that no longer names a live
 * session (signed out everywhere else, deactivated, expired): the shell's route guard then says
 * "Your session has ended" on the sign-in page, as it does when a call in the open app gets 401.
 */
export const SESSION_ENDED_ELEMENT_ID = 'tb-session-ended';

export const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;

/** The page with the SESSION_ENDED_ELEMENT_ID mark in its head. */
export const markSessionEnded = (html: string) =>
  html.replace('</head>', () => `${jsonScript(SESSION_ENDED_ELEMENT_ID, true)}</head>`);

/**
 * Marks the end of the rendered page. The browser does not paint before it has parsed this far
 * (`<link rel="expect" blocking="render">`): a large page arrives in several pieces, and a first
 * paint of only the first ones would mean laying out the whole page again for the rest.
 */
export const PAGE_END_ID = 'tb-page-end';

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
      () =>
        `<div id="root" data-ssr="${rendered.mode}">${rendered.markup}</div>` +
        `<template id="${PAGE_END_ID}"></template>`,
    )
    .replace(
      '</head>',
      () => `<link rel="expect" href="#${PAGE_END_ID}" blocking="render"></head>`,
    );
}

/** Must match preferences.js of the shell, which reads it. */
export const START_ELEMENT_ID = 'tb-start';

/** What preferences.js fetches once the page has been painted, and the script it then runs. */
export interface StartPlan {
  entry: string;
  /** The template's preloads (the list of remotes, ...). */
  preload: { href: string; as: string; crossOrigin?: true }[];
  /** The scripts the app runs before it hydrates, preloaded as scripts: only their addresses. */
  scripts: string[];
}

/** The shell's entry script as its build writes it into index.html (`scriptLoading: 'defer'`). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
const PRELOAD_LINK = /<link rel="preload"[^>]*>/g;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?[\\s>/]`).exec(tag);

/**
 * A rendered page is shown by its markup, so nothing it loads for the app competes with the
 * first paint and the page's main image: the entry script, the template's preloads and the
 * scripts the app runs before it hydrates become a plan that preferences.js starts once the page
 * is on screen (all fetched side by side, then the entry runs), instead of a deferred script,
 * which the browser may run before painting, and preloads that share the network with the page.
 */
export function startAfterFirstPaint(html: string, scripts: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const plan: StartPlan = { entry, preload: [], scripts };
  const rest = html.replace(ENTRY_SCRIPT, '').replace(PRELOAD_LINK, (tag) => {
    const href = attribute(tag, 'href')?.[1];
    const as = attribute(tag, 'as')?.[1];
    if (!href || !as) return tag;
    plan.preload.push({
      href,
      as,
      ...(attribute(tag, 'crossorigin') ? { crossOrigin: true } : {}),
    });
    return '';
  });
  return rest.replace('</head>', () => `${jsonScript(START_ELEMENT_ID, plan)}</head>`);
}
