import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import {
  Button,
  CheckCircleIcon,
  MailIcon,
  RefreshIcon,
  Spinner,
  buttonClasses,
  describeError,
} from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { asLanguage } from '../../projects/project-format';
import { type PaymentLookup, type PaymentStatus, paymentStatusPath } from '../payments-api';
import { nextPoll } from './payment-lookup';

/**
 * A payment as the server knows it, asked again while it is processing, for a minute; and
 * whether that minute has passed with the payment still processing.
 */
export function usePaymentStatus(lookup: PaymentLookup) {
  const [since] = useState(() => Date.now());
  const query = useQuery<PaymentStatus>({
    queryKey: [paymentStatusPath(lookup)],
    staleTime: 0,
    refetchInterval: (current) =>
      nextPoll(current.state.data?.state, current.state.dataUpdatedAt - since),
  });
  const slow =
    query.data?.state === 'processing' &&
    nextPoll('processing', query.dataUpdatedAt - since) === false;
  return { query, slow };
}

/** Where to go back to after a payment that did not go through, by what it was for. */
function backLink(purpose: PaymentStatus['purpose'] | undefined) {
  switch (purpose) {
    case 'invoices':
      return { to: '/dashboard?tab=billing', key: 'success.backToBilling' } as const;
    case 'order':
      return { to: '/services', key: 'success.backToServices' } as const;
    case 'test':
      return { to: '/test-payment', key: 'success.backToTest' } as const;
    default:
      return { to: '/dashboard', key: 'success.dashboard' } as const;
  }
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd className="text-sm font-semibold break-all text-fg">{children}</dd>
    </div>
  );
}

/** The spec's success page: the server's reference and transaction id, and what was paid. */
function PaymentReceipt({
  status,
  actions,
  focusTitle,
}: {
  status: PaymentStatus;
  actions: ReactNode;
  focusTitle: boolean;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = asLanguage(i18n.language);
  const title = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form that paid: the reader is taken to it.
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const paidFor =
    status.purpose === 'invoices'
      ? status.invoiceNumbers.join(', ')
      : status.purpose === 'order' && status.orderId !== null
        ? t('success.order', { id: status.orderId })
        : t('success.test');
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircleIcon size={36} />
        </span>
        <h2
          ref={title}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-fg outline-none sm:text-3xl"
        >
          {t('success.title')}
        </h2>
        <p className="text-base text-fg-muted">
          {status.purpose === 'test' ? t('success.testThanks') : t('success.thanks')}
        </p>
      </div>
      <dl className="grid gap-3 rounded-xl border border-line bg-surface-muted p-4">
        <Detail term={t('success.reference')}>
          <span className="font-mono">{status.reference}</span>
        </Detail>
        {status.transactionId ? (
          <Detail term={t('success.transaction')}>
            <span className="font-mono">{status.transactionId}</span>
          </Detail>
        ) : null}
        <Detail term={t('success.amount')}>
          <span className="tabular-nums">{formatMoney(status.amountCents, language)}</span>
        </Detail>
        <Detail term={t('success.paidFor')}>{paidFor}</Detail>
        <Detail term={t('success.method')}>{t(`success.methods.${status.provider}`)}</Detail>
      </dl>
      {status.purpose === 'invoices' ? (
        <p className="flex items-start gap-2 text-sm text-fg-muted">
          <MailIcon size={18} className="mt-0.5 shrink-0 text-primary" />
          {t('success.emailSent')}
        </p>
      ) : status.purpose === 'order' ? (
        <p className="text-sm text-fg-muted">{t('success.orderNote')}</p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </div>
  );
}

/** The success page's buttons: home and the dashboard (its Billing tab after invoices). */
export function ReceiptLinks({ purpose }: { purpose: PaymentStatus['purpose'] }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <Link
        to={purpose === 'invoices' ? '/dashboard?tab=billing' : '/dashboard'}
        className={buttonClasses({ size: 'lg' })}
      >
        {t('success.dashboard')}
      </Link>
      <Link to="/" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
        {t('success.home')}
      </Link>
    </>
  );
}

/**
 * How a payment went, read from the server, never from the address: processing (asked again
 * every 1.5 s for a minute, with a note), then the receipt; or why it did not go through.
 */
export function PaymentFollowUp({
  lookup,
  actions = (status) => <ReceiptLinks purpose={status.purpose} />,
  focusReceipt = false,
}: {
  lookup: PaymentLookup;
  actions?: (status: PaymentStatus) => ReactNode;
  /** Move focus (and the view) to the receipt when it shows in place of a form. */
  focusReceipt?: boolean;
}) {
  const { t } = useTranslation('payments');
  const { query: status, slow } = usePaymentStatus(lookup);

  if (status.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <Spinner size="lg" label={t('success.processingTitle')} />
      </div>
    );
  }
  if (status.isError) {
    const notFound = status.error instanceof ApiError && status.error.status === 404;
    return (
      <div className="grid gap-4">
        <Alert
          tone="danger"
          title={notFound ? t('success.notFoundTitle') : t('success.loadFailedTitle')}
        >
          {notFound ? t('success.notFound') : describeError(status.error)}
        </Alert>
        <div className="flex flex-wrap gap-3">
          {notFound ? null : (
            <Button
              variant="outline"
              disabled={status.isFetching}
              onClick={() => void status.refetch()}
            >
              <RefreshIcon size={16} />
              {t('success.checkAgain')}
            </Button>
          )}
          <Link to="/dashboard" className={buttonClasses()}>
            {t('success.dashboard')}
          </Link>
        </div>
      </div>
    );
  }

  const payment = status.data;
  if (payment.state === 'succeeded')
    return <PaymentReceipt status={payment} actions={actions(payment)} focusTitle={focusReceipt} />;
  if (payment.state === 'processing') {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" aria-live="polite">
        {slow ? null : <Spinner size="lg" label={t('success.processingTitle')} />}
        <h2 className="text-2xl font-bold tracking-tight text-fg">
          {slow ? t('success.slowTitle') : t('success.processingTitle')}
        </h2>
        <p className="max-w-lg text-base text-fg-muted">
          {slow ? t('success.slow') : t('success.processing')}
        </p>
        {slow ? (
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              variant="outline"
              disabled={status.isFetching}
              onClick={() => void status.refetch()}
            >
              <RefreshIcon size={16} />
              {t('success.checkAgain')}
            </Button>
            <Link to="/dashboard" className={buttonClasses()}>
              {t('success.dashboard')}
            </Link>
          </div>
        ) : null}
      </div>
    );
  }
  const back = backLink(payment.purpose);
  return (
    <div className="grid gap-4">
      <Alert
        tone="danger"
        title={
          payment.state === 'canceled' ? t('success.cancelledTitle') : t('success.failedTitle')
        }
      >
        {t('success.failed')}
      </Alert>
      <div>
        <Link to={back.to} className={buttonClasses()}>
          {t(back.key)}
        </Link>
      </div>
    </div>
  );
}
