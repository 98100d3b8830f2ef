import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button, buttonClasses, describeError } from '@terrabridge/ui';
import { Alert, Badge, type BadgeTone } from '@terrabridge/ui/parts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BankTransferDetails } from '../../payments/bank/bank-transfer-details';
import '../../payments/i18n';
import { markTransferSent } from '../../payments/payments-api';
import { type Language, formatDate, localized } from '../../projects/project-format';
import { SERVICE_ORDERS, type ServiceOrder, useServiceOrders } from '../billing-api';
import { InvoicesEmpty, InvoicesError, InvoicesLoading } from './invoice-list-states';

const TONES: Record<ServiceOrder['state'], BadgeTone> = {
  awaiting: 'warning',
  sent: 'primary',
  paid: 'success',
  cancelled: 'neutral',
};

/** What the client can do about an open order: see where to send it, and say it was sent. */
function OpenOrderActions({ order, language }: { order: ServiceOrder; language: Language }) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [showDetails, setShowDetails] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const detailsId = useId();
  const tellSent = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await markTransferSent(order.id, language);
      await queryClient.invalidateQueries({ queryKey: [SERVICE_ORDERS] });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {showDetails ? t('orders.hideDetails') : t('orders.showDetails')}
        </Button>
        {order.state === 'awaiting' ? (
          <Button disabled={busy} onClick={() => void tellSent()}>
            {busy ? t('orders.telling') : t('orders.sent')}
          </Button>
        ) : null}
      </div>
      {failure !== null ? (
        <Alert tone="danger" title={t('orders.sentFailed')}>
          {describeError(failure)}
        </Alert>
      ) : null}
      <div id={detailsId} hidden={!showDetails}>
        {showDetails ? (
          <BankTransferDetails
            amountCents={order.totalCents}
            reference={order.reference}
            language={language}
            intro={t('orders.detailsIntro')}
          />
        ) : null}
      </div>
    </div>
  );
}

function OrderCard({ order, language }: { order: ServiceOrder; language: Language }) {
  const { t } = useTranslation('billing');
  const headingId = `order-${order.id}`;
  const open = order.state === 'awaiting' || order.state === 'sent';
  return (
    <li className="rounded-xl border border-line bg-surface-raised p-4 shadow-soft sm:p-5">
      <article aria-labelledby={headingId} className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <h4 id={headingId} className="text-base/6 font-semibold break-words text-fg">
            {localized(language, order.serviceName, order.serviceNameEs)}
          </h4>
          <Badge tone={TONES[order.state]}>{t(`orders.state.${order.state}`)}</Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-fg-muted">{t('orders.reference')}</dt>
            <dd className="font-mono font-semibold text-fg">{order.reference}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-fg-muted">{t('orders.amount')}</dt>
            <dd className="font-semibold text-fg tabular-nums">
              {formatMoney(order.totalCents, language)}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-fg-muted">{t('orders.ordered')}</dt>
            <dd className="text-fg">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
            </dd>
          </div>
        </dl>
        {order.state === 'sent' ? (
          <p className="text-sm text-fg-muted">{t('orders.sentNote')}</p>
        ) : null}
        {open ? <OpenOrderActions order={order} language={language} /> : null}
      </article>
    </li>
  );
}

function OrderList({
  title,
  orders,
  language,
}: {
  title: string;
  orders: ServiceOrder[];
  language: Language;
}) {
  const headingId = useId();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </h3>
      <ul className="grid gap-4">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} language={language} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Services the client ordered to pay by bank transfer, outside the checkout: the open orders
 * (awaiting the transfer, or said sent) with where to send the money and "I've sent the
 * transfer", then the paid ones.
 */
export function ServiceOrders({ language }: { language: Language }) {
  const { t } = useTranslation('billing');
  const orders = useServiceOrders();
  if (orders.isPending) return <InvoicesLoading />;
  if (orders.isError) {
    return (
      <InvoicesError
        title={t('orders.loadFailed')}
        error={orders.error}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  const items = orders.data.items;
  if (items.length === 0) {
    return (
      <div className="grid gap-3">
        <InvoicesEmpty title={t('orders.empty')} hint={t('orders.emptyHint')} />
        <div>
          <Link to="/services" className={buttonClasses({ variant: 'outline' })}>
            {t('orders.browse')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <OrderList
        title={t('orders.open')}
        orders={items.filter((order) => order.state === 'awaiting' || order.state === 'sent')}
        language={language}
      />
      <OrderList
        title={t('orders.paid')}
        orders={items.filter((order) => order.state === 'paid')}
        language={language}
      />
    </div>
  );
}
