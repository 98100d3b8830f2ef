import {
  type Language,
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  readStoredLanguage,
  writeStoredLanguage,
} from '@terrabridge/i18n';
import { create } from 'zustand';
import { onStorageChange, writePreferenceCookie } from './storage';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
}

/**
 * Persisted as the raw string 'en' | 'es' under localStorage 'language' (not zustand-persist JSON)
 * and mirrored in the cookie 'language', from which the server renders pages.
 */
export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    writeStoredLanguage(language);
    writePreferenceCookie(LANGUAGE_STORAGE_KEY, language);
    void changeLanguage(language);
    set({ language });
  },
  toggleLanguage: () => get().setLanguage(get().language === 'es' ? 'en' : 'es'),
}));

onStorageChange(LANGUAGE_STORAGE_KEY, (value) => {
  const language: Language = value === 'es' ? 'es' : 'en';
  void changeLanguage(language);
  useLanguageStore.setState({ language });
});
