import type { PaymentLookup, PaymentState } from '../payments-api';

/** Where a card payment that left the checkout is followed (Stripe's own return adds the same). */
export const cardSuccessPath = (paymentIntentId: string) =>
  `/payment-success?${new URLSearchParams({ payment_intent: paymentIntentId })}`;

/** Where a captured PayPal order is followed. */
export const walletSuccessPath = (orderId: string) =>
  `/payment-success?${new URLSearchParams({ provider: 'paypal', id: orderId })}`;

const PROVIDER_ID = /^[\w-]{1,255}$/;

/**
 * The payment /payment-success is about: Stripe's return (`payment_intent=pi_…`), a PayPal order
 * (`provider=paypal&id=…`) or our reference (`reference=TB-…`). Only which payment: how it went
 * is asked of the server, whatever else the address says (`redirect_status`).
 */
export function paymentLookupOf(params: URLSearchParams): PaymentLookup | null {
  const intent = params.get('payment_intent');
  if (intent && /^pi_\w+$/.test(intent)) return { provider: 'stripe', id: intent };
  const provider = params.get('provider');
  const id = params.get('id');
  if ((provider === 'stripe' || provider === 'paypal') && id && PROVIDER_ID.test(id))
    return { provider, id };
  const reference = params.get('reference');
  if (reference && /^TB-[A-Z0-9]{9}$/.test(reference)) return { reference };
  return null;
}

/** How often a processing payment is asked about, and for how long before the page says so. */
export const POLL_INTERVAL_MS = 1_500;
export const MAX_WAIT_MS = 60_000;

/**
 * When to ask the server again: every 1.5 s while the payment is processing, for a minute after
 * the page opened (`waitedMs` at the last answer); then the page says it takes long and asks
 * only when told to.
 */
export function nextPoll(state: PaymentState | undefined, waitedMs: number): number | false {
  return state === 'processing' && waitedMs < MAX_WAIT_MS ? POLL_INTERVAL_MS : false;
}
