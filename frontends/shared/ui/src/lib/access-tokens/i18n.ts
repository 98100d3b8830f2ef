import { registerNamespace } from '@terrabridge/i18n';
import { accessTokensEn } from './i18n/access-tokens.en';

export const ACCESS_TOKENS_NAMESPACE = 'access-tokens';

/**
 * Registers the 'access-tokens' namespace; the panel calls it as its module loads. A call, not a
 * bare `import './i18n'`: this package is marked free of side effects, so the bundler would drop
 * an import made for its effect alone.
 */
export function registerAccessTokensTexts(): void {
  registerNamespace('access-tokens', {
    en: accessTokensEn,
    es: () => import('./i18n/access-tokens.es').then((module) => module.accessTokensEs),
  });
}
