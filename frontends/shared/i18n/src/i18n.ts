import {
  type ReactNode,
  createContext,
  createElement,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type Language, isLanguage, readStoredLanguage } from './language';
import { commonEn } from './locales/common.en';
import { type ResourceKey, type TFunction, Translator } from './translator';

export const COMMON_NAMESPACE = 'common';

/**
 * The bundles fetched on demand, by namespace and language. English is the fallback every page
 * needs and ships with the code; a visitor who reads in Spanish fetches only the Spanish texts,
 * and one who reads in English never downloads them.
 */
const bundleLoaders = new Map<string, Partial<Record<string, () => Promise<ResourceKey>>>>();

/**
 * The one translator of the whole site. The shell and every remote receive this module as a
 * Module Federation singleton, so a language change reaches all of them at once.
 */
export const i18n = new Translator({
  language: readStoredLanguage(),
  fallbackLanguage: 'en',
  defaultNamespace: COMMON_NAMESPACE,
  fetchBundle: (language, namespace) => bundleLoaders.get(namespace)?.[language]?.(),
});

/** A language's texts for one namespace, or how to fetch them when the page is read in it. */
export type BundleSource = ResourceKey | (() => Promise<ResourceKey>);
export type NamespaceResources = Record<Language, BundleSource>;

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
  }
}

i18n.on('languageChanged', syncDocumentLanguage);

// Known before the first page asks, which fetches the starting language's common texts.
i18n.addResourceBundle('en', COMMON_NAMESPACE, commonEn);
bundleLoaders.set(COMMON_NAMESPACE, {
  es: () => import('./locales/common.es').then((module) => module.commonEs),
});
void i18n.loadNamespaces(COMMON_NAMESPACE);
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
    else i18n.addResourceBundle(language, namespace, source);
  }
  bundleLoaders.set(namespace, loaders);
  // Also lists the namespace for language changes, which load it too.
  void i18n.loadNamespaces(namespace);
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
  return i18n.loadNamespaces([...bundleLoaders.keys()]);
}

/** Inside a part that fetches its own texts when it opens (see TextsFetchedWithPart). */
const FetchedWithPart = createContext(false);

/**
 * Marks a part whose code, and so whose texts, load only when it opens (DeferUntilNear): the
 * server lists the texts a page reads for the browser to fetch with the app, and these would be
 * fetched for nothing until then (see the shell's translation-bundles.ts).
 */
export function TextsFetchedWithPart({ children }: { children: ReactNode }) {
  return createElement(FetchedWithPart.Provider, { value: true }, children);
}

/** Counts the language changes and bundles added, for the components that read texts. */
let revision = 0;
const subscribe = (onChange: () => void) => {
  const changed = () => {
    revision++;
    onChange();
  };
  i18n.on('languageChanged', changed);
  i18n.on('added', changed);
  return () => {
    i18n.off('languageChanged', changed);
    i18n.off('added', changed);
  };
};
const currentRevision = () => revision;

/**
 * The texts of a namespace (the first one given; `common` by default) in the current language,
 * read with `t`. It suspends (to the nearest Suspense boundary) while the namespaces' texts in
 * the current language are still being fetched, instead of showing them in English for a
 * moment, and renders again when the language changes or texts arrive.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: Translator;
} {
  const requested =
    namespaces === undefined
      ? [COMMON_NAMESPACE]
      : typeof namespaces === 'string'
        ? [namespaces]
        : namespaces;
  // While the server renders a page, it lists what the page reads (not what parts that load
  // later read: they fetch their own texts).
  if (!useContext(FetchedWithPart)) i18n.reportNamespaces?.addUsedNamespaces(requested);
  const seen = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  const language = i18n.language;
  const namespace = requested[0]!;
  const t = useMemo(
    () => i18n.getFixedT(language, namespace),
    // `seen`: a new function once texts arrive, for the components that memoise on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, namespace, seen],
  );
  for (const name of requested) {
    if (isWaitingFor(name)) use(i18n.load(language, name));
  }
  return { t, i18n };
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
