import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { LocalizedException } from '../../../platform/i18n/localized.exception';
import type { PaymentProvider, ProviderName } from './payment-provider';
import { PaypalProvider } from './paypal.provider';
import { StripeProvider } from './stripe.provider';

/** Errors a provider's SDK raises when it refuses our credentials. */
export function isAuthFailure(error: unknown): boolean {
  const status =
    (error as { statusCode?: number; status?: number })?.statusCode ??
    (error as { status?: number })?.status;
  const text = error instanceof Error ? error.message : String(error);
  return status === 401 || /authentication|invalid_client|Client Authentication failed/i.test(text);
}

/** The providers by name, and how their absence or failure is told to the browser. */
@Injectable()
export class PaymentProviders {
  private readonly logger = new Logger('Payments');
  private readonly byName: Map<ProviderName, PaymentProvider>;

  constructor(
    readonly stripe: StripeProvider,
    readonly paypal: PaypalProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.byName = new Map<ProviderName, PaymentProvider>([
      ['stripe', stripe],
      ['paypal', paypal],
    ]);
  }

  /** Makes another provider available by its name (one configured elsewhere). */
  register(provider: PaymentProvider): void {
    this.byName.set(provider.name, provider);
  }

  get(name: ProviderName): PaymentProvider | undefined {
    return this.byName.get(name);
  }

  /** What the browser needs to load each provider's library; never a secret. */
  publicConfig() {
    const { stripe, paypal } = this.config.payments;
    return {
      stripe: {
        available: this.stripe.configured && Boolean(stripe.publishableKey),
        publishableKey: stripe.publishableKey ?? null,
        testMode: this.stripe.testMode,
      },
      paypal: {
        available: Boolean(this.byName.get('paypal')?.configured),
        clientId: paypal.clientId ?? null,
        environment: paypal.environment,
      },
    };
  }

  /** The provider, or the spec's 'unavailable' answer (503) when it has no credentials. */
  configured(name: ProviderName): PaymentProvider {
    const provider = this.byName.get(name);
    if (provider?.configured) return provider;
    throw name === 'stripe'
      ? new LocalizedException(503, 'payments.card.unavailable', {}, 'STRIPE_NOT_CONFIGURED')
      : new LocalizedException(503, 'payments.wallet.unavailable', {}, 'PAYPAL_NOT_INITIALIZED');
  }

  /** A provider call that failed, as the browser is told: credentials refused, or unreachable. */
  failure(name: ProviderName, error: unknown): LocalizedException {
    this.logger.warn(
      `${name} call failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (error instanceof LocalizedException) return error;
    if (name === 'paypal' && isAuthFailure(error))
      return new LocalizedException(401, 'payments.wallet.auth', {}, 'PAYPAL_AUTH_FAILED');
    return new LocalizedException(502, 'payments.provider.failed', {}, 'PROVIDER_FAILED');
  }
}
