import { registerNamespace } from '@terrabridge/i18n';
import { adminAuditEn } from './i18n/admin-audit.en';

/** Side effect: the 'admin-audit' namespace, which arrives with the Audit tab's chunk. */
registerNamespace('admin-audit', {
  en: adminAuditEn,
  es: () => import('./i18n/admin-audit.es').then((module) => module.adminAuditEs),
});
