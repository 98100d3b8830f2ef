export {
  i18n,
  COMMON_NAMESPACE,
  registerNamespace,
  changeLanguage,
  onLanguageChanged,
  isFetchedOnDemand,
  translationsLoaded,
  useTranslation,
  TextsFetchedWithPart,
} from './i18n';
export type { BundleSource, NamespaceResources } from './i18n';
export type {
  ReportNamespaces,
  ResourceKey,
  TFunction,
  TranslateOptions,
  Translator,
} from './translator';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  readStoredLanguage,
  writeStoredLanguage,
} from './language';
export type { Language } from './language';
export type { Translation } from './locales/types';
export type { CommonResources } from './locales/common.en';
