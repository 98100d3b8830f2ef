import { registerNamespace } from '@terrabridge/i18n';
import { careersEn } from './i18n/careers.en';
import { careersEs } from './i18n/careers.es';

registerNamespace('careers', { en: careersEn, es: careersEs });
