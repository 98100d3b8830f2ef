import type { PaymentsConfig } from '../payments-api';
import { availableMethods, initialMethod, unavailableNote } from './payment-method-choice';

const config = (card: boolean, paypal: boolean): PaymentsConfig => ({
  card: { available: card, publishableKey: card ? 'pk_test_1' : null, testMode: true },
  wallet: { available: paypal, clientId: paypal ? 'sb-client' : null, environment: 'sandbox' },
  serviceTaxRate: 8,
});

describe('the way to pay the checkout opens on', () => {
  it('is the card when card payments work, whatever PayPal does', () => {
    expect(initialMethod(config(true, true))).toBe('card');
    expect(initialMethod(config(true, false))).toBe('card');
  });

  it('is PayPal without card keys, and the bank transfer with neither', () => {
    expect(initialMethod(config(false, true))).toBe('paypal');
    expect(initialMethod(config(false, false))).toBe('bank');
  });

  it('never counts a provider whose public key the page lacks', () => {
    const noPublishable = {
      ...config(true, true),
      card: { ...config(true, true).card, publishableKey: null },
    };
    expect(availableMethods(noPublishable)).toEqual({ card: false, paypal: true, bank: true });
    const noClientId = {
      ...config(false, true),
      wallet: { ...config(false, true).wallet, clientId: null },
    };
    expect(initialMethod(noClientId)).toBe('bank');
  });

  it('names what is off, for the note above the tabs', () => {
    expect(unavailableNote(config(true, true))).toBeNull();
    expect(unavailableNote(config(false, true))).toBe('card');
    expect(unavailableNote(config(true, false))).toBe('paypal');
    expect(unavailableNote(config(false, false))).toBe('cardAndPaypal');
  });
});
