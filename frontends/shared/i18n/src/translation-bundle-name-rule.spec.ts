/** @jest-environment node */
// ESLint runs under Node, not in the page.
import { RuleTester } from 'eslint';
import rule from '../lint/translation-bundle-name.cjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('translation-bundle-name', rule, {
  valid: [
    "registerNamespace('home', { en: homeEn, es: () => import('./i18n/home.es').then((m) => m.homeEs) });",
    "registerNamespace('home-sections', { en: x, es: () => import('./i18n/home-sections.es.ts') });",
    "registerNamespace('common', { es: function () { return import('../locales/common.es'); } });",
    // Texts that ship with the code are not fetched by name.
    'registerNamespace(name, { en: portalEn, es: portalEs });',
    "somethingElse('home', { es: () => import('./other') });",
  ],
  invalid: [
    {
      code: "registerNamespace('home', { en: homeEn, es: () => import('./i18n/home-es').then((m) => m.homeEs) });",
      errors: [
        {
          messageId: 'name',
          data: { language: 'es', namespace: 'home', expected: 'home.es', actual: 'home-es' },
        },
      ],
    },
    {
      code: "registerNamespace('blog', { es: () => import('./i18n/posts.es') });",
      errors: [{ messageId: 'name' }],
    },
    {
      code: "registerNamespace(name, { es: () => import('./i18n/blog.es') });",
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "registerNamespace('blog', { es: () => import(path) });",
      errors: [{ messageId: 'source' }],
    },
  ],
});
