import type { PaymentsConfig } from '../payments-api';

export type PaymentMethod = 'card' | 'paypal' | 'bank';

/** Whether the page may offer the card form: Stripe keys on the server, and the public one here. */
export const cardAvailable = (config: PaymentsConfig) =>
  config.card.available && Boolean(config.card.publishableKey);

/** Whether PayPal is set up on the server, with the public client id its buttons load with. */
export const walletAvailable = (config: PaymentsConfig) =>
  config.wallet.available && Boolean(config.wallet.clientId);

/** Which ways to pay work with this configuration: a bank transfer always does. */
export function availableMethods(config: PaymentsConfig): Record<PaymentMethod, boolean> {
  return { card: cardAvailable(config), paypal: walletAvailable(config), bank: true };
}

/** The tab the checkout opens on: the first way to pay that works, card, then PayPal, then bank. */
export function initialMethod(config: PaymentsConfig): PaymentMethod {
  const available = availableMethods(config);
  return available.card ? 'card' : available.paypal ? 'paypal' : 'bank';
}

/**
 * The note above the tabs when a way to pay is off, naming what is left (never why: that is for
 * the admins' services view): its key under `methods.unavailable`, or null when all work.
 */
export function unavailableNote(
  config: PaymentsConfig,
): 'cardAndPaypal' | 'card' | 'paypal' | null {
  const { card, paypal } = availableMethods(config);
  if (!card && !paypal) return 'cardAndPaypal';
  if (!card) return 'card';
  if (!paypal) return 'paypal';
  return null;
}
