import { registerNamespace } from '@terrabridge/i18n';
import { aboutEn } from './i18n/about.en';
import { aboutEs } from './i18n/about.es';

registerNamespace('about', { en: aboutEn, es: aboutEs });
