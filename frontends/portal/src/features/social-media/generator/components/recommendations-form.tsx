import { errorMessages } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { ArrowRightIcon, Button, toast } from '@terrabridge/ui';
import { Alert, Field, LightbulbIcon, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { asLanguage } from '../../../projects/project-format';
import { PlatformLabel } from '../../components/platform-label';
import { saveRecommendations } from '../../saved-recommendations-api';
import {
  cancelRun,
  chooseTopic,
  markRecommendationsSaved,
  recommend,
  setGeneratorFields,
  useGeneratorStore,
} from '../generator-store';
import {
  type GeneratorValidationKey,
  validateAudience,
  validateIndustry,
} from '../generator-validation';
import { RunStatus } from './run-status';
import { useRunEnd } from './use-run-end';

type Shown = NonNullable<ReturnType<typeof useGeneratorStore.getState>['recommendations']>;

/**
 * Keeps the recommendations shown in the library's saved sets, once; then offers to see them.
 */
function SaveRecommendations({ shown, onShowSaved }: { shown: Shown; onShowSaved: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveRecommendations(
        {
          audience: shown.audience,
          industry: shown.industry,
          topics: shown.topics,
          contentTypes: shown.contentTypes,
          platforms: shown.platforms,
        },
        language,
      );
      markRecommendationsSaved(shown, saved.id);
      toast({ title: t('savedIdeas.savedToast'), variant: 'success' });
    } catch (failure) {
      setError(errorMessages(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 grid gap-3">
      {shown.savedId ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-fg-muted">
          {t('savedIdeas.alreadySaved')}
          <Button variant="outline" size="sm" onClick={onShowSaved}>
            {t('savedIdeas.show')}
          </Button>
        </p>
      ) : (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void save()}
          >
            {t('savedIdeas.save')}
          </Button>
        </div>
      )}
      {error ? (
        <Alert tone="danger" title={t('savedIdeas.saveFailed')}>
          {error.length > 0 ? error.join(' ') : undefined}
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * Recommendations for an audience and industry: topics, content types and the best platforms.
 * A topic, clicked, becomes the prompt of the multi-platform form, for those platforms. The set
 * can be saved to the library to come back to.
 */
export function RecommendationsForm({ onShowSaved }: { onShowSaved: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const { audience, industry, run, recommendations } = useGeneratorStore(
    useShallow((state) => ({
      audience: state.audience,
      industry: state.industry,
      run: state.runs.recommendations,
      recommendations: state.recommendations,
    })),
  );
  // As in PostsForm: errors from the first submit on.
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const audienceRef = useRef<HTMLTextAreaElement>(null);
  const industryRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const running = run.status === 'running';

  const audienceError = validateAudience(audience);
  const industryError = validateIndustry(industry);
  useRunEnd(run, formRef, () => headingRef.current?.focus());

  const start = () => void recommend(language);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    setSubmitted(true);
    if (audienceError) audienceRef.current?.focus();
    else if (industryError) industryRef.current?.focus();
    else start();
  };
  const cancel = () => {
    cancelRun('recommendations');
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };
  const shown = (key: GeneratorValidationKey | null) =>
    key && submitted ? t(`generator.validation.${key}`) : null;

  return (
    <>
      <p className="text-sm text-fg-muted">{t('generator.intro.recommendations')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={running}
        className="mt-5 space-y-5"
      >
        <TextareaField
          ref={audienceRef}
          label={t('generator.fields.audience')}
          hint={t('generator.fields.audienceHint')}
          rows={2}
          value={audience}
          onChange={(event) => setGeneratorFields({ audience: event.target.value })}
          error={shown(audienceError)}
        />
        <Field
          ref={industryRef}
          label={t('generator.fields.industry')}
          hint={t('generator.fields.industryHint')}
          value={industry}
          onChange={(event) => setGeneratorFields({ industry: event.target.value })}
          error={shown(industryError)}
        />
        <Button type="submit" aria-disabled={running || undefined}>
          <LightbulbIcon size={18} />
          {t('generator.submit.recommendations')}
        </Button>
      </form>
      <RunStatus tab="recommendations" run={run} onCancel={cancel} onRetry={start} />
      {recommendations ? (
        <section aria-labelledby="generator-recommendations" className="mt-8">
          <h3
            id="generator-recommendations"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-fg focus:outline-none"
          >
            {t('generator.recommendations.heading')}
          </h3>
          <p className="mt-1 text-sm break-words text-fg-muted">
            {t('generator.recommendations.for', {
              audience: recommendations.audience,
              industry: recommendations.industry,
            })}
          </p>
          <SaveRecommendations shown={recommendations} onShowSaved={onShowSaved} />
          <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div>
              <h4 id="generator-topics" className="text-sm font-semibold text-fg">
                {t('generator.recommendations.topics')}
              </h4>
              <p className="mt-1 text-sm text-fg-muted">
                {t('generator.recommendations.topicsHint')}
              </p>
              <ul aria-labelledby="generator-topics" className="mt-3 grid gap-2">
                {recommendations.topics.map((topic) => (
                  <li key={topic}>
                    <button
                      type="button"
                      aria-label={t('generator.recommendations.useTopic', { topic })}
                      onClick={() =>
                        chooseTopic(
                          t('generator.recommendations.prompt', {
                            topic,
                            audience: recommendations.audience,
                            industry: recommendations.industry,
                          }),
                        )
                      }
                      className="group flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-line-strong/60 bg-surface px-4 py-3 text-left text-sm font-medium text-fg transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <span className="min-w-0 break-words">{topic}</span>
                      <ArrowRightIcon
                        size={16}
                        className="shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <div className="grid content-start gap-6">
              <div>
                <h4 id="generator-content-types" className="text-sm font-semibold text-fg">
                  {t('generator.recommendations.contentTypes')}
                </h4>
                <ul aria-labelledby="generator-content-types" className="mt-3 flex flex-wrap gap-2">
                  {recommendations.contentTypes.map((type) => (
                    <li
                      key={type}
                      className="rounded-full bg-surface-muted px-3 py-1.5 text-sm text-fg ring-1 ring-line"
                    >
                      {type}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 id="generator-platforms" className="text-sm font-semibold text-fg">
                  {t('generator.recommendations.platforms')}
                </h4>
                <ol aria-labelledby="generator-platforms" className="mt-3 grid gap-2">
                  {recommendations.platforms.map((platform) => (
                    <li key={platform}>
                      <PlatformLabel platform={platform} />
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
