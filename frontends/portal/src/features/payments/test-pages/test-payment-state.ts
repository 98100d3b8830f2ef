import type { PaymentIntent, PaymentLookup } from '../payments-api';

/**
 * The test payment's states (spec §4): idle; processing while the 1.00 USD intent is created;
 * then choosing the card form or PayPal (`intent` is null when cards are unavailable); success
 * once a provider took the payment; error when it could not start.
 */
export type TestPaymentState =
  | { step: 'idle' }
  | { step: 'processing' }
  | { step: 'choosing'; intent: PaymentIntent | null }
  | { step: 'success'; payment: PaymentLookup }
  | { step: 'error'; message: string };

export type TestPaymentEvent =
  | { type: 'start' }
  | { type: 'prepared'; intent: PaymentIntent | null }
  | { type: 'failed'; message: string }
  | { type: 'paid'; payment: PaymentLookup }
  | { type: 'reset' };

export function testPaymentReducer(
  state: TestPaymentState,
  event: TestPaymentEvent,
): TestPaymentState {
  switch (event.type) {
    case 'start':
      return state.step === 'idle' || state.step === 'error' ? { step: 'processing' } : state;
    case 'prepared':
      return state.step === 'processing' ? { step: 'choosing', intent: event.intent } : state;
    case 'failed':
      return state.step === 'processing' ? { step: 'error', message: event.message } : state;
    case 'paid':
      return state.step === 'choosing' ? { step: 'success', payment: event.payment } : state;
    case 'reset':
      return { step: 'idle' };
  }
}
