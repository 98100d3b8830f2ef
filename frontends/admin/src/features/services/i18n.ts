import { registerNamespace } from '@terrabridge/i18n';
import { adminServicesEn } from './i18n/admin-services.en';

/** Side effect: the 'admin-services' namespace, which arrives with the Services tab's chunk. */
registerNamespace('admin-services', {
  en: adminServicesEn,
  es: () => import('./i18n/admin-services.es').then((module) => module.adminServicesEs),
});
