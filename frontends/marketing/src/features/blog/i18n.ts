import { registerNamespace } from '@terrabridge/i18n';
import { blogEn } from './i18n/blog.en';

/** Side effect: the 'blog' namespace, imported by the feature's pages. */
registerNamespace('blog', {
  en: blogEn,
  es: () => import('./i18n/blog.es').then((module) => module.blogEs),
});
