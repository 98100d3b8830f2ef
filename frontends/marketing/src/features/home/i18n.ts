import { registerNamespace } from '@terrabridge/i18n';
import { homeEn } from './i18n/home.en';
import { homeEs } from './i18n/home.es';

registerNamespace('home', { en: homeEn, es: homeEs });
