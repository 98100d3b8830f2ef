import { registerNamespace } from '@terrabridge/i18n';
import { adminHomeEn } from './i18n/admin-home.en';

/** Side effect: the 'admin-home' namespace, which arrives with the home's chunk. */
registerNamespace('admin-home', {
  en: adminHomeEn,
  es: () => import('./i18n/admin-home.es').then((module) => module.adminHomeEs),
});
