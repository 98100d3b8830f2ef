import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { i18n, useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { useThemeStore } from '@terrabridge/session';
import { Button, RefreshIcon, Spinner } from '@terrabridge/ui';
import { Alert, ShieldIcon } from '@terrabridge/ui/parts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { asLanguage } from '../../projects/project-format';
import { CardMarks } from './card-marks';
import { type CardOutcome, type ConfirmResult, cardOutcome } from './card-outcome';
import { cardAppearance, stripeFor } from './stripe-elements';

type FormState = 'loading' | 'ready' | 'failed';

/** The message of an outcome that keeps the client on the checkout (spec §8). */
function OutcomeAlert({ outcome }: { outcome: CardOutcome }) {
  const { t } = useTranslation('payments');
  switch (outcome.kind) {
    case 'not-loaded':
      return (
        <Alert tone="danger" title={t('card.outcomes.notLoadedTitle')}>
          {t('card.outcomes.notLoaded')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="danger" title={t('card.outcomes.failedTitle')}>
          {outcome.message ?? t('card.outcomes.failed')}
        </Alert>
      );
    case 'error':
      return (
        <Alert tone="danger" title={t('card.outcomes.errorTitle')}>
          {outcome.message
            ? `${outcome.message}\n${t('card.outcomes.error')}`
            : t('card.outcomes.error')}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert tone="danger" title={t('card.outcomes.cancelledTitle')}>
          {t('card.outcomes.cancelled')}
        </Alert>
      );
    case 'authentication':
      return (
        <Alert tone="danger" title={t('card.outcomes.authenticationTitle')}>
          {t('card.outcomes.authentication')}
        </Alert>
      );
    case 'unexpected':
      return (
        <Alert tone="danger" title={t('card.outcomes.unexpectedTitle')}>
          {t('card.outcomes.unexpected')}
        </Alert>
      );
    default:
      return null;
  }
}

/**
 * Stripe's Payment Element for a PaymentIntent, and the button that confirms it. A payment that
 * succeeded (or is processing with the bank) goes to `onPaid`; every other outcome is told here,
 * and the client can pay again with the same intent.
 */
export function CardForm({
  publishableKey,
  clientSecret,
  amountCents,
  testMode,
  onPaid,
}: {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  testMode: boolean;
  onPaid: (paymentIntentId: string) => void;
}) {
  const { t } = useTranslation('payments');
  const language = asLanguage(i18n.language);
  const theme = useThemeStore((state) => state.theme);
  const mountPoint = useRef<HTMLDivElement>(null);
  const loaded = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [formState, setFormState] = useState<FormState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<CardOutcome | null>(null);

  useEffect(() => {
    let active = true;
    let element: StripePaymentElement | null = null;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (!active || !mountPoint.current) return;
        if (!stripe) {
          setFormState('failed');
          return;
        }
        // Created in the site's look and language of the moment; later changes are applied below.
        const elements = stripe.elements({
          clientSecret,
          appearance: cardAppearance(useThemeStore.getState().theme),
          locale: asLanguage(i18n.language),
        });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (active) setFormState('ready');
        });
        element.on('loaderror', () => {
          if (active) setFormState('failed');
        });
        element.mount(mountPoint.current);
        loaded.current = { stripe, elements };
      },
      () => {
        if (active) setFormState('failed');
      },
    );
    return () => {
      active = false;
      element?.destroy();
      loaded.current = null;
    };
  }, [publishableKey, clientSecret, attempt]);

  useEffect(() => {
    loaded.current?.elements.update({ appearance: cardAppearance(theme), locale: language });
  }, [theme, language]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const stripe = loaded.current;
    if (!stripe || formState !== 'ready') {
      setOutcome(cardOutcome(null));
      return;
    }
    setPaying(true);
    setOutcome(null);
    let result: ConfirmResult;
    try {
      result = await stripe.stripe.confirmPayment({
        elements: stripe.elements,
        // Where a payment method that needs a redirect (a bank's page) comes back to.
        confirmParams: { return_url: `${window.location.origin}/payment-success` },
        redirect: 'if_required',
      });
    } catch (error) {
      result = { error: { message: error instanceof Error ? error.message : undefined } };
    }
    const next = cardOutcome(result);
    if (next.kind === 'succeeded' || next.kind === 'processing') {
      // The button stays busy while the page changes.
      onPaid(next.paymentIntentId);
      return;
    }
    setOutcome(next);
    setPaying(false);
  }

  return (
    <form onSubmit={(event) => void pay(event)} aria-busy={paying} className="grid gap-5">
      {testMode ? <Alert tone="info">{t('card.testMode')}</Alert> : null}
      <CardMarks label={t('card.accepted')} />
      {formState === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={t('card.loadingForm')} />
          <span aria-hidden="true">{t('card.loadingForm')}</span>
        </p>
      ) : null}
      {formState === 'failed' ? (
        <div className="grid gap-3">
          <Alert tone="danger" title={t('card.formFailedTitle')}>
            {t('card.formFailed')}
          </Alert>
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setFormState('loading');
                setAttempt((count) => count + 1);
              }}
            >
              <RefreshIcon size={16} />
              {t('checkout.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      {/* Stripe draws the card fields in here. */}
      <div ref={mountPoint} hidden={formState === 'failed'} className="min-h-10" />
      {outcome ? <OutcomeAlert outcome={outcome} /> : null}
      <Button type="submit" size="lg" className="w-full" disabled={paying}>
        {paying ? (
          <>
            <Spinner size="sm" label={t('card.paying')} className="text-primary-fg" />
            <span aria-hidden="true">{t('card.paying')}</span>
          </>
        ) : (
          t('card.pay', { amount: formatMoney(amountCents, language) })
        )}
      </Button>
      <p className="flex gap-2 text-xs leading-5 text-fg-muted">
        <ShieldIcon size={16} className="mt-0.5 shrink-0 text-success" />
        {t('card.secure')}
      </p>
    </form>
  );
}
