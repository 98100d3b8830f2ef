import { registerNamespace } from '@terrabridge/i18n';
import { adminContactsEn } from './i18n/admin-contacts.en';

/** Side effect: the 'admin-contacts' namespace, which arrives with the Contacts tab's chunk. */
registerNamespace('admin-contacts', {
  en: adminContactsEn,
  es: () => import('./i18n/admin-contacts.es').then((module) => module.adminContactsEs),
});
