/*
 * `@terrabridge/ui/access-tokens`: the personal access tokens panel, used by the portal's Settings
 * and the back-office. Not shared through Module Federation: each app bundles it into the lazy
 * chunk of the page that shows it (see parts.ts).
 */
export { AccessTokensPanel } from './lib/access-tokens/access-tokens-panel';
