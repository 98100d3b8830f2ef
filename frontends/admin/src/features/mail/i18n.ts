import { registerNamespace } from '@terrabridge/i18n';
import { adminMailEn } from './i18n/admin-mail.en';

/** Side effect: the 'admin-mail' namespace, which arrives with the Mail tab's chunk. */
registerNamespace('admin-mail', {
  en: adminMailEn,
  es: () => import('./i18n/admin-mail.es').then((module) => module.adminMailEs),
});
