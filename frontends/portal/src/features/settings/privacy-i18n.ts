import { registerNamespace } from '@terrabridge/i18n';
import { privacyEn } from './i18n/privacy.en';

/** Side effect: the 'privacy' namespace of the Settings tab's "Your data" section. */
registerNamespace('privacy', {
  en: privacyEn,
  es: () => import('./i18n/privacy.es').then((module) => module.privacyEs),
});
