import { registerNamespace } from '@terrabridge/i18n';
import { legalEn } from './i18n/legal.en';

registerNamespace('legal', {
  en: legalEn,
  es: () => import('./i18n/legal.es').then((module) => module.legalEs),
});
