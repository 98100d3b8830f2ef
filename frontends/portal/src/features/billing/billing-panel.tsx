import { useTranslation } from '@terrabridge/i18n';
import { Badge, Tabs } from '@terrabridge/ui/parts';
import { asLanguage } from '../projects/project-format';
import { useOpenInvoices } from './billing-api';
import { BILLING_VIEWS, useBillingView } from './billing-params';
import { InvoiceHistory } from './components/invoice-history';
import { InvoicesError, InvoicesLoading } from './components/invoice-list-states';
import { PendingInvoices } from './components/pending-invoices';
import { ServiceOrders } from './components/service-orders';
import './i18n';

function PendingTab() {
  const { i18n } = useTranslation('billing');
  const open = useOpenInvoices();
  if (open.isPending) return <InvoicesLoading />;
  if (open.isError) {
    return (
      <InvoicesError
        error={open.error}
        retrying={open.isFetching}
        onRetry={() => void open.refetch()}
      />
    );
  }
  return <PendingInvoices invoices={open.data.items} language={asLanguage(i18n.language)} />;
}

/**
 * The Billing tab: the invoices still to pay (their count on the tab) with the pay flow, the
 * payment history, and the services ordered to pay by bank transfer. Loaded with the tab, so its code never weighs on the dashboard's first load.
 */
export default function BillingPanel() {
  const { t, i18n } = useTranslation('billing');
  const [view, setView] = useBillingView();
  // The same query as the Pending list's: one request, and the count follows the list.
  const open = useOpenInvoices();
  const count = open.data?.items.length;
  return (
    <Tabs
      label={t('tabsLabel')}
      value={view}
      onValueChange={(id) => {
        const next = BILLING_VIEWS.find((option) => option === id);
        if (next) setView(next);
      }}
      className="grid grid-cols-[minmax(0,1fr)] gap-5"
      items={BILLING_VIEWS.map((id) => ({
        id,
        label:
          id === 'pending' && count !== undefined ? (
            <>
              {t('tabs.pending')}
              <Badge tone={count > 0 ? 'primary' : 'neutral'} className="px-2 py-0">
                {count}
              </Badge>
            </>
          ) : (
            t(`tabs.${id}`)
          ),
        panel:
          id === 'pending' ? (
            <PendingTab />
          ) : id === 'orders' ? (
            <ServiceOrders language={asLanguage(i18n.language)} />
          ) : (
            <InvoiceHistory language={asLanguage(i18n.language)} />
          ),
      }))}
    />
  );
}
