import { useQuery } from '@tanstack/react-query';
import type { components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { Alert, Tabs } from '@terrabridge/ui/parts';
import { useLayoutEffect } from 'react';
import { PostsForm } from './components/posts-form';
import { RecommendationsForm } from './components/recommendations-form';
import {
  GENERATOR_TABS,
  type GeneratorTab,
  claimGenerator,
  setGeneratorTab,
  useGeneratorStore,
} from './generator-store';

export interface GeneratorPanelProps {
  /** A generated post was saved: the Social Media tab shows its list. */
  onSaved: () => void;
  /** Shows the saved recommendation sets. */
  onShowSaved: () => void;
}

/**
 * The AI generator of the Social Media tab: single platform, multi-platform and
 * recommendations, as sub-tabs. Its forms, runs and unsaved posts outlive it (see
 * generator-store.ts), so leaving for the list and coming back loses nothing.
 */
export function GeneratorPanel({ onSaved, onShowSaved }: GeneratorPanelProps) {
  const { t } = useTranslation('portal');
  const userId = useUserStore((state) => state.user?.id ?? null);
  const tab = useGeneratorStore((state) => state.tab);
  const answeredNotConfigured = useGeneratorStore((state) => state.notConfigured);
  // Known before the first try; a 503 during the session (the key was removed) shows it too.
  const status = useQuery<components['schemas']['AiStatusDto']>({ queryKey: ['/api/ai-status'] });
  const notConfigured = answeredNotConfigured || status.data?.configured === false;

  // Before the first paint: another account's drafts never show.
  useLayoutEffect(() => claimGenerator(userId), [userId]);

  return (
    <div>
      {notConfigured ? (
        <Alert title={t('generator.notConfigured.title')} className="mb-6">
          {t('generator.notConfigured.description')}
        </Alert>
      ) : null}
      <Tabs
        label={t('generator.tabsLabel')}
        value={tab}
        onValueChange={(id) => setGeneratorTab(id as GeneratorTab)}
        panelClassName="pt-6"
        items={GENERATOR_TABS.map((id) => ({
          id,
          label: t(`generator.tabs.${id}`),
          panel:
            id === 'recommendations' ? (
              <RecommendationsForm onShowSaved={onShowSaved} />
            ) : (
              <PostsForm key={id} tab={id} onSaved={onSaved} />
            ),
        }))}
      />
    </div>
  );
}

export default GeneratorPanel;
