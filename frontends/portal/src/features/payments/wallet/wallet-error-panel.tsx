import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';

/**
 * Why PayPal cannot be used now (spec §8): credentials refused (with the checklist to fix them),
 * configuration missing, or the status not readable; the line to contact the administrator; and
 * a button that checks the status again.
 */
export function WalletErrorPanel({
  kind,
  message,
  onRetry,
}: {
  kind: 'auth-error' | 'config-error' | 'check-failed';
  message: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('payments');
  const title =
    kind === 'auth-error'
      ? t('wallet.authErrorTitle')
      : kind === 'config-error'
        ? t('wallet.configErrorTitle')
        : t('wallet.checkFailedTitle');
  const explanation =
    kind === 'auth-error'
      ? t('wallet.authError')
      : kind === 'config-error'
        ? t('wallet.configError')
        : null;
  return (
    <div className="grid gap-4">
      <Alert tone="danger" title={title}>
        {[explanation, message ?? (kind === 'check-failed' ? t('wallet.unexpected') : null)]
          .filter(Boolean)
          .join('\n')}
      </Alert>
      {kind === 'auth-error' ? (
        <div className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
          <p className="font-semibold text-fg">{t('wallet.checklistTitle')}</p>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-fg-muted">
            <li>{t('wallet.checklist.credentials')}</li>
            <li>{t('wallet.checklist.environment')}</li>
            <li>{t('wallet.checklist.regenerate')}</li>
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-fg-muted">{t('wallet.contactAdmin')}</p>
      <div>
        <Button variant="outline" onClick={onRetry}>
          <RefreshIcon size={16} />
          {t('wallet.retry')}
        </Button>
      </div>
    </div>
  );
}
