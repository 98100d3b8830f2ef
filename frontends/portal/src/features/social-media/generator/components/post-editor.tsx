import { useTranslation } from '@terrabridge/i18n';
import { Button, CheckCircleIcon, cn, toast } from '@terrabridge/ui';
import { Alert, Badge, Field, TextareaField } from '@terrabridge/ui/parts';
import { useId } from 'react';
import { asLanguage } from '../../../projects/project-format';
import { PlatformLabel, usePlatformName } from '../../components/platform-label';
import { PLATFORM_RULES, postLength, postedText } from '@terrabridge/rules/social-posts';
import { type GeneratedDraft, type PostsTab, updateDraft } from '../generator-store';
import { draftProblems, parseHashtags } from '../generator-validation';

type TextField = 'content' | 'contentEs';

/** Copies a post as it would be published (text, blank line, hashtags) and says how it went. */
async function copyPost(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: done, variant: 'success' });
  } catch {
    toast({ title: failed, variant: 'destructive' });
  }
}

/**
 * One generated post, editable before it is saved: the English and Spanish versions side by side
 * (stacked on phones), each with its live length as the network counts it (hashtags included, as
 * posted) and a copy button, then the hashtags both versions share, and Save.
 */
export function PostEditor({
  tab,
  draft,
  saving,
  onSave,
}: {
  tab: PostsTab;
  draft: GeneratedDraft;
  saving: boolean;
  onSave: () => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const platformName = usePlatformName();
  const name = platformName(draft.platform);
  const headingId = useId();
  const limit = PLATFORM_RULES[draft.platform];
  const hashtags = parseHashtags(draft.hashtags);
  const problems = draftProblems(draft);
  const number = (value: number) => value.toLocaleString(language === 'es' ? 'es-UY' : 'en-US');
  const edit = (changes: Partial<GeneratedDraft>) => updateDraft(tab, draft.platform, changes);

  const textEditor = (field: TextField) => {
    const value = draft[field];
    const languageName = t(
      field === 'content' ? 'generator.results.english' : 'generator.results.spanish',
    );
    const length = postLength(draft.platform, value.trim(), hashtags);
    const over = length - limit.maxLength;
    const problem = problems[field];
    // Over the network's limit shows at once, as the counter turns; the other rules once Save
    // was pressed, so a text being rewritten is not called empty.
    const error =
      over > 0
        ? t('generator.results.overLimit', {
            count: over,
            platform: name,
            max: number(limit.maxLength),
          })
        : draft.saveAttempted && problem
          ? t(`generator.validation.${problem}`)
          : null;
    return (
      <div className="flex min-w-0 flex-col">
        <TextareaField
          label={languageName}
          lang={field === 'content' ? 'en' : 'es'}
          value={value}
          rows={draft.platform === 'twitter' ? 5 : 9}
          onChange={(event) => edit({ [field]: event.target.value })}
          error={error}
          hint={
            <span className={cn('tabular-nums', over > 0 ? 'font-semibold text-danger' : '')}>
              <span aria-hidden="true">
                {t('generator.results.counter', {
                  count: number(length),
                  max: number(limit.maxLength),
                })}
              </span>
              <span className="sr-only">
                {t('generator.results.counterLabel', {
                  count: number(length),
                  max: number(limit.maxLength),
                })}
              </span>
            </span>
          }
        />
        <Button
          variant="outline"
          size="sm"
          className="mt-2 self-end"
          aria-label={t(
            field === 'content' ? 'generator.results.copyEnglish' : 'generator.results.copySpanish',
            { platform: name },
          )}
          onClick={() =>
            void copyPost(
              postedText(value.trim(), hashtags),
              t('generator.results.copied'),
              t('generator.results.copyFailed'),
            )
          }
        >
          {t('generator.results.copy')}
        </Button>
      </div>
    );
  };

  const hashtagHint =
    limit.maxHashtags !== null
      ? `${t('generator.results.hashtagCount', { count: hashtags.length, max: limit.maxHashtags })}. ${t('generator.results.hashtagsHint')}`
      : t('generator.results.hashtagsHint');

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-surface-raised p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId}>
          <PlatformLabel platform={draft.platform} />
        </h4>
        <div className="flex flex-wrap gap-2">
          {draft.shortened ? (
            <Badge tone="warning">{t('generator.results.shortened')}</Badge>
          ) : null}
          {draft.saved ? (
            <Badge tone="success">
              <CheckCircleIcon size={14} />
              {t('generator.results.saved')}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {textEditor('content')}
        {textEditor('contentEs')}
      </div>
      <Field
        className="mt-4"
        label={t('generator.results.hashtags')}
        value={draft.hashtags}
        onChange={(event) => edit({ hashtags: event.target.value })}
        hint={hashtagHint}
        error={problems.hashtags ? t(`generator.validation.${problems.hashtags}`) : null}
        autoCapitalize="none"
        spellCheck={false}
      />
      {draft.saveError ? (
        <Alert
          tone="danger"
          tabIndex={-1}
          className="mt-4"
          title={t('generator.results.saveFailed')}
        >
          {draft.saveError.length > 0 ? draft.saveError.join('\n') : null}
        </Alert>
      ) : null}
      {draft.saved ? null : (
        <div className="mt-4 flex justify-end">
          <Button
            onClick={onSave}
            aria-disabled={saving || undefined}
            aria-label={saving ? undefined : t('generator.results.saveLabel', { platform: name })}
          >
            {saving ? t('generator.results.saving') : t('generator.results.save')}
          </Button>
        </div>
      )}
    </article>
  );
}
