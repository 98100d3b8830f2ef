import {
  MAX_WAIT_MS,
  POLL_INTERVAL_MS,
  cardSuccessPath,
  nextPoll,
  paymentLookupOf,
  walletSuccessPath,
} from './payment-lookup';

const lookup = (query: string) => paymentLookupOf(new URLSearchParams(query));

describe('the payment the success page is about', () => {
  it("is Stripe's PaymentIntent on Stripe's return, whatever the status it claims", () => {
    expect(
      lookup(
        'payment_intent=pi_3Pm42&payment_intent_client_secret=pi_3Pm42_secret_x&redirect_status=succeeded',
      ),
    ).toEqual({ provider: 'stripe', id: 'pi_3Pm42' });
    expect(lookup('payment_intent=pi_3Pm42&redirect_status=failed')).toEqual({
      provider: 'stripe',
      id: 'pi_3Pm42',
    });
  });

  it('is a PayPal order, or our reference', () => {
    expect(lookup('provider=paypal&id=5O190127TN364715T')).toEqual({
      provider: 'paypal',
      id: '5O190127TN364715T',
    });
    expect(lookup('reference=TB-7K2M9Q4XA')).toEqual({ reference: 'TB-7K2M9Q4XA' });
  });

  it.each([
    '',
    'provider=paypal',
    'provider=bank&id=1',
    'id=5O19',
    'payment_intent=x/../y',
    'reference=TB-1',
    'provider=paypal&id=a%20b',
  ])('is none for %p', (query) => {
    expect(lookup(query)).toBeNull();
  });

  it('is where the checkout sends a paid card or PayPal payment', () => {
    expect(lookup(cardSuccessPath('pi_3Pm42').split('?')[1])).toEqual({
      provider: 'stripe',
      id: 'pi_3Pm42',
    });
    expect(walletSuccessPath('5O190127TN364715T')).toBe(
      '/payment-success?provider=paypal&id=5O190127TN364715T',
    );
  });
});

describe('asking again', () => {
  it('happens every 1.5 s while the payment is processing, for a minute', () => {
    expect(POLL_INTERVAL_MS).toBeGreaterThanOrEqual(1_000);
    expect(POLL_INTERVAL_MS).toBeLessThanOrEqual(2_000);
    expect(nextPoll('processing', 0)).toBe(POLL_INTERVAL_MS);
    expect(nextPoll('processing', MAX_WAIT_MS - 1)).toBe(POLL_INTERVAL_MS);
    expect(nextPoll('processing', MAX_WAIT_MS)).toBe(false);
  });

  it('stops once the payment ended, or before there is an answer', () => {
    for (const state of ['succeeded', 'failed', 'canceled'] as const)
      expect(nextPoll(state, 0)).toBe(false);
    expect(nextPoll(undefined, 0)).toBe(false);
  });
});
