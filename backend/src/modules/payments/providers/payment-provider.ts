/** The providers money can come through. */
export type ProviderName = 'stripe' | 'paypal';

/** What we ask a provider to charge: always computed on our side, in US cents. */
export interface ChargeRequest {
  amountCents: number;
  /** What the charge is for, shown by the provider (statement, PayPal's order). */
  description: string;
  /**
   * The same for a retried click or request, so they make one charge at the provider; it carries
   * our payment's reference, so another database on the same provider account (a staging copy, a
   * restored one) never sends the same key for its own payment (see providerIdempotencyKey).
   */
  idempotencyKey: string;
  /** Our payment's reference, carried by the provider's objects so its events lead back to it. */
  reference: string;
}

export interface CreatedCharge {
  /** The provider's id: a PaymentIntent (`pi_…`) or an order. */
  providerId: string;
  /** Stripe: what the browser confirms with. */
  clientSecret?: string;
}

/**
 * A fact a provider reports about a charge, verified and read from its event or API answer: the
 * only thing the ledger acts on.
 */
export type ProviderFact =
  | {
      kind: 'succeeded';
      providerId: string;
      transactionId: string;
      amountCents: number;
      currency: string;
      reference: string | null;
    }
  | { kind: 'failed'; providerId: string; message: string | null }
  | { kind: 'refunded'; providerId: string; refundedCents: number; transactionId: string | null };

/** A provider event, verified: its id (stored once), its type, and the fact it carries if any. */
export interface VerifiedEvent {
  eventId: string;
  type: string;
  fact: ProviderFact | null;
  payload: unknown;
}

/**
 * A payment provider as the payments module sees it (Stripe, PayPal): create a charge for an
 * amount and a purpose, confirm or capture it, refund it, and verify and read its webhooks. The
 * checkout and billing code talk only to this.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Credentials present: without them the checkout says this way to pay is unavailable. */
  readonly configured: boolean;
  create(charge: ChargeRequest): Promise<CreatedCharge>;
  /**
   * Completes a charge the client approved, where the provider needs us to (PayPal's capture), and
   * returns the provider's word on it. Stripe's are confirmed in the browser: this only reads.
   */
  confirm(providerId: string, idempotencyKey: string): Promise<ProviderFact | null>;
  /** The provider's word on a charge, read without changing anything; null while undecided. */
  lookup(providerId: string): Promise<ProviderFact | null>;
  refund(
    providerId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }>;
  /** Verifies a webhook on its raw body; throws InvalidWebhookError when it is not genuine. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedEvent>;
}

/** A webhook whose signature does not check out: answered 400, and nothing changes. */
export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError';
}

/** The provider has no credentials (503 to the browser: the spec's 'not initialized'). */
export class ProviderNotConfiguredError extends Error {
  override readonly name = 'ProviderNotConfiguredError';
}

/**
 * The key a payment's calls to its provider carry: our payment's reference (random, unique to this
 * row) with the key of what is paid. Keyed on what is paid alone, two databases on one provider
 * account (a client #1 paying invoice #1 for the same amount in each) would share a key, and the
 * provider would answer the second with the first one's charge.
 */
export function providerIdempotencyKey(payment: { reference: string; idempotencyKey: string }) {
  return `${payment.reference}-${payment.idempotencyKey.slice(0, 32)}`;
}

/**
 * Refuses, as not genuine, an event that does not name itself or the object it is about: such an
 * event cannot be stored once, nor matched to one of our payments (and must never match one that
 * has no provider id yet).
 */
export function assertIdentified(event: VerifiedEvent): VerifiedEvent {
  if (typeof event.eventId !== 'string' || event.eventId === '')
    throw new InvalidWebhookError('the event has no id');
  if (event.fact && (typeof event.fact.providerId !== 'string' || event.fact.providerId === ''))
    throw new InvalidWebhookError(`the ${event.type} event names no object`);
  return event;
}
