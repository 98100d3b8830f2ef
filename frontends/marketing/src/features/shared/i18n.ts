import { registerNamespace } from '@terrabridge/i18n';
import { sharedEn } from './i18n/shared.en';

registerNamespace('shared', {
  en: sharedEn,
  es: () => import('./i18n/shared.es').then((module) => module.sharedEs),
});
