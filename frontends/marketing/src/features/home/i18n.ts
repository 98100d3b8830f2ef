import { registerNamespace } from '@terrabridge/i18n';
import { homeEn } from './i18n/home.en';

registerNamespace('home', {
  en: homeEn,
  es: () => import('./i18n/home.es').then((module) => module.homeEs),
});
