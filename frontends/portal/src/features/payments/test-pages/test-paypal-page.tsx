import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Spinner, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { Link, useNavigate } from 'react-router-dom';
import { textLinkClasses } from '../../auth/components/auth-card';
import { asLanguage } from '../../projects/project-format';
import '../i18n';
import { usePaymentsConfig } from '../payments-api';
import { walletSuccessPath } from '../success/payment-lookup';
import { WalletPayment } from '../wallet/wallet-payment';
import { TestFrame } from './test-frame';
import { TestModeGate } from './test-mode-gate';

/** /test-paypal: a 1.00 USD PayPal payment, with a warning that live credentials charge it. */
export default function TestPaypalPage() {
  const { t, i18n } = useTranslation('payments');
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const live = config.data?.wallet.environment === 'live';
  return (
    <TestModeGate scope="wallet">
      <TestFrame
        documentTitle={t('testPaypal.documentTitle')}
        title={t('testPaypal.title')}
        intro={t('testPaypal.intro')}
        amount={formatMoney(100, asLanguage(i18n.language))}
        footer={
          <Link to="/paypal-test" className={textLinkClasses}>
            {t('testPaypal.diagnostics')}
          </Link>
        }
      >
        {config.isSuccess ? (
          <div className="grid gap-6">
            <Alert
              tone={live ? 'danger' : 'info'}
              role="note"
              title={live ? t('testPaypal.liveWarningTitle') : t('testPaypal.sandboxWarningTitle')}
            >
              {live ? t('testPaypal.liveWarning') : t('testPaypal.sandboxWarning')}
            </Alert>
            <WalletPayment
              ask={{ isTestPayment: true }}
              clientId={config.data.wallet.clientId}
              onPaid={(orderId) => navigate(walletSuccessPath(orderId))}
            />
          </div>
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
