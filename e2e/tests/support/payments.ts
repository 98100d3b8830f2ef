import { type Page, type Route, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_STRIPE_URL } from '../../playwright.config';

const STAND_INS = join(__dirname, '../../stand-ins');
const stripeJs = readFileSync(join(STAND_INS, 'stripe-js.js'), 'utf8');
const paypalSdk = readFileSync(join(STAND_INS, 'paypal-sdk.js'), 'utf8');

/** Stripe's test cards, as the fake Stripe API answers them (see fake-stripe-server.mjs). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0027 6000 3184',
  settlesLater: '4000 0000 0000 0077',
} as const;

/**
 * The providers' browser libraries, which the tests cannot fetch: Stripe.js and PayPal's SDK are
 * served as stand-ins (stand-ins/*.js), and Stripe.js's calls to api.stripe.com reach the fake
 * Stripe API the app's server uses. Returns the Stripe.js and PayPal SDK addresses requested.
 */
export async function serveProviderLibraries(page: Page) {
  const requested = { stripe: [] as string[], paypal: [] as string[] };
  await page.route('https://js.stripe.com/**', (route) => {
    requested.stripe.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: stripeJs });
  });
  await page.route('https://www.paypal.com/sdk/js**', (route) => {
    requested.paypal.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: paypalSdk });
  });
  await page.route('https://api.stripe.com/**', (route) => forwardToFakeStripe(route));
  return requested;
}

async function forwardToFakeStripe(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const answer = await fetch(`${FAKE_STRIPE_URL}${url.pathname}${url.search}`, {
    method: request.method(),
    headers: { 'content-type': request.headers()['content-type'] ?? 'text/plain' },
    body: request.method() === 'GET' ? undefined : (request.postData() ?? undefined),
  });
  await route.fulfill({
    status: answer.status,
    headers: Object.fromEntries(answer.headers),
    body: Buffer.from(await answer.arrayBuffer()),
  });
}

/** Types a card into the stand-in Payment Element. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.locator('[data-stand-in="stripe-payment-element"]');
  await expect(form).toBeVisible();
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill('12 / 34');
  await form.getByLabel('Security code').fill('123');
}

/** The server's PayPal status when PayPal has no credentials (the default install). */
export const PAYPAL_NOT_CONFIGURED = {
  initialized: false,
  clientIdConfigured: false,
  clientSecretConfigured: false,
  environment: 'sandbox',
  apiEndpoint: 'https://api-m.sandbox.paypal.com',
  message: 'PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
};

/** Its status when PayPal refused the credentials. */
export const PAYPAL_AUTH_REFUSED = {
  initialized: false,
  clientIdConfigured: true,
  clientSecretConfigured: true,
  environment: 'sandbox',
  apiEndpoint: 'https://api-m.sandbox.paypal.com',
  message: 'Client Authentication failed',
};

export const PAYPAL_READY = {
  initialized: true,
  clientIdConfigured: true,
  clientSecretConfigured: true,
  environment: 'sandbox',
  apiEndpoint: 'https://api-m.sandbox.paypal.com',
  message: 'PayPal is configured',
};

/**
 * PayPal's server side, which needs PayPal's real host: the app's PayPal endpoints are answered
 * in the browser, as a server with sandbox credentials would answer them. `statuses` are the
 * answers of /api/check-paypal-status in turn (the last one repeats).
 */
export async function answerPaypalEndpoints(
  page: Page,
  options: {
    statuses: object[];
    createOrder?: (body: Record<string, unknown>) => { status: number; json: object };
    captureOrder?: (body: Record<string, unknown>) => { status: number; json: object };
    clientId?: string | null;
  },
) {
  const calls = { status: 0, create: [] as Record<string, unknown>[], capture: [] as string[] };
  await page.route('**/api/check-paypal-status', (route) => {
    const status = options.statuses[Math.min(calls.status, options.statuses.length - 1)];
    calls.status += 1;
    return route.fulfill({ json: status });
  });
  if (options.clientId !== undefined) {
    await page.route('**/api/payments/config', async (route) => {
      const served = await (await route.fetch()).json();
      served.wallet = { ...served.wallet, available: true, clientId: options.clientId };
      return route.fulfill({ json: served });
    });
  }
  await page.route('**/api/create-paypal-order*', (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    calls.create.push(body);
    const answer = options.createOrder?.(body) ?? {
      status: 200,
      json: { id: '5O190127TN364715T' },
    };
    return route.fulfill({ status: answer.status, json: answer.json });
  });
  await page.route('**/api/capture-paypal-order*', (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    calls.capture.push(String(body.orderId));
    const answer = options.captureOrder?.(body) ?? {
      status: 200,
      json: { state: 'succeeded' },
    };
    return route.fulfill({ status: answer.status, json: answer.json });
  });
  return calls;
}
