import { registerNamespace } from '@terrabridge/i18n';
import { adminQueuesEn } from './i18n/admin-queues.en';

/** Side effect: the 'admin-queues' namespace, which arrives with the Queues tab's chunk. */
registerNamespace('admin-queues', {
  en: adminQueuesEn,
  es: () => import('./i18n/admin-queues.es').then((module) => module.adminQueuesEs),
});
