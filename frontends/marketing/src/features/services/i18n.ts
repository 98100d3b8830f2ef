import { registerNamespace } from '@terrabridge/i18n';
import { servicesEn } from './i18n/services.en';

registerNamespace('services', {
  en: servicesEn,
  es: () => import('./i18n/services.es').then((module) => module.servicesEs),
});
