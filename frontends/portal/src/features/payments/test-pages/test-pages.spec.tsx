import { loadStripe } from '@stripe/stripe-js/pure';
import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { useToastStore } from '@terrabridge/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  currentLocation,
  errorResponse,
  jsonResponse,
  mockApi,
  renderAt,
} from '../../../testing/render-at';
import type { PaymentsConfig } from '../payments-api';
import { fakeStripe, paymentsConfig } from '../testing/payments-fixtures';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = loadStripe as jest.MockedFunction<typeof loadStripe>;

const TEST_INTENT = { clientSecret: 'pi_9_secret_1', paymentIntentId: 'pi_9', amountCents: 100 };
const PAYPAL_STATUS = {
  initialized: true,
  clientIdConfigured: true,
  clientSecretConfigured: true,
  environment: 'sandbox',
  apiEndpoint: 'https://api-m.sandbox.paypal.com',
  message: 'PayPal is configured',
};
const toasts = () => useToastStore.getState().toasts;

function mockTests(config: PaymentsConfig, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/payments/config': () => jsonResponse(config),
    '/api/test-payment': () => jsonResponse(TEST_INTENT),
    '/api/check-paypal-status': () => jsonResponse(PAYPAL_STATUS),
    ...routes,
  });
}

describe('the test payment page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: null, loading: false });
    useToastStore.setState({ toasts: [] });
  });

  it('makes a 1.00 USD test by card, and shows its confirmation', async () => {
    const stripe = fakeStripe(async () => ({ paymentIntent: { id: 'pi_9', status: 'succeeded' } }));
    loadStripeMock.mockResolvedValue(stripe as never);
    const fetchMock = mockTests(paymentsConfig(), {
      '/api/payments/status?provider=stripe&id=pi_9': () =>
        jsonResponse({
          state: 'succeeded',
          provider: 'stripe',
          purpose: 'test',
          amountCents: 100,
          reference: 'TB-TEST00001',
          transactionId: 'ch_9',
          invoiceNumbers: [],
          orderId: null,
        }),
    });
    await renderAt('/test-payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment' })).toBeTruthy();
    expect(screen.getByText('$1.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start a test payment' }));
    const pay = await screen.findByRole('button', { name: 'Pay $1.00' });
    const start = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/test-payment'),
    )!;
    expect(JSON.parse(String(start[1]?.body))).toEqual({ isTestPayment: true });
    const tabs = screen.getByRole('tablist', { name: 'Payment method' });
    expect(within(tabs).getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'PayPal' })).toBeTruthy();

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await act(async () => fireEvent.click(pay));
    const title = await screen.findByRole('heading', { name: 'Payment successful!' });
    // Shown where the card form was: the reader is taken to it.
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('TB-TEST00001')).toBeTruthy();
    expect(screen.getByText('The test payment went through.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    // Still on the test page: a visitor needs no account for a test.
    expect(currentLocation()).toBe('/test-payment');
    fireEvent.click(screen.getByRole('button', { name: 'Make another test' }));
    expect(screen.getByRole('button', { name: 'Start a test payment' })).toBeTruthy();
  });

  it("says 'No client secret returned' in a toast and a red box", async () => {
    mockTests(paymentsConfig(), {
      '/api/test-payment': () => jsonResponse({ ...TEST_INTENT, clientSecret: '' }),
    });
    await renderAt('/test-payment');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a test payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The test payment failed');
    expect(alert.textContent).toContain('No client secret returned');
    expect(toasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'The test payment failed',
      description: 'No client secret returned',
    });
    // It can be started again.
    expect(screen.getByRole('button', { name: 'Start a test payment' })).toBeTruthy();
  });

  it('offers PayPal when the server has no card keys', async () => {
    mockTests(paymentsConfig(), {
      '/api/test-payment': () =>
        jsonResponse(
          {
            statusCode: 503,
            message: 'Credit card payments are unavailable',
            code: 'STRIPE_NOT_CONFIGURED',
          },
          503,
        ),
    });
    await renderAt('/test-payment');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a test payment' }));
    const tabs = await screen.findByRole('tablist', { name: 'Payment method' });
    expect(within(tabs).getByRole('tab', { name: 'Card' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'PayPal' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getAllByText(/Card payments are not available right now/).length).toBeGreaterThan(
      0,
    );
    expect(toasts()).toEqual([]);
  });

  describe('with live keys', () => {
    const live = () => paymentsConfig({ card: { testMode: false, publishableKey: 'pk_live_x' } });

    it('sends a visitor to sign in first', async () => {
      mockTests(live());
      await renderAt('/test-payment');
      await waitFor(() => expect(currentLocation()).toBe('/auth?next=/test-payment'));
    });

    it('sends a client home', async () => {
      useUserStore.setState({ user: sampleUser({ role: 'user' }), loading: false });
      mockTests(live());
      await renderAt('/test-payment');
      await waitFor(() => expect(currentLocation()).toBe('/'));
    });

    it('lets an admin in', async () => {
      useUserStore.setState({ user: sampleUser({ role: 'admin' }), loading: false });
      mockTests(live());
      await renderAt('/test-payment');
      expect(await screen.findByRole('button', { name: 'Start a test payment' })).toBeTruthy();
      expect(currentLocation()).toBe('/test-payment');
    });
  });
});

describe('the PayPal test and diagnostics pages', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: null, loading: false });
    useToastStore.setState({ toasts: [] });
  });

  it('warns that live credentials make /test-paypal a real payment', async () => {
    mockTests(paymentsConfig({ wallet: { environment: 'sandbox' } }), {
      '/api/check-paypal-status': () => jsonResponse({ ...PAYPAL_STATUS, initialized: false }),
    });
    await renderAt('/test-paypal');
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('PayPal runs in sandbox mode');
    expect(screen.getByRole('link', { name: 'PayPal diagnostics' }).getAttribute('href')).toBe(
      '/paypal-test',
    );
    expect(await screen.findByText('PayPal is not available right now')).toBeTruthy();
  });

  it('shows the server status, and creates a test order whose approval opens in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = mockTests(paymentsConfig(), {
      '/api/create-paypal-order': () => jsonResponse({ id: '5O190127TN364715T' }),
    });
    await renderAt('/paypal-test');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PayPal diagnostics' }),
    ).toBeTruthy();
    const status = (await screen.findByText('Initialized')).closest('dl')!;
    expect(status.textContent).toContain('InitializedYes');
    expect(status.textContent).toContain('EnvironmentSandbox');
    expect(status.textContent).toContain('API endpointhttps://api-m.sandbox.paypal.com');
    expect(status.textContent).toContain('Client ID configuredYes');
    expect(status.textContent).toContain('Client secret configuredYes');
    await waitFor(() =>
      expect(toasts()[0]).toMatchObject({
        title: 'PayPal is configured correctly',
        description: 'Environment: Sandbox · Endpoint: https://api-m.sandbox.paypal.com',
      }),
    );

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create a 1.00 USD test order' })),
    );
    const create = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/create-paypal-order'),
    )!;
    expect(JSON.parse(String(create[1]?.body))).toEqual({ amount: 1, isTestPayment: true });
    const approval = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';
    expect(open).toHaveBeenCalledWith(approval, '_blank', 'noopener,noreferrer');
    expect(toasts()[0]).toMatchObject({
      title: 'Order created',
      description: 'Order ID: 5O190127TN364715T',
    });
    const link = screen.getByRole('link', {
      name: /Open the approval page of order 5O190127TN364715T/,
    });
    expect(link.getAttribute('href')).toBe(approval);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('link', { name: 'Go to the PayPal test payment' }).getAttribute('href'),
    ).toBe('/test-paypal');
  });

  it('tells in Spanish that PayPal is not configured, and why an order failed', async () => {
    await i18n.changeLanguage('es');
    mockTests(paymentsConfig(), {
      '/api/check-paypal-status': () =>
        jsonResponse({
          ...PAYPAL_STATUS,
          initialized: false,
          clientIdConfigured: false,
          message: 'Falta PAYPAL_CLIENT_ID',
        }),
      '/api/create-paypal-order': () =>
        jsonResponse(
          { statusCode: 503, message: 'PayPal no está disponible', code: 'PAYPAL_NOT_INITIALIZED' },
          503,
        ),
    });
    await renderAt('/paypal-test');
    const status = (await screen.findByText('Inicializado')).closest('dl')!;
    expect(status.textContent).toContain('InicializadoNo');
    await waitFor(() =>
      expect(toasts()[0]).toMatchObject({
        title: 'PayPal no está configurado correctamente',
        description: 'Falta PAYPAL_CLIENT_ID',
      }),
    );
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Crear una orden de prueba de 1,00 USD' }),
      ),
    );
    expect(toasts()[0]).toMatchObject({ title: 'Error', description: 'PayPal no está disponible' });
  });

  it('shows the error when the status cannot be read', async () => {
    mockTests(paymentsConfig(), {
      '/api/check-paypal-status': () => errorResponse(403, 'Admins only'),
    });
    await renderAt('/paypal-test');
    expect((await screen.findByRole('alert')).textContent).toContain('Admins only');
  });
});
