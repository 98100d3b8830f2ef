import { useTranslation } from '@terrabridge/i18n';
import { Alert, Tabs } from '@terrabridge/ui/parts';
import { type ReactNode, useState } from 'react';
import { CardPayment } from '../../card/card-payment';
import type { PaymentAsk, PaymentsConfig } from '../../payments-api';
import { WalletPayment } from '../../wallet/wallet-payment';
import {
  type PaymentMethod,
  availableMethods,
  initialMethod,
  unavailableNote,
} from '../payment-method-choice';

/**
 * The ways to pay, as tabs: Card (Stripe's form), PayPal, and the bank transfer, which always
 * works. A way that is off is a disabled tab, with one note naming what is left; the page opens
 * on the first way that works. Only the open tab's form is loaded.
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
  bankTransfer: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const available = availableMethods(config);
  const note = unavailableNote(config);
  const [method, setMethod] = useState<PaymentMethod>(() => initialMethod(config));
  const items = [
    {
      id: 'card',
      label: t('methods.card'),
      disabled: !available.card,
      panel: available.card ? (
        <CardPayment
          ask={ask}
          publishableKey={config.card.publishableKey!}
          testMode={config.card.testMode}
          onPaid={onCardPaid}
        />
      ) : null,
    },
    {
      id: 'paypal',
      label: t('methods.paypal'),
      disabled: !available.paypal,
      panel: available.paypal ? (
        <WalletPayment ask={ask} clientId={config.wallet.clientId} onPaid={onWalletPaid} />
      ) : null,
    },
    { id: 'bank', label: t('methods.bank'), panel: bankTransfer },
  ];
  return (
    <div className="grid gap-5">
      {note ? (
        <Alert tone="info" title={t(`methods.unavailable.${note}.title`)}>
          {t(`methods.unavailable.${note}.text`)}
        </Alert>
      ) : null}
      <Tabs
        label={t('methods.label')}
        variant="segmented"
        value={method}
        onValueChange={(id) => {
          if ((id === 'card' || id === 'paypal' || id === 'bank') && available[id]) setMethod(id);
        }}
        items={items}
        className="grid gap-6"
        // Each tab as wide as its label needs, the rest shared: 'Transferencia' fits a phone.
        listClassName="grid-cols-[repeat(3,auto)]"
        panelClassName="rounded-lg"
      />
    </div>
  );
}
