import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button, buttonClasses, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Language } from '../../projects/project-format';
import { type BankTransferOrder, markTransferSent, placeBankTransferOrder } from '../payments-api';
import { BankTransferDetails } from './bank-transfer-details';

/**
 * Buying a service by bank transfer: the order is placed (with its `TB-` reference) when the
 * client asks for it, then they transfer the amount and say so, which tells the team to look
 * for it. The team confirms the order once the money arrives, and the client gets the receipt.
 */
export function ServiceBankTransfer({
  serviceId,
  amount,
  amountCents,
  language,
}: {
  serviceId: number;
  /** The dollars shown, checked by the server. */
  amount: number;
  amountCents: number;
  language: Language;
}) {
  const { t } = useTranslation('payments');
  const [order, setOrder] = useState<BankTransferOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (call: () => Promise<BankTransferOrder>) => {
    setBusy(true);
    setFailure(null);
    try {
      setOrder(await call());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <BankTransferDetails
      amountCents={order?.totalCents ?? amountCents}
      reference={order?.reference ?? null}
      language={language}
      intro={order ? t('bank.order.placedIntro') : t('bank.order.intro')}
      referenceHint={t('bank.order.referenceHint')}
    >
      {failure !== null ? (
        <Alert tone="danger" title={t('bank.order.failed')}>
          {describeError(failure)}
        </Alert>
      ) : null}
      {!order ? (
        <div>
          <Button
            disabled={busy}
            // A long label wraps on a phone rather than widening the page.
            className="h-auto min-h-10 max-w-full py-2 whitespace-normal"
            onClick={() => void run(() => placeBankTransferOrder(serviceId, amount, language))}
          >
            {busy ? t('bank.order.placing') : t('bank.order.place')}
          </Button>
        </div>
      ) : order.state === 'awaiting' ? (
        <div className="grid gap-2">
          <p className="text-sm text-fg-muted">
            {t('bank.order.sentPrompt', { amount: formatMoney(order.totalCents, language) })}
          </p>
          <div>
            <Button
              disabled={busy}
              onClick={() => void run(() => markTransferSent(order.id, language))}
            >
              {busy ? t('bank.order.telling') : t('bank.order.sent')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <Alert tone="success" title={t('bank.order.thanksTitle')}>
            {t('bank.order.thanks', { reference: order.reference })}
          </Alert>
          <div>
            <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
              {t('success.dashboard')}
            </Link>
          </div>
        </div>
      )}
    </BankTransferDetails>
  );
}
