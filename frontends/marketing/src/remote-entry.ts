import './styles.css';
import { registerNamespace } from '@terrabridge/i18n';
import { marketingEn } from './i18n/marketing.en';
import { marketingEs } from './i18n/marketing.es';

registerNamespace('marketing', { en: marketingEn, es: marketingEs });

export { MarketingApp as default } from './app/marketing-app';
