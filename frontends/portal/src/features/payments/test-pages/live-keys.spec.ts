import type { PaymentsConfig } from '../payments-api';
import { runsLive } from './live-keys';

const config = (
  card: Partial<PaymentsConfig['card']>,
  wallet: Partial<PaymentsConfig['wallet']>,
) => ({
  card: { available: true, publishableKey: 'pk_test_x', testMode: true, ...card },
  wallet: { available: false, clientId: null, environment: 'sandbox' as const, ...wallet },
  serviceTaxRate: 8,
});

describe('whether a test page would move real money', () => {
  it('does not with test keys, a sandbox, or no keys at all', () => {
    expect(runsLive(config({}, {}), 'card-and-wallet')).toBe(false);
    expect(runsLive(config({}, { clientId: 'AbC', available: true }), 'wallet')).toBe(false);
    expect(runsLive(config({ available: false, testMode: false }, {}), 'card-and-wallet')).toBe(
      false,
    );
  });

  it('does with live Stripe keys, for the page that takes cards', () => {
    const live = config({ publishableKey: 'pk_live_x', testMode: false }, {});
    expect(runsLive(live, 'card-and-wallet')).toBe(true);
    expect(runsLive(live, 'wallet')).toBe(false);
  });

  it('does with live PayPal credentials, for every test page', () => {
    const live = config({}, { clientId: 'AbC', available: true, environment: 'live' });
    expect(runsLive(live, 'card-and-wallet')).toBe(true);
    expect(runsLive(live, 'wallet')).toBe(true);
  });
});
