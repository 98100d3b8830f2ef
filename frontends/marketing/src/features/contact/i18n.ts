import { registerNamespace } from '@terrabridge/i18n';
import { contactEn } from './i18n/contact.en';
import { contactEs } from './i18n/contact.es';

/** The contact section's and page's texts, registered when either module loads. */
registerNamespace('contact', { en: contactEn, es: contactEs });
