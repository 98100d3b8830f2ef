import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon, Spinner, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { computeTotals } from '@terrabridge/rules/money';
import { useOpenInvoices } from '../../billing/billing-api';
import { invoiceNumber, summarize } from '../../billing/invoice-selection';
import { asLanguage } from '../../projects/project-format';
import { BankTransferDetails } from '../bank/bank-transfer-details';
import { ServiceBankTransfer } from '../bank/service-bank-transfer';
import '../i18n';
import { usePaymentsConfig, useService } from '../payments-api';
import { cardSuccessPath, walletSuccessPath } from '../success/payment-lookup';
import { centsAsDollars, parseCheckoutQuery } from './checkout-query';
import { CheckoutFrame, CheckoutNotice } from './components/checkout-frame';
import { InvoiceSummary, ServiceSummary } from './components/order-summary';
import { PaymentMethods } from './components/payment-methods';

const BILLING = '/dashboard?tab=billing';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <div className="mx-auto grid max-w-xl gap-3">
      <Alert tone="danger" title={t('checkout.serviceFailed')}>
        {describeError(error)}
      </Alert>
      <div>
        <Button variant="outline" onClick={onRetry}>
          <RefreshIcon size={16} />
          {t('checkout.retry')}
        </Button>
      </div>
    </div>
  );
}

function NoService() {
  const { t } = useTranslation('payments');
  return (
    <CheckoutNotice
      title={t('checkout.noService.title')}
      prompt={t('checkout.noService.prompt')}
      action={{ to: '/services', label: t('checkout.noService.action') }}
    />
  );
}

/** Buying a service: the server's price plus the checkout's tax, by card, PayPal or transfer. */
function ServiceCheckout({ serviceId }: { serviceId: number }) {
  const { t, i18n } = useTranslation('payments');
  const language = asLanguage(i18n.language);
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const service = useService(serviceId);
  const back = { to: '/services', label: t('checkout.backToServices') };

  const frame = (children: ReactNode) => <CheckoutFrame back={back}>{children}</CheckoutFrame>;
  if (service.isPending || config.isPending)
    return frame(<Loading label={t('checkout.loadingService')} />);
  if (service.isError) {
    if (service.error instanceof ApiError && service.error.status === 404)
      return frame(<NoService />);
    return frame(<LoadError error={service.error} onRetry={() => void service.refetch()} />);
  }
  if (config.isError)
    return frame(<LoadError error={config.error} onRetry={() => void config.refetch()} />);

  const totals = computeTotals(
    [{ quantity: 1, unitPriceCents: service.data.priceCents }],
    config.data.serviceTaxRate,
    0,
  );
  const amount = centsAsDollars(totals.totalCents);
  return (
    <CheckoutFrame
      back={back}
      intro={t('checkout.serviceIntro')}
      summary={
        <ServiceSummary
          service={service.data}
          totals={totals}
          taxRate={config.data.serviceTaxRate}
          language={language}
        />
      }
    >
      <PaymentMethods
        config={config.data}
        ask={{ serviceId, amount }}
        onCardPaid={(id) => navigate(cardSuccessPath(id))}
        onWalletPaid={(id) => navigate(walletSuccessPath(id))}
        bankTransfer={
          <ServiceBankTransfer
            serviceId={serviceId}
            amount={amount}
            amountCents={totals.totalCents}
            language={language}
          />
        }
      />
    </CheckoutFrame>
  );
}

/** Paying invoices chosen in the Billing tab: by card, PayPal or bank transfer. */
function InvoiceCheckout({ ids, amountCents }: { ids: number[]; amountCents: number }) {
  const { t, i18n } = useTranslation('payments');
  const language = asLanguage(i18n.language);
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  // The numbers and balances of the chosen invoices, for the summary and the transfer reference.
  const open = useOpenInvoices();
  const chosen = summarize(open.data?.items ?? [], new Set(ids));
  const invoices = chosen.invoices.map((invoice) => ({
    id: invoice.id,
    number: invoiceNumber(invoice),
    balanceCents: invoice.balanceCents,
  }));
  const back = { to: BILLING, label: t('checkout.backToBilling') };

  if (config.isPending)
    return (
      <CheckoutFrame back={back}>
        <Loading label={t('card.preparing')} />
      </CheckoutFrame>
    );
  if (config.isError)
    return (
      <CheckoutFrame back={back}>
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      </CheckoutFrame>
    );
  return (
    <CheckoutFrame
      back={back}
      intro={t('checkout.invoiceIntro')}
      summary={
        <InvoiceSummary
          count={ids.length}
          totalCents={amountCents}
          invoices={invoices}
          language={language}
        />
      }
    >
      <PaymentMethods
        config={config.data}
        ask={{ invoiceIds: ids, amount: centsAsDollars(amountCents) }}
        onCardPaid={(id) => navigate(cardSuccessPath(id))}
        onWalletPaid={(id) => navigate(walletSuccessPath(id))}
        bankTransfer={
          <BankTransferDetails
            amountCents={amountCents}
            reference={chosen.numbers.length > 0 ? chosen.numbers.join(', ') : null}
            language={language}
          />
        }
      />
    </CheckoutFrame>
  );
}

/**
 * /checkout (signed in): a service (`?serviceId=`) or invoices (`?type=invoice&invoiceIds=2,4&
 * amount=1580.70`), read from the query as the spec says; without one, a notice and a way back.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const query = useMemo(() => parseCheckoutQuery(params), [params]);

  if (query.mode === 'service') {
    if (query.serviceId === null)
      return (
        <CheckoutFrame back={{ to: '/services', label: t('checkout.backToServices') }}>
          <NoService />
        </CheckoutFrame>
      );
    return <ServiceCheckout key={query.serviceId} serviceId={query.serviceId} />;
  }
  if (query.invoices === null)
    return (
      <CheckoutFrame back={{ to: BILLING, label: t('checkout.backToBilling') }}>
        <CheckoutNotice
          title={t('checkout.noInvoices.title')}
          prompt={t('checkout.noInvoices.prompt')}
          action={{ to: BILLING, label: t('checkout.noInvoices.action') }}
        />
      </CheckoutFrame>
    );
  return (
    <InvoiceCheckout
      key={params.toString()}
      ids={query.invoices.ids}
      amountCents={query.invoices.amountCents}
    />
  );
}
