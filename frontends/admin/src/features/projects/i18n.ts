import { registerNamespace } from '@terrabridge/i18n';
import { adminProjectsEn } from './i18n/admin-projects.en';

/** Side effect: the 'admin-projects' namespace, which arrives with the Projects section's chunk. */
registerNamespace('admin-projects', {
  en: adminProjectsEn,
  es: () => import('./i18n/admin-projects.es').then((module) => module.adminProjectsEs),
});
