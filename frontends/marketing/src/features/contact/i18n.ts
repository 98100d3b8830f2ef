import { registerNamespace } from '@terrabridge/i18n';
import { contactEn } from './i18n/contact.en';

/** The contact section's and page's texts, registered when either module loads. */
registerNamespace('contact', {
  en: contactEn,
  es: () => import('./i18n/contact.es').then((module) => module.contactEs),
});
