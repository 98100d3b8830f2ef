import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button, Spinner, buttonClasses, describeError, toast } from '@terrabridge/ui';
import { Alert, Tabs } from '@terrabridge/ui/parts';
import { useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { asLanguage } from '../../projects/project-format';
import { CardForm } from '../card/card-form';
import { CardUnavailable, isCardUnavailable } from '../card/card-payment';
import { cardAvailable } from '../checkout/payment-method-choice';
import '../i18n';
import { type PaymentsConfig, createCardPayment, usePaymentsConfig } from '../payments-api';
import { PaymentFollowUp } from '../success/payment-follow-up';
import { WalletPayment } from '../wallet/wallet-payment';
import { TestFrame } from './test-frame';
import { TestModeGate } from './test-mode-gate';
import { testPaymentReducer } from './test-payment-state';

const TEST_CENTS = 100;
const TEST_ASK = { isTestPayment: true } as const;

function TestPayment({ config }: { config: PaymentsConfig }) {
  const { t, i18n } = useTranslation('payments');
  const language = asLanguage(i18n.language);
  const [state, dispatch] = useReducer(testPaymentReducer, { step: 'idle' });
  const [provider, setProvider] = useState<'stripe' | 'paypal'>(
    cardAvailable(config) ? 'stripe' : 'paypal',
  );

  async function start() {
    dispatch({ type: 'start' });
    if (!cardAvailable(config)) {
      dispatch({ type: 'prepared', intent: null });
      return;
    }
    try {
      const intent = await createCardPayment(TEST_ASK, language);
      if (!intent.clientSecret) throw new Error(t('test.noClientSecret'));
      dispatch({ type: 'prepared', intent });
    } catch (error) {
      if (isCardUnavailable(error)) {
        setProvider('paypal');
        dispatch({ type: 'prepared', intent: null });
        return;
      }
      const message =
        error instanceof ApiError || !(error instanceof Error)
          ? describeError(error)
          : error.message || t('test.genericError');
      toast({ variant: 'destructive', title: t('test.errorTitle'), description: message });
      dispatch({ type: 'failed', message });
    }
  }

  switch (state.step) {
    case 'idle':
    case 'error':
      return (
        <div className="grid gap-5">
          {state.step === 'error' ? (
            <Alert tone="danger" title={t('test.errorTitle')}>
              {state.message}
            </Alert>
          ) : null}
          <Button size="lg" onClick={() => void start()}>
            {t('test.start')}
          </Button>
        </div>
      );
    case 'processing':
      return (
        <p className="flex items-center gap-3 py-4 text-fg-muted">
          <Spinner size="md" label={t('test.starting')} />
          <span aria-hidden="true">{t('test.starting')}</span>
        </p>
      );
    case 'choosing': {
      const intent = state.intent;
      return (
        <div className="grid gap-5">
          {intent ? null : <CardUnavailable />}
          <p className="text-sm font-medium text-fg">{t('test.choose')}</p>
          <Tabs
            label={t('methods.label')}
            variant="segmented"
            value={provider}
            onValueChange={(id) => {
              if (id === 'stripe' || id === 'paypal') setProvider(id);
            }}
            className="grid gap-6"
            panelClassName="rounded-lg"
            items={[
              {
                id: 'stripe',
                label: t('methods.card'),
                disabled: intent === null,
                panel: intent ? (
                  <CardForm
                    publishableKey={config.card.publishableKey!}
                    clientSecret={intent.clientSecret}
                    amountCents={intent.amountCents}
                    testMode={config.card.testMode}
                    onPaid={(id) => dispatch({ type: 'paid', payment: { provider: 'stripe', id } })}
                  />
                ) : (
                  <CardUnavailable />
                ),
              },
              {
                id: 'paypal',
                label: t('methods.paypal'),
                panel: (
                  <WalletPayment
                    ask={TEST_ASK}
                    clientId={config.wallet.clientId}
                    onPaid={(id) => dispatch({ type: 'paid', payment: { provider: 'paypal', id } })}
                  />
                ),
              },
            ]}
          />
        </div>
      );
    }
    case 'success':
      return (
        <PaymentFollowUp
          lookup={state.payment}
          focusReceipt
          actions={() => (
            <>
              <Link to="/dashboard" className={buttonClasses({ size: 'lg' })}>
                {t('test.backToDashboard')}
              </Link>
              <Button size="lg" variant="outline" onClick={() => dispatch({ type: 'reset' })}>
                {t('test.again')}
              </Button>
            </>
          )}
        />
      );
  }
}

/** /test-payment: a 1.00 USD payment by card or PayPal, to check the whole payment path. */
export default function TestPaymentPage() {
  const { t, i18n } = useTranslation('payments');
  const config = usePaymentsConfig();
  return (
    <TestModeGate scope="card-and-wallet">
      <TestFrame
        documentTitle={t('test.documentTitle')}
        title={t('test.title')}
        intro={t('test.intro')}
        amount={formatMoney(TEST_CENTS, asLanguage(i18n.language))}
      >
        {config.isSuccess ? (
          <TestPayment config={config.data} />
        ) : config.isError ? (
          <Alert tone="danger" title={t('test.errorTitle')}>
            {describeError(config.error)}
          </Alert>
        ) : (
          <Spinner size="lg" />
        )}
      </TestFrame>
    </TestModeGate>
  );
}
