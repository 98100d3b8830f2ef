import { useTranslation } from '@terrabridge/i18n';
import { Skeleton } from '@terrabridge/ui/parts';
import { Suspense, lazy } from 'react';
import { SettingsSection } from './settings-section';

// Its own chunk, with its texts: most visits to Settings never open it.
const AccessTokensPanel = lazy(() =>
  import('@terrabridge/ui/access-tokens').then((module) => ({ default: module.AccessTokensPanel })),
);

/** The account's personal access tokens, for scripts and tools that use the API. */
export function TokensSection() {
  const { t } = useTranslation('portal');
  return (
    <SettingsSection
      title={t('dashboard.settings.tokens.title')}
      description={t('dashboard.settings.tokens.description')}
    >
      <Suspense fallback={<Skeleton className="h-20 w-full" />}>
        <AccessTokensPanel />
      </Suspense>
    </SettingsSection>
  );
}
