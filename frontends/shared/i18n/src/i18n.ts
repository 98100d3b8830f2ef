import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { type ReactNode, createContext, createElement, use, useContext } from 'react';
import { initReactI18next, useTranslation as useReactTranslation } from 'react-i18next';
import { type Language, isLanguage, readStoredLanguage } from './language';
import { commonEn } from './locales/common.en';

export const COMMON_NAMESPACE = 'common';

/**
 * The one i18next instance of the whole site. The shell and every remote receive this module
 * as a Module Federation singleton, so a language change reaches all of them at once.
 */
export const i18n = i18next.createInstance();

/** A language's texts for one namespace, or how to fetch them when the page is read in it. */
export type BundleSource = ResourceKey | (() => Promise<ResourceKey>);
export type NamespaceResources = Record<Language, BundleSource>;

/**
 * The bundles fetched on demand, by namespace and language. English is the fallback every page
 * needs and ships with the code; a visitor who reads in Spanish fetches only the Spanish texts,
 * and one who reads in English never downloads them.
 */
const bundleLoaders = new Map<string, Partial<Record<string, () => Promise<ResourceKey>>>>();

/** One promise per language and namespace, kept so that renders can wait on the same one. */
const loading = new Map<string, Promise<void>>();

const registryBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = bundleLoaders.get(namespace)?.[language];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (bundle) => callback(null, bundle),
      // i18next retries a failed read, then falls back to English.
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
  }
}

i18n.on('languageChanged', syncDocumentLanguage);

// Known before init, which fetches the starting language's texts of this namespace.
bundleLoaders.set(COMMON_NAMESPACE, {
  es: () => import('./locales/common.es').then((module) => module.commonEs),
});

void i18n
  .use(registryBackend)
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: { en: { [COMMON_NAMESPACE]: commonEn } },
    // The bundles above ship with the code; the rest come through registryBackend.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // useTranslation below waits for a page's bundles; components re-render when bundles change.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
syncDocumentLanguage(i18n.language);

/**
 * Registers a namespace ('common', 'home', 'portal'…) in both languages. A language given as a
 * loader is fetched when the site is read in it: right away when it is the current language.
 * Safe to call more than once (a remote module may be evaluated again after a retry).
 */
export function registerNamespace(namespace: string, bundles: NamespaceResources): void {
  const loaders: Partial<Record<string, () => Promise<ResourceKey>>> = {};
  for (const [language, source] of Object.entries(bundles)) {
    if (typeof source === 'function') loaders[language] = source as () => Promise<ResourceKey>;
    else i18n.addResourceBundle(language, namespace, source, true, true);
  }
  bundleLoaders.set(namespace, loaders);
  // Also lists the namespace in i18next's options, so a language change loads it too.
  void loadNamespaceBundles(namespace);
}

/** Loads the namespace's texts in the current language (and lists it for language changes). */
function loadNamespaceBundles(namespace: string): Promise<void> {
  const key = `${i18n.language}|${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = i18n.loadNamespaces(namespace).then(() => undefined);
    loading.set(key, pending);
  }
  return pending;
}

/** Whether the namespace's texts in the language are fetched on demand rather than shipped. */
export function isFetchedOnDemand(namespace: string, language: string): boolean {
  return !!bundleLoaders.get(namespace)?.[language];
}

function isWaitingFor(namespace: string): boolean {
  const language = i18n.language;
  return isFetchedOnDemand(namespace, language) && !i18n.hasResourceBundle(language, namespace);
}

/**
 * Resolves when every namespace registered so far has its texts in the current language: the
 * browser waits for it before it renders or hydrates a page, so the first paint is never in the
 * wrong language.
 */
export function translationsLoaded(): Promise<void> {
  return Promise.all([...bundleLoaders.keys()].map((ns) => loadNamespaceBundles(ns))).then(
    () => undefined,
  );
}

/** Inside a part that fetches its own texts when it opens (see TextsFetchedWithPart). */
const FetchedWithPart = createContext(false);

/** True while a useTranslation inside such a part reports the namespaces it reads. */
let reportingForPart = false;

/**
 * Marks a part whose code, and so whose texts, load only when it opens (DeferUntilNear): the
 * server lists the texts a page reads for the browser to fetch with the app, and these would be
 * fetched for nothing until then (see the shell's translation-bundles.ts).
 */
export function TextsFetchedWithPart({ children }: { children: ReactNode }) {
  return createElement(FetchedWithPart.Provider, { value: true }, children);
}

/** Whether the namespaces being reported now are read inside a TextsFetchedWithPart. */
export function isReportingForPart(): boolean {
  return reportingForPart;
}

/**
 * react-i18next's useTranslation that suspends (to the nearest Suspense boundary) while the
 * namespaces' texts in the current language are still being fetched, instead of showing them in
 * English for a moment. Once they are in, it is the plain hook.
 */
export function useTranslation(
  namespaces?: Parameters<typeof useReactTranslation>[0],
): ReturnType<typeof useReactTranslation> {
  // react-i18next reports the namespaces synchronously while its hook runs: the flag is set
  // around that call only, so no other render can see it.
  // eslint-disable-next-line react-hooks/globals -- set and reset within this synchronous call
  reportingForPart = useContext(FetchedWithPart);
  let translation: ReturnType<typeof useReactTranslation>;
  try {
    translation = useReactTranslation(namespaces);
  } finally {
    reportingForPart = false;
  }
  const requested: readonly string[] =
    namespaces === undefined
      ? [COMMON_NAMESPACE]
      : typeof namespaces === 'string'
        ? [namespaces]
        : (namespaces as readonly string[]);
  for (const namespace of requested) {
    if (isWaitingFor(namespace)) use(loadNamespaceBundles(namespace));
  }
  return translation;
}

/** Switches the language once its texts for every registered namespace are in. */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/**
 * Calls the listener each time the site has switched language: after the texts in that language
 * are in, so whatever follows it switches together with the interface. Returns the unsubscribe.
 */
export function onLanguageChanged(listener: (language: Language) => void): () => void {
  const handler = (language: string) => {
    if (isLanguage(language)) listener(language);
  };
  i18n.on('languageChanged', handler);
  return () => i18n.off('languageChanged', handler);
}
