import { registerNamespace } from '@terrabridge/i18n';
import { billingEn } from './i18n/billing.en';

/** Side effect: the 'billing' namespace, which arrives with the Billing tab's chunk. */
registerNamespace('billing', {
  en: billingEn,
  es: () => import('./i18n/billing.es').then((module) => module.billingEs),
});
