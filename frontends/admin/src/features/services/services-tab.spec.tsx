import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import ServicesTab from './services-tab';

const STATUS = {
  mail: {
    status: {
      isInitialized: false,
      provider: 'none',
      host: null,
      port: null,
      secure: false,
      authenticated: false,
    },
    gmailCredentialsConfigured: false,
    message: 'No mail transport is configured (SMTP_URL).',
    heldMessages: 3,
    failedMessages: 1,
  },
  stripe: {
    initialized: true,
    environment: 'test',
    publishableKeyConfigured: true,
    secretKeyConfigured: true,
    webhookSecretConfigured: false,
    keysMatch: true,
    missingSettings: ['STRIPE_WEBHOOK_SECRET'],
    message: 'Stripe is configured with test keys: no real money moves.',
  },
  paypal: {
    initialized: false,
    clientIdConfigured: false,
    clientSecretConfigured: false,
    environment: 'sandbox',
    apiEndpoint: 'https://api-m.sandbox.paypal.com',
    message: 'PayPal has no credentials.',
    missingSettings: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  },
  checkedAt: new Date().toISOString(),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ServicesTab />
    </QueryClientProvider>,
  );
}

describe('services tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a card per service with its badges', async () => {
    globalThis.fetch = jest.fn(async () => json(STATUS)) as unknown as typeof fetch;
    renderTab();
    const stripe = (await screen.findByRole('heading', { name: 'Card payments (Stripe)' })).closest(
      '[data-service]',
    ) as HTMLElement;
    expect(within(stripe).getByText('Ready')).toBeTruthy();
    expect(within(stripe).getByText('Test')).toBeTruthy();
    expect(within(stripe).getByText('Missing')).toBeTruthy();
    const mail = screen
      .getByRole('heading', { name: 'Mail' })
      .closest('[data-service]') as HTMLElement;
    expect(within(mail).getByText('Not ready')).toBeTruthy();
    expect(within(mail).getByText('None: mail is held')).toBeTruthy();
    expect(mail.textContent).toContain('Held in the outbox3');
  });

  it('names the environment variables each provider still needs', async () => {
    globalThis.fetch = jest.fn(async () => json(STATUS)) as unknown as typeof fetch;
    renderTab();
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('[data-service]') as HTMLElement;
    expect((await card('Card payments (Stripe)')).textContent).toContain(
      'Still to setSTRIPE_WEBHOOK_SECRET',
    );
    expect((await card('Wallet (PayPal)')).textContent).toContain(
      'Still to setPAYPAL_CLIENT_IDPAYPAL_CLIENT_SECRETPAYPAL_WEBHOOK_ID',
    );
    expect((await card('Mail')).textContent).not.toContain('Still to set');
  });

  it("says 'failed to fetch service status' when the load fails, and tries again", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json({ statusCode: 500, message: 'Internal server error' }, 500))
      .mockResolvedValue(json(STATUS));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('failed to fetch service status');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Wallet (PayPal)' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is translated to Spanish, the server asked in Spanish', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = jest.fn(async (_url: string) => json(STATUS));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Pagos con tarjeta (Stripe)' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('lang=es');
  });
});
