import { registerNamespace } from '@terrabridge/i18n';
import { analyticsEn } from './i18n/analytics.en';

/** Side effect: the 'analytics' namespace, which arrives with the Analytics tab's chunk. */
registerNamespace('analytics', {
  en: analyticsEn,
  es: () => import('./i18n/analytics.es').then((module) => module.analyticsEs),
});
