import { useTranslation } from '@terrabridge/i18n';
import { Button, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import type { useOlderPages } from '../use-older-pages';

/** The "show older" button of a paged list, with the failure of the last try above it. */
export function OlderPagesButton({
  pages,
  label,
}: {
  pages: Pick<ReturnType<typeof useOlderPages>, 'hasOlder' | 'loading' | 'error' | 'loadOlder'>;
  label: string;
}) {
  const { t } = useTranslation('portal');
  if (!pages.hasOlder && !pages.error) return null;
  return (
    <div className="grid gap-3">
      {pages.error ? <Alert tone="danger">{describeError(pages.error)}</Alert> : null}
      {pages.hasOlder ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => void pages.loadOlder()}
            disabled={pages.loading}
          >
            {pages.loading ? t('project.loadingOlder') : label}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
