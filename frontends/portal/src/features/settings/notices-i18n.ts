import { registerNamespace } from '@terrabridge/i18n';
import { noticesEn } from './i18n/notices.en';

/** Side effect: the 'notices' namespace of the Settings tab's notification choices. */
registerNamespace('notices', {
  en: noticesEn,
  es: () => import('./i18n/notices.es').then((module) => module.noticesEs),
});
