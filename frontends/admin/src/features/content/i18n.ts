import { registerNamespace } from '@terrabridge/i18n';
import { adminContentEn } from './i18n/admin-content.en';

/** Side effect: the 'admin-content' namespace, which arrives with the Content tab's chunk. */
registerNamespace('admin-content', {
  en: adminContentEn,
  es: () => import('./i18n/admin-content.es').then((module) => module.adminContentEs),
});
