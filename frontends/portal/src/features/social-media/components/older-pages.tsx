import { Button, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';

/**
 * The foot of a newest-first list of the tab (useOlderPages): why the last older page failed, and
 * the button that asks for the next one while there is one.
 */
export function OlderPages({
  pages,
  labels,
}: {
  pages: { error: unknown; hasOlder: boolean; loading: boolean; loadOlder: () => Promise<void> };
  labels: { failed: string; more: string; loading: string };
}) {
  return (
    <>
      {pages.error ? (
        <Alert tone="danger" title={labels.failed}>
          {describeError(pages.error)}
        </Alert>
      ) : null}
      {pages.hasOlder ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={pages.loading}
            aria-busy={pages.loading || undefined}
            onClick={() => void pages.loadOlder()}
          >
            {pages.loading ? labels.loading : labels.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}
