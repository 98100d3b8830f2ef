import { registerNamespace } from '@terrabridge/i18n';
import { homeSectionsEn } from './i18n/home-sections.en';

/*
 * The texts below the hero: their own namespace so they travel in the lazily loaded chunk with
 * the sections, not in the home page's first load.
 */
registerNamespace('home-sections', {
  en: homeSectionsEn,
  es: () => import('./i18n/home-sections.es').then((module) => module.homeSectionsEs),
});
