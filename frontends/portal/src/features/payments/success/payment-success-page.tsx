import { useTranslation } from '@terrabridge/i18n';
import { Container, buttonClasses, useDocumentTitle } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { Link, useSearchParams } from 'react-router-dom';
import '../i18n';
import { PaymentFollowUp } from './payment-follow-up';
import { paymentLookupOf } from './payment-lookup';

/**
 * /payment-success (signed in): where the card form, Stripe's redirect and PayPal's capture lead.
 * It shows what the server says of the payment named in the address.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('success.documentTitle'));
  const [params] = useSearchParams();
  const lookup = paymentLookupOf(params);
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-2xl rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-10">
        <h1 className="sr-only">{t('success.documentTitle')}</h1>
        {lookup ? (
          <PaymentFollowUp key={params.toString()} lookup={lookup} />
        ) : (
          <div className="grid gap-4">
            <Alert tone="danger" title={t('success.notFoundTitle')}>
              {t('success.notFound')}
            </Alert>
            <div>
              <Link to="/dashboard" className={buttonClasses()}>
                {t('success.dashboard')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </Container>
  );
}
