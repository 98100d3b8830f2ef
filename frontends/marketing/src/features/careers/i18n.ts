import { registerNamespace } from '@terrabridge/i18n';
import { careersEn } from './i18n/careers.en';

registerNamespace('careers', {
  en: careersEn,
  es: () => import('./i18n/careers.es').then((module) => module.careersEs),
});
