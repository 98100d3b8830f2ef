import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import type { GeneratorTab, Run } from '../generator-store';

/**
 * Where a generation stands: running (with Cancel, and a note once the server has answered that
 * the job goes on without the request), cancelled, or failed with the server's reason (in the
 * language the request was sent in) and, when sending it again may help, a retry.
 */
export function RunStatus({
  tab,
  run,
  onCancel,
  onRetry,
}: {
  tab: GeneratorTab;
  run: Run;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('portal');
  const isRecommendations = tab === 'recommendations';

  if (run.status === 'running') {
    return (
      <div className="mt-6 flex flex-col gap-4 rounded-xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="size-6 shrink-0 animate-spin rounded-full border-2 border-primary/25 border-t-primary motion-reduce:animate-[spin_1.5s_linear_infinite]"
        />
        <div role="status" className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-fg">
            {t(
              isRecommendations ? 'generator.progress.recommendations' : 'generator.progress.posts',
            )}
          </p>
          {run.queued ? (
            <p className="mt-1 text-fg-muted">{t('generator.progress.queued')}</p>
          ) : null}
        </div>
        <Button variant="outline" onClick={onCancel} className="self-start sm:self-center">
          {t('generator.progress.cancel')}
        </Button>
      </div>
    );
  }

  if (run.status === 'cancelled') {
    return <Alert className="mt-6">{t('generator.progress.cancelled')}</Alert>;
  }

  if (run.status !== 'failed') return null;
  const { failure } = run;
  const fallback = t(
    isRecommendations ? 'generator.errors.recommendations' : 'generator.errors.generate',
  );
  const title =
    failure.kind === 'messages'
      ? failure.messages.join('\n')
      : failure.kind === 'format'
        ? t('generator.errors.format')
        : fallback;
  const retry = failure.kind !== 'messages' || failure.retry;
  return (
    <Alert tone="danger" className="mt-6" title={title}>
      {retry ? (
        <>
          <p>{t('generator.errors.retryHint')}</p>
          <Button variant="outline" size="sm" onClick={onRetry} className="mt-3">
            <RefreshIcon size={16} />
            {t('generator.errors.retry')}
          </Button>
        </>
      ) : null}
    </Alert>
  );
}
