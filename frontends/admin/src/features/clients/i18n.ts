import { registerNamespace } from '@terrabridge/i18n';
import { adminClientsEn } from './i18n/admin-clients.en';

/** Side effect: the 'admin-clients' namespace, which arrives with the Clients section's chunk. */
registerNamespace('admin-clients', {
  en: adminClientsEn,
  es: () => import('./i18n/admin-clients.es').then((module) => module.adminClientsEs),
});
