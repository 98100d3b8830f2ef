import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import translationBundleName from './frontends/shared/i18n/lint/translation-bundle-name.cjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      'frontends/shared/api-client/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The shell imports these with import() only to evaluate them one per task at start-up
          // (frontends/shell/src/main.ts); they are part of its first load all the same.
          checkDynamicDependenciesExceptions: [
            '@terrabridge/i18n',
            '@terrabridge/api-client',
            '@terrabridge/session',
            '@terrabridge/ui',
          ],
          // scope:common (shared/rules: money, post limits, notification kinds) is the one
          // package both sides import; it depends on nothing of ours, so neither side's code
          // can reach the other through it.
          depConstraints: [
            {
              sourceTag: 'scope:backend',
              onlyDependOnLibsWithTags: ['scope:backend', 'scope:common'],
            },
            {
              sourceTag: 'scope:frontend',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:common'],
            },
            {
              sourceTag: 'scope:shared',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:common'],
            },
            { sourceTag: 'scope:common', onlyDependOnLibsWithTags: ['scope:common'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:util'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:data'],
            },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      terrabridge: { rules: { 'translation-bundle-name': translationBundleName } },
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'terrabridge/translation-bundle-name': 'error',
    },
  },
  {
    // Specs register namespaces with loaders of their own, never fetched by a page.
    files: ['frontends/**/*.spec.{ts,tsx}'],
    rules: { 'terrabridge/translation-bundle-name': 'off' },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
