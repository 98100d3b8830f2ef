import { registerNamespace } from '@terrabridge/i18n';
import { blogEn } from './i18n/blog.en';
import { blogEs } from './i18n/blog.es';

/** Side effect: the 'blog' namespace, imported by the feature's pages. */
registerNamespace('blog', { en: blogEn, es: blogEs });
