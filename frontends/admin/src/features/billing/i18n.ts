import { registerNamespace } from '@terrabridge/i18n';
import { adminBillingEn } from './i18n/admin-billing.en';

/** Side effect: the 'admin-billing' namespace, which arrives with the Billing section's chunk. */
registerNamespace('admin-billing', {
  en: adminBillingEn,
  es: () => import('./i18n/admin-billing.es').then((module) => module.adminBillingEs),
});
