import { loadStripe } from '@stripe/stripe-js/pure';
import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  currentLocation,
  errorResponse,
  jsonResponse,
  mockApi,
  renderAt,
} from '../../../testing/render-at';
import type { PaymentsConfig } from '../payments-api';
import { WEB_DESIGN, fakeStripe, openInvoice, paymentsConfig } from '../testing/payments-fixtures';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = loadStripe as jest.MockedFunction<typeof loadStripe>;

const INTENT = { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1', amountCents: 270000 };
const BANK = {
  bankName: 'First Citizens Bank',
  accountName: 'TerraBridge Digital LLC',
  accountNumber: '4410 2290 7731',
  routingNumber: '053100300',
  swift: 'FCBIUS33',
};

function mockCheckout(config: PaymentsConfig, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/payments/config': () => jsonResponse(config),
    '/api/services/1': () => jsonResponse(WEB_DESIGN),
    '/api/services/9': () => errorResponse(404, 'Service not found'),
    '/api/create-payment-intent': () => jsonResponse(INTENT),
    '/api/create-invoice-payment-intent': () => jsonResponse({ ...INTENT, amountCents: 158070 }),
    '/api/invoices?view=open': () =>
      jsonResponse({ items: [openInvoice(4, 65000), openInvoice(2, 93070)], nextCursor: null }),
    '/api/invoices/bank-transfer': () => jsonResponse(BANK),
    '/api/check-paypal-status': () => errorResponse(404, 'Not found'),
    ...routes,
  });
}

const bodyOf = (fetchMock: jest.Mock, prefix: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([url]) => String(url).startsWith(prefix))?.[1]?.body),
  );
const summary = () =>
  screen.getByRole('heading', { name: /^(Order summary|Resumen del pedido)$/ }).closest('div')!;
const methods = () => screen.getByRole('tablist', { name: /^(Payment method|Método de pago)$/ });

describe('checkout', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('sums up a service with its 8% tax, the guarantee, and pays by card', async () => {
    const stripe = fakeStripe(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    loadStripeMock.mockResolvedValue(stripe as never);
    const config = paymentsConfig();
    const fetchMock = mockCheckout(config);
    await renderAt('/checkout?serviceId=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    await screen.findByText('Web Design & Development');
    const card = summary();
    expect(card.textContent).toContain(
      'Fast, accessible websites that turn visitors into customers.',
    );
    expect(card.textContent).toContain('Subtotal$2,500.00');
    expect(card.textContent).toContain('Tax (8%)$200.00');
    expect(card.textContent).toContain('Total$2,700.00');
    expect(card.textContent).toContain('30-day money-back guarantee');
    expect(screen.getByRole('link', { name: 'Back to services' }).getAttribute('href')).toBe(
      '/services',
    );

    // The card tab prepares the payment with what the client was shown, in Stripe's form.
    expect(within(methods()).getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const pay = await screen.findByRole('button', { name: 'Pay $2,700.00' });
    expect(bodyOf(fetchMock, '/api/create-payment-intent')).toEqual({ serviceId: 1, amount: 2700 });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/create-payment-intent?lang=en',
    );
    expect(loadStripeMock).toHaveBeenCalledWith(config.card.publishableKey);
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        clientSecret: 'pi_1_secret_2',
        locale: 'en',
        appearance: expect.objectContaining({
          variables: expect.objectContaining({ colorPrimary: '#6366f1' }),
        }),
      }),
    );
    expect(stripe.elementsGroup.create).toHaveBeenCalledWith('payment', { layout: 'tabs' });
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    expect(screen.getByText(/Test mode: no real charge/)).toBeTruthy();

    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await act(async () => fireEvent.click(pay));
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elementsGroup,
      confirmParams: { return_url: `${window.location.origin}/payment-success` },
      redirect: 'if_required',
    });
    await waitFor(() => expect(currentLocation()).toBe('/payment-success?payment_intent=pi_1'));
  });

  it.each([
    [
      { error: { type: 'card_error', message: 'Your card was declined.' } },
      'Payment failed',
      'Your card was declined.',
    ],
    [
      { paymentIntent: { id: 'pi_1', status: 'requires_action' } },
      'Additional authentication required',
      'Your bank needs to confirm this payment.',
    ],
    [
      { paymentIntent: { id: 'pi_1', status: 'requires_capture' } },
      'Unexpected payment state',
      'Please contact support',
    ],
  ])('keeps the client on the checkout and says why: %j', async (result, title, text) => {
    loadStripeMock.mockResolvedValue(fakeStripe(async () => result) as never);
    mockCheckout(paymentsConfig());
    await renderAt('/checkout?serviceId=1');
    const pay = await screen.findByRole('button', { name: 'Pay $2,700.00' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await act(async () => fireEvent.click(pay));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain(text);
    expect(currentLocation()).toBe('/checkout?serviceId=1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $2,700.00' }).disabled).toBe(
      false,
    );
  });

  it("says 'Stripe has not loaded yet' when paying before the card form is ready", async () => {
    loadStripeMock.mockReturnValue(new Promise(() => undefined));
    mockCheckout(paymentsConfig());
    await renderAt('/checkout?serviceId=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $2,700.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Stripe has not loaded yet');
  });

  it('opens on PayPal with a plain note when only card payments are off', async () => {
    const fetchMock = mockCheckout(
      paymentsConfig({
        card: { available: false, publishableKey: null, testMode: false },
        wallet: { available: true, clientId: 'sb-client' },
      }),
    );
    await renderAt('/checkout?serviceId=1');
    await screen.findByText('Web Design & Development');
    const cardTab = within(methods()).getByRole('tab', { name: 'Card' });
    expect(cardTab.getAttribute('aria-disabled')).toBe('true');
    expect(
      within(methods()).getByRole('tab', { name: 'PayPal' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByText('Card payments are not available right now')).toBeTruthy();
    expect(screen.getByText('You can pay with PayPal or by bank transfer.')).toBeTruthy();
    fireEvent.click(cardTab);
    expect(cardTab.getAttribute('aria-selected')).toBe('false');
    // PayPal's status could not be read: a plain panel, never the server's words.
    expect(await screen.findByText('PayPal is not available right now')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/configur|credential|Not found/i);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('payment-intent'))).toBe(
      false,
    );
    expect(loadStripeMock).not.toHaveBeenCalled();
  });

  it('with neither card nor PayPal, opens on the bank transfer: the order, its reference, then the transfer announced', async () => {
    const order = {
      id: 5,
      reference: 'TB-7K2M9Q4XA',
      state: 'awaiting',
      serviceName: 'Web Design & Development',
      serviceNameEs: null,
      subtotalCents: 250000,
      taxCents: 20000,
      totalCents: 270000,
      transferSentAt: null,
      createdAt: '2026-11-30T15:00:00Z',
      bankTransfer: BANK,
    };
    const fetchMock = mockCheckout(
      paymentsConfig({ card: { available: false, publishableKey: null, testMode: false } }),
      {
        '/api/orders/bank-transfer': () => jsonResponse(order),
        '/api/orders/5/transfer-sent': () =>
          jsonResponse({ ...order, state: 'sent', transferSentAt: '2026-11-30T16:00:00Z' }),
      },
    );
    await renderAt('/checkout?serviceId=1');
    await screen.findByText('Web Design & Development');
    const tab = (name: string) => within(methods()).getByRole('tab', { name });
    expect(tab('Bank transfer').getAttribute('aria-selected')).toBe('true');
    expect(tab('Card').getAttribute('aria-disabled')).toBe('true');
    expect(tab('PayPal').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Pay by bank transfer')).toBeTruthy();
    expect(await screen.findByText(BANK.accountNumber)).toBeTruthy();

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Place order and pay by transfer' })),
    );
    expect(await screen.findByText('TB-7K2M9Q4XA')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/orders/bank-transfer')).toEqual({ serviceId: 1, amount: 2700 });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'I’ve sent the transfer' })),
    );
    expect(await screen.findByText('Thank you! Our team has been told')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(called.some((url) => url.includes('check-paypal-status'))).toBe(false);
    expect(called.some((url) => url.includes('payment-intent'))).toBe(false);
  });

  it("tells the server's refusal when preparing the payment, and tries again", async () => {
    loadStripeMock.mockResolvedValue(fakeStripe(async () => ({})) as never);
    let calls = 0;
    mockCheckout(paymentsConfig(), {
      '/api/create-payment-intent': () =>
        ++calls === 1
          ? errorResponse(
              409,
              'The amount does not match what is owed (2700.00); reload to see the current figures',
            )
          : jsonResponse(INTENT),
    });
    await renderAt('/checkout?serviceId=1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error creating payment');
    expect(alert.textContent).toContain('does not match what is owed (2700.00)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('button', { name: 'Pay $2,700.00' })).toBeTruthy();
  });

  it('pays invoices: their count, numbers and total, by card, PayPal or bank transfer', async () => {
    loadStripeMock.mockResolvedValue(fakeStripe(async () => ({})) as never);
    const fetchMock = mockCheckout(paymentsConfig());
    await renderAt('/checkout?type=invoice&invoiceIds=2,4&amount=1580.70');

    expect(await screen.findByRole('button', { name: 'Pay $1,580.70' })).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/create-invoice-payment-intent')).toEqual({
      invoiceIds: [2, 4],
      amount: 1580.7,
    });
    const card = summary();
    expect(card.textContent).toContain('Invoices to pay2 invoices');
    expect(card.textContent).toContain('Total$1,580.70');
    const list = await within(card).findByRole('list', { name: 'Invoices in this payment' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['INV-0004Balance $650.00', 'INV-0002Balance $930.70']);
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe(
      '/dashboard?tab=billing',
    );

    fireEvent.click(within(methods()).getByRole('tab', { name: 'Bank transfer' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bank transfer' });
    expect(await within(panel).findByText('First Citizens Bank')).toBeTruthy();
    expect(panel.textContent).toContain('Amount to transfer$1,580.70');
    expect(panel.textContent).toContain('Routing number (ABA)053100300');
    expect(panel.textContent).toContain('SWIFT/BICFCBIUS33');
    expect(panel.textContent).toContain('ReferenceINV-0002, INV-0004');
  });

  it('says when the bank details could not be loaded, and loads them again', async () => {
    let calls = 0;
    mockCheckout(paymentsConfig({ card: { available: false, publishableKey: null } }), {
      '/api/invoices/bank-transfer': () =>
        ++calls === 1 ? errorResponse(500, 'Internal server error') : jsonResponse(BANK),
    });
    await renderAt('/checkout?type=invoice&invoiceIds=4&amount=650');
    await screen.findByRole('tablist', { name: 'Payment method' });
    fireEvent.click(within(methods()).getByRole('tab', { name: 'Bank transfer' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bank transfer' });
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('The bank details could not be loaded');
    expect(panel.textContent).toContain('Amount to transfer$650.00');
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Try again' })),
    );
    expect(await within(panel).findByText('FCBIUS33')).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['/checkout', 'No Service Selected', 'Browse services', '/services'],
    ['/checkout?serviceId=abc', 'No Service Selected', 'Browse services', '/services'],
    ['/checkout?serviceId=9', 'No Service Selected', 'Browse services', '/services'],
    [
      '/checkout?type=invoice',
      'No Invoices Selected',
      'Go to your dashboard',
      '/dashboard?tab=billing',
    ],
    [
      '/checkout?type=invoice&invoiceIds=2,4&amount=0',
      'No Invoices Selected',
      'Go to your dashboard',
      '/dashboard?tab=billing',
    ],
  ])('%s says %s, with a link', async (path, title, action, href) => {
    const fetchMock = mockCheckout(paymentsConfig());
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(href);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('payment-intent'))).toBe(
      false,
    );
  });

  it('speaks Spanish: the service, money in US$, the tax and the empty notices', async () => {
    await i18n.changeLanguage('es');
    const stripe = fakeStripe(async () => ({}));
    loadStripeMock.mockResolvedValue(stripe as never);
    const fetchMock = mockCheckout(paymentsConfig());
    await renderAt('/checkout?serviceId=1');
    await screen.findByText('Diseño y Desarrollo Web');
    const card = summary();
    expect(card.textContent).toContain('Sitios web rápidos y accesibles');
    expect(card.textContent).toContain('SubtotalUS$\u00a02.500,00');
    expect(card.textContent).toContain('Impuestos (8 %)US$\u00a0200,00');
    expect(card.textContent).toContain('TotalUS$\u00a02.700,00');
    expect(card.textContent).toContain('Garantía de devolución de 30 días');
    expect(await screen.findByRole('button', { name: 'Pagar US$\u00a02.700,00' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/create-payment-intent?lang=es',
    );
    expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ locale: 'es' }));
    expect(within(methods()).getByRole('tab', { name: 'Tarjeta' })).toBeTruthy();
  });

  it('says “Ninguna factura seleccionada” in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockCheckout(paymentsConfig());
    await renderAt('/checkout?type=invoice&invoiceIds=2');
    expect(
      await screen.findByRole('heading', { name: 'Ninguna factura seleccionada' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a tu panel' })).toBeTruthy();
  });
});
