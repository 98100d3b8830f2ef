import { registerNamespace } from '@terrabridge/i18n';
import { servicesEn } from './i18n/services.en';
import { servicesEs } from './i18n/services.es';

registerNamespace('services', { en: servicesEn, es: servicesEs });
