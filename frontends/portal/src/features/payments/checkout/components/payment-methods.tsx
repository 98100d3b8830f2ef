import { useTranslation } from '@terrabridge/i18n';
import { Tabs } from '@terrabridge/ui/parts';
import { type ReactNode, useState } from 'react';
import { CardPayment, CardUnavailable } from '../../card/card-payment';
import type { PaymentAsk, PaymentsConfig } from '../../payments-api';
import { WalletPayment } from '../../wallet/wallet-payment';

export type PaymentMethod = 'card' | 'paypal' | 'bank';

/** Whether the page may offer the card form: Stripe keys on the server, and the public one here. */
export const cardAvailable = (config: PaymentsConfig) =>
  config.card.available && Boolean(config.card.publishableKey);

/**
 * The ways to pay, as tabs: Card (Stripe's form, disabled with a notice when the server has no
 * card keys), PayPal, and, for invoices, the bank transfer. Only the open tab's form is loaded.
 */
export function PaymentMethods({
  config,
  ask,
  onCardPaid,
  onWalletPaid,
  bankTransfer,
}: {
  config: PaymentsConfig;
  ask: PaymentAsk;
  onCardPaid: (paymentIntentId: string) => void;
  onWalletPaid: (orderId: string) => void;
  bankTransfer?: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const card = cardAvailable(config);
  const [method, setMethod] = useState<PaymentMethod>(card ? 'card' : 'paypal');
  const items = [
    {
      id: 'card',
      label: t('methods.card'),
      disabled: !card,
      panel: card ? (
        <CardPayment
          ask={ask}
          publishableKey={config.card.publishableKey!}
          testMode={config.card.testMode}
          onPaid={onCardPaid}
        />
      ) : (
        <CardUnavailable />
      ),
    },
    {
      id: 'paypal',
      label: t('methods.paypal'),
      panel: <WalletPayment ask={ask} clientId={config.wallet.clientId} onPaid={onWalletPaid} />,
    },
    ...(bankTransfer ? [{ id: 'bank', label: t('methods.bank'), panel: bankTransfer }] : []),
  ];
  return (
    <div className="grid gap-5">
      {card ? null : <CardUnavailable />}
      <Tabs
        label={t('methods.label')}
        variant="segmented"
        value={method}
        onValueChange={(id) => {
          if (id === 'card' || id === 'paypal' || id === 'bank') setMethod(id);
        }}
        items={items}
        className="grid gap-6"
        // Each tab as wide as its label needs, the rest shared: 'Transferencia' fits a phone.
        listClassName={
          items.length === 3 ? 'grid-cols-[repeat(3,auto)]' : 'grid-cols-[repeat(2,auto)]'
        }
        panelClassName="rounded-lg"
      />
    </div>
  );
}
