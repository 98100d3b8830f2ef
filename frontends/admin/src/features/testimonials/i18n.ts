import { registerNamespace } from '@terrabridge/i18n';
import { adminTestimonialsEn } from './i18n/admin-testimonials.en';

/** Side effect: the 'admin-testimonials' namespace, which arrives with the tab's chunk. */
registerNamespace('admin-testimonials', {
  en: adminTestimonialsEn,
  es: () => import('./i18n/admin-testimonials.es').then((module) => module.adminTestimonialsEs),
});
