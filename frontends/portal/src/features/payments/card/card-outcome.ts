/**
 * What confirming a card payment came to, named as the spec names the outcomes: successful
 * (succeeded, or processing with the provider: the payment-success page waits for it), failed,
 * error, cancelled, additional authentication required, unexpected state; and the card form not
 * loaded yet. Only the first two leave the checkout.
 */
export type CardOutcome =
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'processing'; paymentIntentId: string }
  | { kind: 'failed'; message: string | null }
  | { kind: 'error'; message: string | null }
  | { kind: 'cancelled' }
  | { kind: 'authentication' }
  | { kind: 'unexpected'; status: string }
  | { kind: 'not-loaded' };

/** The parts of Stripe.js's `confirmPayment` answer that decide the outcome. */
export interface ConfirmResult {
  paymentIntent?: { id: string; status: string } | null;
  error?: { type?: string; message?: string } | null;
}

/** Errors that are about the card or what was typed: the client can fix them and pay again. */
const CARD_ERRORS = new Set(['card_error', 'validation_error']);

export function cardOutcome(result: ConfirmResult | null): CardOutcome {
  if (!result) return { kind: 'not-loaded' };
  const { error, paymentIntent } = result;
  if (error) {
    const message = error.message?.trim() || null;
    return CARD_ERRORS.has(error.type ?? '')
      ? { kind: 'failed', message }
      : { kind: 'error', message };
  }
  if (!paymentIntent) return { kind: 'unexpected', status: 'none' };
  switch (paymentIntent.status) {
    case 'succeeded':
      return { kind: 'succeeded', paymentIntentId: paymentIntent.id };
    case 'processing':
      return { kind: 'processing', paymentIntentId: paymentIntent.id };
    case 'requires_action':
      return { kind: 'authentication' };
    case 'canceled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'unexpected', status: paymentIntent.status };
  }
}
