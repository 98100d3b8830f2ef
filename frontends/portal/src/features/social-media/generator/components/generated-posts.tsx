import { useTranslation } from '@terrabridge/i18n';
import { Button, toast } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { type Ref, useRef, useState } from 'react';
import { asLanguage } from '../../../projects/project-format';
import type { SocialPlatform } from '@terrabridge/rules/social-posts';
import { type GeneratedDraft, type PostsTab, saveDrafts } from '../generator-store';
import { PostEditor } from './post-editor';

/**
 * The posts of the last generation, one editor per platform, with Save on each and, for several,
 * Save all. A save that keeps every post asked for ends with `onSaved` (the list of the library
 * opens); a post that breaks a rule or that the server refused keeps the client here, on it.
 */
export function GeneratedPosts({
  tab,
  drafts,
  headingRef,
  onSaved,
}: {
  tab: PostsTab;
  drafts: GeneratedDraft[];
  headingRef: Ref<HTMLHeadingElement>;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const [saving, setSaving] = useState<SocialPlatform[]>([]);
  const [blocked, setBlocked] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const unsaved = drafts.filter((draft) => !draft.saved).map((draft) => draft.platform);

  const save = async (platforms: SocialPlatform[]) => {
    if (saving.length > 0 || platforms.length === 0) return;
    setSaving(platforms);
    setBlocked(false);
    const outcome = await saveDrafts(tab, platforms, language);
    setSaving([]);
    if (outcome.saved > 0) {
      toast({
        title: t('generator.results.savedToast', { count: outcome.saved }),
        variant: 'success',
      });
    }
    if (outcome.failed === 0) {
      onSaved();
      return;
    }
    setBlocked(outcome.blocked);
    // After the render that marks them: the first field to fix, else the first refused post's message.
    requestAnimationFrame(() => {
      const target =
        listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        listRef.current?.querySelector<HTMLElement>('[role="alert"]');
      target?.focus();
    });
  };

  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby={`generated-${tab}`} className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3
            id={`generated-${tab}`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-fg focus:outline-none"
          >
            {t('generator.results.heading', { count: drafts.length })}
          </h3>
          <p className="mt-1 text-sm text-fg-muted">{t('generator.results.intro')}</p>
        </div>
        {tab === 'multi' && unsaved.length > 1 ? (
          <Button onClick={() => void save(unsaved)} aria-disabled={saving.length > 0 || undefined}>
            {saving.length > 1 ? t('generator.results.saving') : t('generator.results.saveAll')}
          </Button>
        ) : null}
      </div>
      {blocked ? (
        <Alert tone="danger" className="mt-4">
          {t('generator.results.fixFirst')}
        </Alert>
      ) : null}
      <div ref={listRef} className="mt-4 grid gap-5">
        {drafts.map((draft) => (
          <PostEditor
            key={draft.platform}
            tab={tab}
            draft={draft}
            saving={saving.includes(draft.platform)}
            onSave={() => void save([draft.platform])}
          />
        ))}
      </div>
    </section>
  );
}
