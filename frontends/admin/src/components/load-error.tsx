import { Button, describeError } from '@terrabridge/ui';
import { Alert, Skeleton } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';

/** What could not be loaded, why, and (when it can be asked again) a retry button. */
export function LoadError({
  title,
  error,
  onRetry,
  retryLabel,
  className,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  /** The retry button's text, when the section words it itself. */
  retryLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Alert tone="danger" title={title} className={className}>
      <p>{describeError(error)}</p>
      {onRetry && (
        <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
          {retryLabel ?? t('list.retry')}
        </Button>
      )}
    </Alert>
  );
}

/**
 * What a section shows while its one read is not there: the error with a retry, or placeholders
 * shaped like what is coming (`placeholders` of them, each `placeholderClassName`).
 */
export function ReadPending({
  query,
  errorTitle,
  retryLabel,
  loadingLabel,
  className,
  placeholders,
  placeholderClassName,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  errorTitle: string;
  retryLabel: string;
  loadingLabel: string;
  className: string;
  placeholders: number;
  placeholderClassName: string;
}) {
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel}
        className="mt-6"
      />
    );
  }
  return (
    <div role="status" className={className}>
      <span className="sr-only">{loadingLabel}</span>
      {Array.from({ length: placeholders }, (_, index) => (
        <Skeleton key={index} className={placeholderClassName} />
      ))}
    </div>
  );
}
