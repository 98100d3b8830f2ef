import { registerNamespace } from '@terrabridge/i18n';
import { projectsEn } from './i18n/projects.en';

/** Side effect: the 'projects' namespace, imported by every page and section of the feature. */
registerNamespace('projects', {
  en: projectsEn,
  es: () => import('./i18n/projects.es').then((module) => module.projectsEs),
});
