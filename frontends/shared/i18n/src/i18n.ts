import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, readStoredLanguage } from './language';
import { commonEn } from './locales/common.en';
import { commonEs } from './locales/common.es';

export const COMMON_NAMESPACE = 'common';

/**
 * The one i18next instance of the whole site. The shell and every remote receive this module
 * as a Module Federation singleton, so a language change reaches all of them at once.
 */
export const i18n = i18next.createInstance();

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
  }
}

const resources: Resource = {
  en: { [COMMON_NAMESPACE]: commonEn },
  es: { [COMMON_NAMESPACE]: commonEs },
};

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  lng: readStoredLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Remotes add their namespace before they render; components re-render when bundles change.
  react: { useSuspense: false, bindI18nStore: 'added' },
});
syncDocumentLanguage(i18n.language);

export type NamespaceResources = Record<Language, ResourceKey>;

/**
 * Registers a remote's own namespace ('marketing', 'portal', 'admin') in both languages.
 * Safe to call more than once (a remote module may be evaluated again after a retry).
 */
export function registerNamespace(namespace: string, bundles: NamespaceResources): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}
