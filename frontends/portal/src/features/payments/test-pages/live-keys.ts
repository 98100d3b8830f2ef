import type { PaymentsConfig } from '../payments-api';

/** Which providers a test page tries: both (/test-payment) or PayPal only. */
export type TestScope = 'card-and-wallet' | 'wallet';

/**
 * Whether a test page would move real money: Stripe with live keys, or PayPal with live
 * credentials. Then only admins may open it (the server refuses others all the same).
 */
export function runsLive(config: PaymentsConfig, scope: TestScope): boolean {
  const cardLive = config.card.available && !config.card.testMode;
  const walletLive = config.wallet.clientId !== null && config.wallet.environment === 'live';
  return scope === 'wallet' ? walletLive : cardLive || walletLive;
}
