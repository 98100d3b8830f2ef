import { useTranslation } from '@terrabridge/i18n';
import { Tabs } from '@terrabridge/ui/parts';
import { useSearchParams } from 'react-router-dom';
import './i18n';
import { InvoicesPanel } from './invoices-panel';
import { OrdersPanel } from './orders-panel';
import { PaymentEventsPanel } from './payment-events-panel';
import { PaymentsPanel } from './payments-panel';

/**
 * The Billing section: invoices, services ordered by bank transfer, provider payments and the
 * payment events ledger. A mailed link (`?section=billing&order=7`) opens that order to confirm.
 */
export default function BillingTab() {
  const { t } = useTranslation('admin-billing');
  const [params] = useSearchParams();
  const order = Number(params.get('order')) || null;
  return (
    <Tabs
      className="mt-6"
      label={t('sectionsLabel')}
      variant="underline"
      defaultValue={order ? 'orders' : undefined}
      items={[
        { id: 'invoices', label: t('tabs.invoices'), panel: <InvoicesPanel /> },
        { id: 'orders', label: t('tabs.orders'), panel: <OrdersPanel openOrderId={order} /> },
        { id: 'payments', label: t('tabs.payments'), panel: <PaymentsPanel /> },
        { id: 'events', label: t('tabs.events'), panel: <PaymentEventsPanel /> },
      ]}
    />
  );
}
