import type { AppConfig } from '../../../platform/config/app-config';
import { missingSettings } from './missing-settings';

const payments = (
  stripe: Partial<AppConfig['payments']['stripe']>,
  paypal: Partial<AppConfig['payments']['paypal']>,
) =>
  ({
    stripe: { ...stripe },
    paypal: { environment: 'sandbox', ...paypal },
  }) as AppConfig['payments'];

describe('missingSettings', () => {
  it('names every variable of a provider with nothing set', () => {
    const none = payments({}, {});
    expect(missingSettings(none, 'stripe')).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(missingSettings(none, 'paypal')).toEqual([
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'PAYPAL_WEBHOOK_ID',
    ]);
  });

  it('names only what is still missing, never a value', () => {
    const some = payments(
      { secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' },
      { clientId: 'client-id' },
    );
    expect(missingSettings(some, 'stripe')).toEqual(['STRIPE_PUBLISHABLE_KEY']);
    expect(missingSettings(some, 'paypal')).toEqual(['PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID']);
    const all = payments(
      { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc' },
      { clientId: 'id', clientSecret: 'secret', webhookId: 'WH-1' },
    );
    expect(missingSettings(all, 'stripe')).toEqual([]);
    expect(missingSettings(all, 'paypal')).toEqual([]);
  });
});
