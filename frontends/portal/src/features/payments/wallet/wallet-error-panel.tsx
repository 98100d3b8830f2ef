import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';

/**
 * PayPal cannot be used now (its credentials refused, its configuration missing, its status not
 * readable): the client is told so in plain words, with the other ways to pay and a button that
 * checks again. Why it failed is the admins' business (the services view names it), never the
 * client's: no provider message or checklist shows here.
 */
export function WalletErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <div className="grid gap-4">
      <Alert tone="info" title={t('wallet.unavailableTitle')}>
        {t('wallet.unavailableText')}
      </Alert>
      <div>
        <Button variant="outline" onClick={onRetry}>
          <RefreshIcon size={16} />
          {t('wallet.retry')}
        </Button>
      </div>
    </div>
  );
}
