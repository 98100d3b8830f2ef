import { cardOutcome } from './card-outcome';

const intent = (status: string) => ({ paymentIntent: { id: 'pi_123', status } });

describe('the outcome of confirming a card payment', () => {
  it('leaves the checkout when the payment succeeded or is processing', () => {
    expect(cardOutcome(intent('succeeded'))).toEqual({
      kind: 'succeeded',
      paymentIntentId: 'pi_123',
    });
    expect(cardOutcome(intent('processing'))).toEqual({
      kind: 'processing',
      paymentIntentId: 'pi_123',
    });
  });

  it('asks for authentication when a next action is needed', () => {
    expect(cardOutcome(intent('requires_action'))).toEqual({ kind: 'authentication' });
  });

  it('says cancelled, and unexpected for any other state', () => {
    expect(cardOutcome(intent('canceled'))).toEqual({ kind: 'cancelled' });
    for (const status of ['requires_payment_method', 'requires_confirmation', 'requires_capture'])
      expect(cardOutcome(intent(status))).toEqual({ kind: 'unexpected', status });
    expect(cardOutcome({})).toEqual({ kind: 'unexpected', status: 'none' });
  });

  it('calls card and validation errors a failed payment, with Stripe’s message', () => {
    expect(
      cardOutcome({ error: { type: 'card_error', message: 'Your card was declined.' } }),
    ).toEqual({ kind: 'failed', message: 'Your card was declined.' });
    expect(
      cardOutcome({
        error: { type: 'validation_error', message: 'Your card number is incomplete.' },
      }),
    ).toEqual({ kind: 'failed', message: 'Your card number is incomplete.' });
    expect(cardOutcome({ error: { type: 'card_error', message: '  ' } })).toEqual({
      kind: 'failed',
      message: null,
    });
  });

  it('calls any other error an error', () => {
    expect(
      cardOutcome({
        error: { type: 'api_connection_error', message: 'We could not reach Stripe.' },
      }),
    ).toEqual({ kind: 'error', message: 'We could not reach Stripe.' });
    expect(cardOutcome({ error: {} })).toEqual({ kind: 'error', message: null });
  });

  it('says Stripe has not loaded when there is nothing to confirm with', () => {
    expect(cardOutcome(null)).toEqual({ kind: 'not-loaded' });
  });
});
