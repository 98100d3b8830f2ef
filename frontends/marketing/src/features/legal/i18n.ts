import { registerNamespace } from '@terrabridge/i18n';
import { legalEn } from './i18n/legal.en';
import { legalEs } from './i18n/legal.es';

registerNamespace('legal', { en: legalEn, es: legalEs });
