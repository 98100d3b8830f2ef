import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import {
  type ChargeRequest,
  type CreatedCharge,
  InvalidWebhookError,
  type PaymentProvider,
  type ProviderFact,
  ProviderNotConfiguredError,
  type VerifiedEvent,
} from './payment-provider';

/** Card payments through Stripe PaymentIntents, confirmed in the browser by the Payment Element. */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly client?: Stripe;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { secretKey, apiUrl } = config.payments.stripe;
    if (!secretKey) return;
    const api = apiUrl ? new URL(apiUrl) : null;
    this.client = new Stripe(secretKey, {
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  get configured(): boolean {
    return Boolean(this.client);
  }

  /** Test keys: the test payment pages are public and no real money moves. */
  get testMode(): boolean {
    return this.config.payments.stripe.secretKey?.startsWith('sk_test_') ?? false;
  }

  private get stripe(): Stripe {
    if (!this.client) throw new ProviderNotConfiguredError('Stripe is not configured');
    return this.client;
  }

  async create(charge: ChargeRequest): Promise<CreatedCharge> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: charge.amountCents,
        currency: 'usd',
        description: charge.description,
        automatic_payment_methods: { enabled: true },
        metadata: { reference: charge.reference },
      },
      { idempotencyKey: charge.idempotencyKey },
    );
    return { providerId: intent.id, clientSecret: intent.client_secret ?? undefined };
  }

  /** Reads the PaymentIntent: its client secret again (a repeated click), or its outcome. */
  async retrieve(
    providerId: string,
  ): Promise<{ clientSecret: string | null; fact: ProviderFact | null }> {
    const intent = await this.stripe.paymentIntents.retrieve(providerId);
    return { clientSecret: intent.client_secret, fact: factOfIntent(intent) };
  }

  async confirm(providerId: string): Promise<ProviderFact | null> {
    return this.lookup(providerId);
  }

  async lookup(providerId: string): Promise<ProviderFact | null> {
    return (await this.retrieve(providerId)).fact;
  }

  async refund(providerId: string, amountCents: number, idempotencyKey: string) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: providerId, amount: amountCents },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedEvent> {
    const secret = this.config.payments.stripe.webhookSecret;
    const signature = headers['stripe-signature'];
    if (!secret || typeof signature !== 'string')
      throw new InvalidWebhookError('missing signature or signing secret');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      throw new InvalidWebhookError(error instanceof Error ? error.message : String(error));
    }
    return { eventId: event.id, type: event.type, fact: factOfEvent(event), payload: event };
  }
}

function factOfIntent(intent: Stripe.PaymentIntent): ProviderFact | null {
  if (intent.status === 'succeeded') {
    const charge = intent.latest_charge;
    return {
      kind: 'succeeded',
      providerId: intent.id,
      transactionId: typeof charge === 'string' ? charge : (charge?.id ?? intent.id),
      amountCents: intent.amount_received || intent.amount,
      currency: intent.currency,
      reference: intent.metadata?.reference ?? null,
    };
  }
  if (intent.status === 'canceled')
    return {
      kind: 'failed',
      providerId: intent.id,
      message: intent.cancellation_reason ?? 'canceled',
    };
  return null;
}

/** The fact a Stripe event carries, for the three events the ledger acts on. */
function factOfEvent(event: Stripe.Event): ProviderFact | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return factOfIntent(event.data.object);
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        kind: 'failed',
        providerId: intent.id,
        message: intent.last_payment_error?.message ?? null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = charge.payment_intent;
      if (!intent) return null;
      return {
        kind: 'refunded',
        providerId: typeof intent === 'string' ? intent : intent.id,
        refundedCents: charge.amount_refunded,
        transactionId: charge.id,
      };
    }
    default:
      return null;
  }
}
