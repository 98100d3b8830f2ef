import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon, Spinner, describeError, toast } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { asLanguage } from '../../projects/project-format';
import {
  type PaymentAsk,
  capturePaypalOrder,
  checkPaypalStatus,
  createPaypalOrder,
} from '../payments-api';
import { paypalNamespace, usePaypalScript } from './paypal-script';
import { WalletErrorPanel } from './wallet-error-panel';
import {
  type WalletPhase,
  classifyWalletError,
  phaseAfterFailure,
  phaseOfStatus,
} from './wallet-flow';

type Step = 'create' | 'capture';

/** What the buttons report back to the wallet component. */
interface ButtonEvents {
  ask: PaymentAsk;
  onPaid: (orderId: string) => void;
  onFailure: (error: unknown, step: Step) => void;
}

/**
 * PayPal's own buttons (vertical, rectangular, blue): each click creates an order on our server
 * for the ask, the buyer approves it at PayPal, and our server captures it.
 */
function PaypalButtons({ clientId, ...events }: ButtonEvents & { clientId: string }) {
  const { t, i18n } = useTranslation('payments');
  const script = usePaypalScript(clientId);
  const container = useRef<HTMLDivElement>(null);
  // The SDK keeps the callbacks it was given; they read the latest props through this.
  const latest = useRef({ ...events, t, language: asLanguage(i18n.language) });
  useLayoutEffect(() => {
    latest.current = { ...events, t, language: asLanguage(i18n.language) };
  });

  useEffect(() => {
    const paypal = script.state === 'resolved' ? paypalNamespace() : null;
    const target = container.current;
    if (!paypal || !target) return;
    // An error already told (a toast, a panel): the SDK's onError then stays silent.
    let reported = false;
    const fail = (error: unknown, step: Step): never => {
      reported = true;
      latest.current.onFailure(error, step);
      throw error;
    };
    const buttons = paypal.Buttons({
      style: { layout: 'vertical', shape: 'rect', color: 'blue', label: 'paypal' },
      createOrder: async () => {
        reported = false;
        const { ask, language } = latest.current;
        try {
          return (await createPaypalOrder(ask, language)).id;
        } catch (error) {
          return fail(error, 'create');
        }
      },
      onApprove: async ({ orderID }) => {
        const { language, t: text } = latest.current;
        try {
          const status = await capturePaypalOrder(orderID, language);
          if (status.state === 'failed' || status.state === 'canceled')
            throw new Error(text('wallet.tryAgain'));
        } catch (error) {
          return fail(error, 'capture');
        }
        toast({
          variant: 'success',
          title: text('wallet.succeeded'),
          description: text('wallet.succeededText'),
        });
        latest.current.onPaid(orderID);
      },
      onCancel: () => {
        const { t: text } = latest.current;
        toast({ title: text('wallet.cancelled'), description: text('wallet.cancelledText') });
      },
      // The SDK's own errors are PayPal's internals: the client reads what to do instead.
      onError: () => {
        if (reported) {
          reported = false;
          return;
        }
        const { t: text } = latest.current;
        toast({
          variant: 'destructive',
          title: text('wallet.captureFailed'),
          description: text('wallet.tryAgain'),
        });
      },
    });
    // Rendering fails only when the buttons are removed before they showed (leaving the page).
    buttons.render(target).catch(() => undefined);
    return () => {
      void buttons.close?.().catch(() => undefined);
      target.replaceChildren();
    };
  }, [script.state]);

  return (
    <div className="grid gap-4">
      {script.state === 'rejected' ? (
        <div className="grid gap-3">
          <Alert tone="danger" title={t('wallet.scriptFailedTitle')}>
            {t('wallet.scriptFailed')}
          </Alert>
          <div>
            <Button variant="outline" onClick={script.retry}>
              <RefreshIcon size={16} />
              {t('wallet.retryLoad')}
            </Button>
          </div>
        </div>
      ) : script.state !== 'resolved' ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={t('wallet.loadingButtons')} />
          <span aria-hidden="true">{t('wallet.loadingButtons')}</span>
        </p>
      ) : null}
      {/* PayPal draws its buttons in here. */}
      <div ref={container} className="min-h-12" />
    </div>
  );
}

/**
 * Paying with PayPal (the spec's wallet component): the server's PayPal status is checked first;
 * then PayPal's buttons, or the panel that says why PayPal cannot be used. When PayPal refuses us
 * during a payment (credentials, service down), the status is checked again and the panel shows.
 */
export function WalletPayment({
  ask,
  clientId,
  onPaid,
}: {
  ask: PaymentAsk;
  /** The public client id the SDK is loaded with (from /api/payments/config). */
  clientId: string | null;
  onPaid: (orderId: string) => void;
}) {
  const { t } = useTranslation('payments');
  const [phase, setPhase] = useState<WalletPhase>({ phase: 'verifying' });
  const [checks, setChecks] = useState<{ round: number; afterFailure?: string | null }>({
    round: 0,
  });

  useEffect(() => {
    let active = true;
    const { afterFailure } = checks;
    checkPaypalStatus().then(
      (status) => {
        if (!active) return;
        setPhase(
          afterFailure === undefined
            ? phaseOfStatus(status, clientId)
            : phaseAfterFailure(status, clientId, afterFailure),
        );
      },
      (error: unknown) => {
        if (!active) return;
        setPhase(
          afterFailure === undefined
            ? { phase: 'check-failed', message: describeError(error) }
            : phaseAfterFailure(null, clientId, afterFailure),
        );
      },
    );
    return () => {
      active = false;
    };
  }, [checks, clientId]);

  const checkAgain = (afterFailure?: string | null) => {
    setPhase({ phase: 'verifying' });
    setChecks((current) => ({ round: current.round + 1, afterFailure }));
  };

  const onFailure = (error: unknown, step: Step) => {
    const kind = classifyWalletError(error);
    if (kind === 'other') {
      toast({
        variant: 'destructive',
        title: step === 'create' ? t('wallet.createFailed') : t('wallet.captureFailed'),
        description: describeError(error),
      });
      return;
    }
    checkAgain(kind === 'unavailable' ? t('wallet.unavailable') : describeError(error));
  };

  switch (phase.phase) {
    case 'verifying':
      return (
        <p className="flex items-center gap-3 py-6 text-fg-muted">
          <Spinner size="md" label={t('wallet.verifying')} />
          <span aria-hidden="true">{t('wallet.verifying')}</span>
        </p>
      );
    case 'ready':
      return (
        <div className="grid gap-4">
          <p className="text-sm text-fg-muted">{t('wallet.intro')}</p>
          <PaypalButtons
            clientId={phase.clientId}
            ask={ask}
            onPaid={onPaid}
            onFailure={onFailure}
          />
        </div>
      );
    default:
      return <WalletErrorPanel onRetry={() => checkAgain()} />;
  }
}
