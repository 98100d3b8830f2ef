import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon, describeError } from '@terrabridge/ui';
import { Alert, Skeleton } from '@terrabridge/ui/parts';

/** Placeholders for the cards while the invoices load, announced once. */
export function InvoicesLoading() {
  const { t } = useTranslation('billing');
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-48 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

/** The spec's 'Error fetching invoices' (or what else failed), why, and a way to try again. */
export function InvoicesError({
  title,
  error,
  retrying,
  onRetry,
}: {
  /** What could not be loaded; the invoices unless told. */
  title?: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <div className="grid gap-3">
      <Alert tone="danger" title={title ?? t('loadFailed')}>
        {describeError(error)}
      </Alert>
      <div>
        <Button variant="outline" disabled={retrying} onClick={onRetry}>
          <RefreshIcon size={16} />
          {t('retry')}
        </Button>
      </div>
    </div>
  );
}

export function InvoicesEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-10 text-center">
      <p className="text-base font-semibold text-fg">{title}</p>
      <p className="mt-1 text-sm text-fg-muted">{hint}</p>
    </div>
  );
}
