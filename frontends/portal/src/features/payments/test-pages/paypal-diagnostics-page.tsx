import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { Button, ExternalLink, RefreshIcon, Spinner, describeError, toast } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { textLinkClasses } from '../../auth/components/auth-card';
import { asLanguage } from '../../projects/project-format';
import '../i18n';
import { type PaypalStatus, createPaypalOrder } from '../payments-api';
import { approvalUrl } from '../wallet/wallet-flow';
import { TestFrame } from './test-frame';
import { TestModeGate } from './test-mode-gate';

const PAYPAL_STATUS = '/api/check-paypal-status';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd className="text-sm font-semibold break-all text-fg">{children}</dd>
    </div>
  );
}

function Diagnostics() {
  const { t, i18n } = useTranslation('payments');
  const language = asLanguage(i18n.language);
  const status = useQuery<PaypalStatus>({ queryKey: [PAYPAL_STATUS], staleTime: 0 });
  const [creating, setCreating] = useState(false);
  const [order, setOrder] = useState<{ id: string; url: string } | null>(null);
  const yesNo = (value: boolean) => (value ? t('diagnostics.yes') : t('diagnostics.no'));

  // Each reading of the status is also told in a toast (the spec's diagnostics toasts).
  const reading = status.isSuccess ? status.dataUpdatedAt : 0;
  useEffect(() => {
    if (!reading || !status.data) return;
    const { initialized, environment, apiEndpoint, message } = status.data;
    toast(
      initialized
        ? {
            variant: 'success',
            title: t('diagnostics.configuredTitle'),
            description: t('diagnostics.configured', {
              environment: t(`diagnostics.environments.${environment}`),
              endpoint: apiEndpoint,
            }),
          }
        : {
            variant: 'destructive',
            title: t('diagnostics.notConfiguredTitle'),
            description: message,
          },
    );
    // Once per reading, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reading]);

  async function createOrder() {
    setCreating(true);
    try {
      const { id } = await createPaypalOrder({ isTestPayment: true }, language);
      const url = approvalUrl(id, status.data?.environment ?? 'sandbox');
      setOrder({ id, url });
      toast({
        variant: 'success',
        title: t('diagnostics.orderCreatedTitle'),
        description: t('diagnostics.orderCreated', { id }),
      });
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('diagnostics.errorTitle'),
        description: describeError(error),
      });
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="paypal-status-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="paypal-status-title" className="text-lg font-bold text-fg">
            {t('diagnostics.statusTitle')}
          </h2>
          <Button
            variant="outline"
            size="sm"
            disabled={status.isFetching}
            onClick={() => void status.refetch()}
          >
            <RefreshIcon size={16} />
            {t('diagnostics.checkAgain')}
          </Button>
        </div>
        {status.isPending ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" label={t('diagnostics.checking')} />
            <span aria-hidden="true">{t('diagnostics.checking')}</span>
          </p>
        ) : status.isError ? (
          <Alert tone="danger" title={t('diagnostics.notConfiguredTitle')}>
            {describeError(status.error)}
          </Alert>
        ) : (
          <dl className="grid gap-3 rounded-xl border border-line bg-surface-muted p-4">
            <Field term={t('diagnostics.initialized')}>{yesNo(status.data.initialized)}</Field>
            <Field term={t('diagnostics.environment')}>
              {t(`diagnostics.environments.${status.data.environment}`)}
            </Field>
            <Field term={t('diagnostics.apiEndpoint')}>
              <span className="font-mono">{status.data.apiEndpoint}</span>
            </Field>
            <Field term={t('diagnostics.clientId')}>{yesNo(status.data.clientIdConfigured)}</Field>
            <Field term={t('diagnostics.clientSecret')}>
              {yesNo(status.data.clientSecretConfigured)}
            </Field>
            <Field term={t('diagnostics.message')}>{status.data.message}</Field>
          </dl>
        )}
      </section>
      <section aria-labelledby="paypal-order-title" className="grid gap-4">
        <h2 id="paypal-order-title" className="text-lg font-bold text-fg">
          {t('diagnostics.orderTitle')}
        </h2>
        <p className="text-sm text-fg-muted">{t('diagnostics.orderIntro')}</p>
        <div>
          <Button disabled={creating} onClick={() => void createOrder()}>
            {creating ? t('diagnostics.creating') : t('diagnostics.createOrder')}
          </Button>
        </div>
        {order ? (
          <ExternalLink href={order.url} className={textLinkClasses}>
            {t('diagnostics.openApproval', { id: order.id })}
          </ExternalLink>
        ) : null}
      </section>
    </div>
  );
}

/** /paypal-test: the PayPal connection as the server sees it, and a test order to approve. */
export default function PaypalDiagnosticsPage() {
  const { t } = useTranslation('payments');
  return (
    <TestModeGate scope="wallet">
      <TestFrame
        documentTitle={t('diagnostics.documentTitle')}
        title={t('diagnostics.title')}
        intro={t('diagnostics.intro')}
        footer={
          <Link to="/test-paypal" className={textLinkClasses}>
            {t('diagnostics.testPage')}
          </Link>
        }
      >
        <Diagnostics />
      </TestFrame>
    </TestModeGate>
  );
}
