import { registerNamespace } from '@terrabridge/i18n';
import { paymentsEn } from './i18n/payments.en';

/** Side effect: the 'payments' namespace, which arrives with the checkout and payment pages. */
registerNamespace('payments', {
  en: paymentsEn,
  es: () => import('./i18n/payments.es').then((module) => module.paymentsEs),
});
