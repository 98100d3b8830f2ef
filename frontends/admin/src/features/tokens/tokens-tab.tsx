import { AccessTokensPanel } from '@terrabridge/ui/access-tokens';

/** The admin's own personal access tokens, with the admin scopes on offer. */
export default function TokensTab() {
  return (
    <div className="mt-6">
      <AccessTokensPanel admin />
    </div>
  );
}
