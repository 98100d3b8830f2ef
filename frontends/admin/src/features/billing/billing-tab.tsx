import { useTranslation } from '@terrabridge/i18n';
import { Tabs } from '@terrabridge/ui/parts';
import './i18n';
import { InvoicesPanel } from './invoices-panel';
import { PaymentEventsPanel } from './payment-events-panel';
import { PaymentsPanel } from './payments-panel';

/** The Billing section: invoices, provider payments and the payment events ledger. */
export default function BillingTab() {
  const { t } = useTranslation('admin-billing');
  return (
    <Tabs
      className="mt-6"
      label={t('sectionsLabel')}
      variant="underline"
      items={[
        { id: 'invoices', label: t('tabs.invoices'), panel: <InvoicesPanel /> },
        { id: 'payments', label: t('tabs.payments'), panel: <PaymentsPanel /> },
        { id: 'events', label: t('tabs.events'), panel: <PaymentEventsPanel /> },
      ]}
    />
  );
}
