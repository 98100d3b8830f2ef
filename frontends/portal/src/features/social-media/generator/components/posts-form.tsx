import { useTranslation } from '@terrabridge/i18n';
import { Button, SparklesIcon } from '@terrabridge/ui';
import { TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { asLanguage } from '../../../projects/project-format';
import {
  type PostsTab,
  cancelRun,
  clearFocusRequest,
  generatePosts,
  setGeneratorFields,
  useGeneratorStore,
} from '../generator-store';
import {
  INPUT_LIMITS,
  validatePlatform,
  validatePlatforms,
  validatePrompt,
} from '../generator-validation';
import { GeneratedPosts } from './generated-posts';
import { PlatformPicker } from './platform-picker';
import { RunStatus } from './run-status';
import { useRunEnd } from './use-run-end';

/**
 * The single-platform and multi-platform forms: a description and the platform (or platforms),
 * checked here by the API's rules before anything is sent; then the run's progress and the posts.
 */
export function PostsForm({ tab, onSaved }: { tab: PostsTab; onSaved: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const { prompt, platform, platforms, run, drafts, focusRequest } = useGeneratorStore(
    useShallow((state) => ({
      prompt: state.prompt,
      platform: state.platform,
      platforms: state.platforms,
      run: state.runs[tab],
      drafts: state.drafts[tab],
      focusRequest: state.focusRequest,
    })),
  );
  // Errors show from the first submit on, then follow each change: shown on leaving a field, an
  // error would push the submit button down under the pointer that is pressing it.
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const promptId = `generator-${tab}-prompt`;
  const running = run.status === 'running';

  const promptError = validatePrompt(prompt);
  const platformError =
    tab === 'single' ? validatePlatform(platform) : validatePlatforms(platforms);

  // A topic chosen among the recommendations arrives as this form's prompt.
  useEffect(() => {
    if (focusRequest?.field !== 'prompt') return;
    promptRef.current?.focus();
    clearFocusRequest();
  }, [focusRequest]);

  // The posts take the place of the progress: the reader is taken to them.
  useRunEnd(run, formRef, () => resultsHeadingRef.current?.focus());

  const start = () => void generatePosts(tab, language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    setSubmitted(true);
    if (promptError) {
      promptRef.current?.focus();
      return;
    }
    if (platformError) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${tab}-platform"]`)?.focus();
      return;
    }
    start();
  };

  const cancel = () => {
    cancelRun(tab);
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  const length = prompt.trim().length;
  return (
    <>
      <p className="text-sm text-fg-muted">{t(`generator.intro.${tab}`)}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={running}
        className="mt-5 space-y-5"
      >
        <TextareaField
          ref={promptRef}
          id={promptId}
          label={t('generator.fields.prompt')}
          value={prompt}
          rows={4}
          onChange={(event) => setGeneratorFields({ prompt: event.target.value })}
          error={promptError && submitted ? t(`generator.validation.${promptError}`) : null}
          hint={
            <>
              {t('generator.fields.promptHint')}{' '}
              <span className="tabular-nums">
                {t('generator.fields.promptCount', { count: length, max: INPUT_LIMITS.prompt.max })}
              </span>
            </>
          }
        />
        {tab === 'single' ? (
          <PlatformPicker
            multiple={false}
            name={`${tab}-platform`}
            legend={t('generator.fields.platform')}
            value={platform}
            onChange={(value) => setGeneratorFields({ platform: value })}
            error={submitted && platformError ? t(`generator.validation.${platformError}`) : null}
          />
        ) : (
          <PlatformPicker
            multiple
            name={`${tab}-platform`}
            legend={t('generator.fields.platforms')}
            value={platforms}
            onChange={(value) => setGeneratorFields({ platforms: value })}
            error={submitted && platformError ? t(`generator.validation.${platformError}`) : null}
          />
        )}
        <Button type="submit" aria-disabled={running || undefined}>
          <SparklesIcon size={18} />
          {t(`generator.submit.${tab}`)}
        </Button>
      </form>
      <RunStatus tab={tab} run={run} onCancel={cancel} onRetry={start} />
      <GeneratedPosts tab={tab} drafts={drafts} headingRef={resultsHeadingRef} onSaved={onSaved} />
    </>
  );
}
