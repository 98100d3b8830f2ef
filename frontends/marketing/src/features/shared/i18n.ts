import { registerNamespace } from '@terrabridge/i18n';
import { sharedEn } from './i18n/shared.en';
import { sharedEs } from './i18n/shared.es';

registerNamespace('shared', { en: sharedEn, es: sharedEs });
