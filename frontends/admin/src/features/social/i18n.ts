import { registerNamespace } from '@terrabridge/i18n';
import { adminSocialEn } from './i18n/admin-social.en';

/** Side effect: the 'admin-social' namespace, which arrives with the Social section's chunk. */
registerNamespace('admin-social', {
  en: adminSocialEn,
  es: () => import('./i18n/admin-social.es').then((module) => module.adminSocialEs),
});
