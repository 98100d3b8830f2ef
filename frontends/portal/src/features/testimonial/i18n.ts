import { registerNamespace } from '@terrabridge/i18n';
import { testimonialEn } from './i18n/testimonial.en';

/** Side effect: the 'testimonial' namespace, which arrives with the testimonial form's chunk. */
registerNamespace('testimonial', {
  en: testimonialEn,
  es: () => import('./i18n/testimonial.es').then((module) => module.testimonialEs),
});
