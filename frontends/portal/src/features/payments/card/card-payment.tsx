import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon, Spinner, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { asLanguage } from '../../projects/project-format';
import { type PaymentAsk, useCardPayment } from '../payments-api';
import { CardForm } from './card-form';

/** The server's answer when it has no card keys, although the page was told it had. */
export const isCardUnavailable = (error: unknown) =>
  error instanceof ApiError && (error.status === 503 || error.code === 'STRIPE_NOT_CONFIGURED');

export function CardUnavailable() {
  const { t } = useTranslation('payments');
  return (
    <Alert tone="info" title={t('methods.cardUnavailableTitle')}>
      {t('methods.cardUnavailable')}
    </Alert>
  );
}

/**
 * Paying by card: the payment is prepared on the server (what it costs is computed there), then
 * the card form confirms it. A refusal (the amount no longer matches, an invoice paid meanwhile)
 * is told in the server's words.
 */
export function CardPayment({
  ask,
  publishableKey,
  testMode,
  onPaid,
}: {
  ask: PaymentAsk;
  publishableKey: string;
  testMode: boolean;
  onPaid: (paymentIntentId: string) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const intent = useCardPayment(ask, asLanguage(i18n.language), true);

  if (intent.isPending) {
    return (
      <p className="flex items-center gap-3 py-6 text-fg-muted">
        <Spinner size="md" label={t('card.preparing')} />
        <span aria-hidden="true">{t('card.preparing')}</span>
      </p>
    );
  }
  if (intent.isError) {
    if (isCardUnavailable(intent.error)) return <CardUnavailable />;
    return (
      <div className="grid gap-3">
        <Alert tone="danger" title={t('card.intentFailed')}>
          {describeError(intent.error)}
        </Alert>
        <div>
          <Button
            variant="outline"
            disabled={intent.isFetching}
            onClick={() => void intent.refetch()}
          >
            <RefreshIcon size={16} />
            {t('checkout.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!intent.data.clientSecret) {
    return (
      <Alert tone="danger" title={t('card.intentFailed')}>
        {t('test.noClientSecret')}
      </Alert>
    );
  }
  return (
    <CardForm
      publishableKey={publishableKey}
      clientSecret={intent.data.clientSecret}
      amountCents={intent.data.amountCents}
      testMode={testMode}
      onPaid={onPaid}
    />
  );
}
