import { registerNamespace } from '@terrabridge/i18n';
import { adminWebhooksEn } from './i18n/admin-webhooks.en';

/** Side effect: the 'admin-webhooks' namespace, which arrives with the Webhooks tab's chunk. */
registerNamespace('admin-webhooks', {
  en: adminWebhooksEn,
  es: () => import('./i18n/admin-webhooks.es').then((module) => module.adminWebhooksEs),
});
