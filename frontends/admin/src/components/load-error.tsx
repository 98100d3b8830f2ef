import { Button, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
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
