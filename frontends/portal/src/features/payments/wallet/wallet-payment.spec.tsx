import { i18n } from '@terrabridge/i18n';
import { useToastStore } from '@terrabridge/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/render-at';
import '../i18n';
import type { PaymentAsk } from '../payments-api';
import type { PaypalButtonsOptions } from './paypal-script';
import { paypalSdkUrl } from './paypal-script';
import { WalletPayment } from './wallet-payment';

const STATUS = {
  ready: {
    initialized: true,
    clientIdConfigured: true,
    clientSecretConfigured: true,
    environment: 'sandbox',
    apiEndpoint: 'https://api-m.sandbox.paypal.com',
    message: 'PayPal is configured',
  },
  refused: {
    initialized: false,
    clientIdConfigured: true,
    clientSecretConfigured: true,
    environment: 'sandbox',
    apiEndpoint: 'https://api-m.sandbox.paypal.com',
    message: 'Client Authentication failed',
  },
  missing: {
    initialized: false,
    clientIdConfigured: false,
    clientSecretConfigured: false,
    environment: 'sandbox',
    apiEndpoint: 'https://api-m.sandbox.paypal.com',
    message: 'PayPal is not configured',
  },
};

const ASK: PaymentAsk = { invoiceIds: [2, 4], amount: 1580.7 };
let clients = 0;

/**
 * The PayPal SDK as the page sees it: `paypal.Buttons(options)` is recorded, and the script the
 * wallet adds "loads" on request. Each test has its own client id, so its own script.
 */
function installPaypal() {
  const buttons: PaypalButtonsOptions[] = [];
  const clientId = `client-${++clients}`;
  (window as { paypal?: unknown }).paypal = {
    Buttons: (options: PaypalButtonsOptions) => {
      buttons.push(options);
      return {
        render: async (container: HTMLElement) => {
          const button = document.createElement('button');
          button.textContent = 'PayPal';
          container.append(button);
        },
        close: async () => undefined,
      };
    },
  };
  const loadScript = async () => {
    const url = paypalSdkUrl(clientId);
    await waitFor(() =>
      expect([...document.querySelectorAll('script')].some((s) => s.src === url)).toBe(true),
    );
    const script = [...document.querySelectorAll('script')].find((s) => s.src === url)!;
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(buttons.length).toBeGreaterThan(0));
    return buttons.at(-1)!;
  };
  return { clientId, buttons, loadScript };
}

const toasts = () => useToastStore.getState().toasts;

function renderWallet(clientId: string | null, onPaid = jest.fn()) {
  render(<WalletPayment ask={ASK} clientId={clientId} onPaid={onPaid} />);
  return onPaid;
}

describe('the PayPal wallet', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    delete (window as { paypal?: unknown }).paypal;
  });

  it('checks the server first, then shows PayPal’s vertical, rectangular, blue buttons', async () => {
    const paypal = installPaypal();
    mockApi({ '/api/check-paypal-status': () => jsonResponse(STATUS.ready) });
    renderWallet(paypal.clientId);
    expect(screen.getAllByText('Checking PayPal…')).toHaveLength(2);
    const options = await paypal.loadScript();
    expect(options.style).toEqual({
      layout: 'vertical',
      shape: 'rect',
      color: 'blue',
      label: 'paypal',
    });
    expect(await screen.findByRole('button', { name: 'PayPal' })).toBeTruthy();
  });

  it('creates the order for the ask, captures it, and says so', async () => {
    const paypal = installPaypal();
    const fetchMock = mockApi({
      '/api/check-paypal-status': () => jsonResponse(STATUS.ready),
      '/api/create-paypal-order': () => jsonResponse({ id: '5O190127TN364715T' }),
      '/api/capture-paypal-order': () => jsonResponse({ state: 'succeeded' }),
    });
    const onPaid = renderWallet(paypal.clientId);
    const options = await paypal.loadScript();

    await expect(options.createOrder()).resolves.toBe('5O190127TN364715T');
    const create = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/create-paypal-order'),
    )!;
    expect(String(create[0])).toBe('/api/create-paypal-order?lang=en');
    expect(JSON.parse(String(create[1]?.body))).toEqual({ invoiceIds: [2, 4], amount: 1580.7 });

    await act(() => options.onApprove({ orderID: '5O190127TN364715T' }));
    const capture = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/capture-paypal-order'),
    )!;
    expect(JSON.parse(String(capture[1]?.body))).toEqual({ orderId: '5O190127TN364715T' });
    expect(onPaid).toHaveBeenCalledWith('5O190127TN364715T');
    expect(toasts()[0]).toMatchObject({
      title: 'Payment successful',
      description: 'Your PayPal transaction is complete.',
      variant: 'success',
    });
  });

  /** The panel a client reads when PayPal cannot be used, whatever the reason. */
  const unavailablePanel = async (language: 'en' | 'es' = 'en') => {
    const title =
      language === 'en'
        ? 'PayPal is not available right now'
        : 'PayPal no está disponible en este momento';
    return (await screen.findByText(title)).closest('[role="status"]')!;
  };
  /** Nothing of the provider's internals reaches the client. */
  const expectNoInternals = () =>
    expect(document.body.textContent).not.toMatch(
      /Client Authentication|credential|configur|client ID|client secret|sandbox|Internal server error|administrator/i,
    );

  it('says PayPal is unavailable, in plain words, when it refused our credentials, and checks again on retry', async () => {
    const paypal = installPaypal();
    let status = STATUS.refused;
    mockApi({ '/api/check-paypal-status': () => jsonResponse(status) });
    renderWallet(paypal.clientId);
    const panel = await unavailablePanel();
    expect(panel.textContent).toContain('Please pay by card or by bank transfer');
    expectNoInternals();
    expect(screen.queryByRole('listitem')).toBeNull();

    status = STATUS.ready;
    fireEvent.click(screen.getByRole('button', { name: 'Try PayPal again' }));
    expect(screen.getAllByText('Checking PayPal…')).toHaveLength(2);
    await paypal.loadScript();
    expect(screen.queryByText('PayPal is not available right now')).toBeNull();
  });

  it('says the same without credentials, and when the status could not be checked', async () => {
    mockApi({ '/api/check-paypal-status': () => jsonResponse(STATUS.missing) });
    renderWallet(null);
    await unavailablePanel();
    expectNoInternals();
    expect(screen.getByRole('button', { name: 'Try PayPal again' })).toBeTruthy();
  });

  it('hides a status check that failed on the server', async () => {
    mockApi({ '/api/check-paypal-status': () => errorResponse(500, 'Internal server error') });
    renderWallet('client-x');
    await unavailablePanel();
    expectNoInternals();
  });

  it.each([
    [
      'create',
      401,
      { code: 'PAYPAL_AUTH_FAILED', message: 'PayPal did not accept our credentials' },
    ],
    ['capture', 503, { code: 'PAYPAL_NOT_INITIALIZED', message: 'PayPal is not available' }],
  ])(
    'after a refusal during %s (%i) checks the status again and shows the panel, without a toast',
    async (step, code, body) => {
      const paypal = installPaypal();
      let status = STATUS.ready;
      const refusal = () => jsonResponse({ statusCode: code, error: 'Error', ...body }, code);
      mockApi({
        '/api/check-paypal-status': () => jsonResponse(status),
        '/api/create-paypal-order':
          step === 'create' ? refusal : () => jsonResponse({ id: 'ORDER-1' }),
        '/api/capture-paypal-order': refusal,
      });
      renderWallet(paypal.clientId);
      const options = await paypal.loadScript();
      status = STATUS.refused;
      await act(async () => {
        const flow =
          step === 'create' ? options.createOrder() : options.onApprove({ orderID: 'ORDER-1' });
        await expect(flow).rejects.toBeTruthy();
      });
      // The SDK then reports the rejected flow; it was told already.
      act(() => options.onError(new Error('flow rejected')));
      await unavailablePanel();
      expectNoInternals();
      expect(toasts()).toEqual([]);
    },
  );

  it.each([
    ['create', 'Error creating order'],
    ['capture', 'Payment failed'],
  ])('toasts any other failure during %s as %s, once', async (step, title) => {
    const paypal = installPaypal();
    const conflict = () => errorResponse(409, 'The amount does not match what is owed (1580.70)');
    mockApi({
      '/api/check-paypal-status': () => jsonResponse(STATUS.ready),
      '/api/create-paypal-order':
        step === 'create' ? conflict : () => jsonResponse({ id: 'ORDER-1' }),
      '/api/capture-paypal-order': conflict,
    });
    const onPaid = renderWallet(paypal.clientId);
    const options = await paypal.loadScript();
    await act(async () => {
      const flow =
        step === 'create' ? options.createOrder() : options.onApprove({ orderID: 'ORDER-1' });
      await expect(flow).rejects.toBeTruthy();
    });
    act(() => options.onError(new Error('flow rejected')));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({
      title,
      variant: 'destructive',
      description: 'The amount does not match what is owed (1580.70)',
    });
    expect(onPaid).not.toHaveBeenCalled();
    // The buttons stay, to try again.
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeTruthy();
  });

  it('toasts a cancel, and a button error of its own as a failed payment, in our words', async () => {
    const paypal = installPaypal();
    mockApi({ '/api/check-paypal-status': () => jsonResponse(STATUS.ready) });
    renderWallet(paypal.clientId);
    const options = await paypal.loadScript();
    act(() => options.onCancel({ orderID: 'ORDER-1' }));
    expect(toasts()[0]).toMatchObject({ title: 'Payment cancelled', variant: 'default' });
    // The SDK's own words are PayPal's internals: the client reads what to do instead.
    act(() => options.onError(new Error('Window closed unexpectedly')));
    expect(toasts()[0]).toMatchObject({
      title: 'Payment failed',
      description: 'Please try again or use a different payment method.',
      variant: 'destructive',
    });
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    mockApi({ '/api/check-paypal-status': () => jsonResponse(STATUS.refused) });
    renderWallet('client-es');
    const panel = await unavailablePanel('es');
    expect(panel.textContent).toContain('Paga con tarjeta o por transferencia bancaria');
    expectNoInternals();
    expect(screen.getByRole('button', { name: 'Intentar con PayPal de nuevo' })).toBeTruthy();
  });
});
