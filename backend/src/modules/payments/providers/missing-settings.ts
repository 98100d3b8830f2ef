import type { AppConfig } from '../../../platform/config/app-config';

/** What each provider needs to take payments, and to hear of them afterwards (its webhooks). */
const SETTINGS = {
  stripe: [
    ['STRIPE_SECRET_KEY', 'secretKey'],
    ['STRIPE_PUBLISHABLE_KEY', 'publishableKey'],
    ['STRIPE_WEBHOOK_SECRET', 'webhookSecret'],
  ],
  paypal: [
    ['PAYPAL_CLIENT_ID', 'clientId'],
    ['PAYPAL_CLIENT_SECRET', 'clientSecret'],
    ['PAYPAL_WEBHOOK_ID', 'webhookId'],
  ],
} as const;

/**
 * The environment variables a provider still lacks, by name (never a value), for the admins'
 * services view: what to set to turn card or PayPal payments on.
 */
export function missingSettings(
  payments: AppConfig['payments'],
  provider: keyof typeof SETTINGS,
): string[] {
  const values = payments[provider] as Record<string, unknown>;
  return SETTINGS[provider].filter(([, field]) => !values[field]).map(([name]) => name);
}
