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

function choose(language: Language): Promise<void> {
  chosen = language;
  return changeLanguage(language).then(() => undefined);
}

/**
 * Persisted as the raw string 'en' | 'es' under localStorage 'language' (not zustand-persist JSON)
 * and mirrored in the cookie 'language', from which the server renders pages.
 *
 * `language` follows i18next rather than the choice: the first switch to Spanish waits for its
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

onStorageChange(LANGUAGE_STORAGE_KEY, (value) => {
  void choose(value === 'es' ? 'es' : 'en');
});
