import type { PaymentIntent } from '../payments-api';
import { type TestPaymentState, testPaymentReducer } from './test-payment-state';

const INTENT: PaymentIntent = {
  clientSecret: 'pi_1_secret_2',
  paymentIntentId: 'pi_1',
  amountCents: 100,
};

const run = (...events: Parameters<typeof testPaymentReducer>[1][]) =>
  events.reduce<TestPaymentState>(testPaymentReducer, { step: 'idle' });

describe('the test payment’s states', () => {
  it('goes idle -> processing -> choosing -> success', () => {
    expect(run({ type: 'start' })).toEqual({ step: 'processing' });
    expect(run({ type: 'start' }, { type: 'prepared', intent: INTENT })).toEqual({
      step: 'choosing',
      intent: INTENT,
    });
    expect(
      run(
        { type: 'start' },
        { type: 'prepared', intent: INTENT },
        { type: 'paid', payment: { provider: 'stripe', id: 'pi_1' } },
      ),
    ).toEqual({ step: 'success', payment: { provider: 'stripe', id: 'pi_1' } });
  });

  it('offers PayPal alone when cards are unavailable', () => {
    expect(run({ type: 'start' }, { type: 'prepared', intent: null })).toEqual({
      step: 'choosing',
      intent: null,
    });
  });

  it('goes to error when the payment cannot start, and can start again from there', () => {
    const failed = run({ type: 'start' }, { type: 'failed', message: 'No client secret returned' });
    expect(failed).toEqual({ step: 'error', message: 'No client secret returned' });
    expect(testPaymentReducer(failed, { type: 'start' })).toEqual({ step: 'processing' });
  });

  it('ignores events out of turn, and resets to idle', () => {
    expect(run({ type: 'prepared', intent: INTENT })).toEqual({ step: 'idle' });
    expect(run({ type: 'paid', payment: { reference: 'TB-7K2M9Q4XA' } })).toEqual({ step: 'idle' });
    expect(run({ type: 'start' }, { type: 'start' })).toEqual({ step: 'processing' });
    const success = run(
      { type: 'start' },
      { type: 'prepared', intent: INTENT },
      { type: 'paid', payment: { provider: 'paypal', id: '5O19' } },
    );
    expect(testPaymentReducer(success, { type: 'failed', message: 'late' })).toBe(success);
    expect(testPaymentReducer(success, { type: 'reset' })).toEqual({ step: 'idle' });
  });
});
