import { registerNamespace } from '@terrabridge/i18n';
import { aboutEn } from './i18n/about.en';

registerNamespace('about', {
  en: aboutEn,
  es: () => import('./i18n/about.es').then((module) => module.aboutEs),
});
