import {
  type Language,
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  onLanguageChanged,
  readStoredLanguage,
  writeStoredLanguage,
} from '@terrabridge/i18n';
import { create } from 'zustand';
import { onStorageChange, writePreferenceCookie } from './storage';

export interface LanguageState {
  /** The language the site is shown in (its texts are in). */
  language: Language;
  /** Chooses a language; resolves once the site is shown in it. */
  setLanguage: (language: Language) => Promise<void>;
  /** Chooses the other language than the one last chosen. */
  toggleLanguage: () => Promise<void>;
}

/** The last choice, which may still be waiting for its texts. */
let chosen: Language = readStoredLanguage();

/** The query parameter of a link to a page in a language (the server and preferences.js read it). */
export const LANGUAGE_PARAM = 'lang';

/**
 * The address of the page shown in `language`, or undefined when `href` already is: Spanish is
 * the page with ?lang=es, English the page without the parameter, as the server's canonical and
 * hreflang links name them.
 */
export function pageUrlIn(href: string, language: Language): string | undefined {
  const url = new URL(href);
  const current = url.searchParams.getAll(LANGUAGE_PARAM);
  if (language === 'es' ? current.length === 1 && current[0] === 'es' : current.length === 0) {
    return undefined;
  }
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language === 'es') url.searchParams.set(LANGUAGE_PARAM, 'es');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Keeps the address bar in the chosen language, so a reload, a shared link or a return through
 * the history shows that language (a stale ?lang=es would switch the visitor back). The entry is
 * replaced in place, keeping the router's state: a change of language is not a navigation.
 */
function showLanguageInUrl(language: Language): void {
  if (typeof window === 'undefined') return;
  const next = pageUrlIn(window.location.href, language);
  if (next !== undefined) window.history.replaceState(window.history.state, '', next);
}

function choose(language: Language): Promise<void> {
  chosen = language;
  showLanguageInUrl(language);
  return changeLanguage(language).then(() => undefined);
}

/**
 * Persisted as the raw string 'en' | 'es' under localStorage 'language' (not zustand-persist JSON)
 * and mirrored in the cookie 'language', from which the server renders pages.
 *
 * `language` follows the translator rather than the choice: the first switch to Spanish waits for its
 * texts, and what reads the store (the toggle's pressed button, the language the API is asked to
 * answer sign-in and registration in) must not switch before the interface around it does.
 */
export const useLanguageStore = create<LanguageState>()((_set, get) => ({
  language: chosen,
  setLanguage: (language) => {
    writeStoredLanguage(language);
    writePreferenceCookie(LANGUAGE_STORAGE_KEY, language);
    return choose(language);
  },
  toggleLanguage: () => get().setLanguage(chosen === 'es' ? 'en' : 'es'),
}));

onLanguageChanged((language) => useLanguageStore.setState({ language }));

// Back to a page first seen as ?lang=es after choosing English: the app keeps the choice, and so
// does the address bar.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => showLanguageInUrl(chosen));
}

onStorageChange(LANGUAGE_STORAGE_KEY, (value) => {
  void choose(value === 'es' ? 'es' : 'en');
});
