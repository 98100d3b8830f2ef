import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { screen, within } from '@testing-library/react';
import { errorResponse, jsonResponse, mockApi, renderAt } from '../../../testing/render-at';
import type { PaymentStatus } from '../payments-api';

const PAID: PaymentStatus = {
  state: 'succeeded',
  provider: 'stripe',
  purpose: 'invoices',
  amountCents: 158070,
  reference: 'TB-7K2M9Q4XA',
  transactionId: 'ch_3PmitchellEcom0042',
  invoiceNumbers: ['INV-0002', 'INV-0004'],
  orderId: null,
};
const PROCESSING: PaymentStatus = {
  ...PAID,
  state: 'processing',
  reference: null,
  transactionId: null,
};
const STATUS_URL = '/api/payments/status?provider=stripe&id=pi_3Pm42';

/** The receipt's details (reference, transaction, amount…), by the first term's text. */
const details = (reference = /^(Reference|Referencia)$/) =>
  screen.getByText(reference).closest('dl')!;

describe('payment success', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('asks the server, says processing while it is, then shows its reference', async () => {
    const answers = [PROCESSING, PAID];
    const fetchMock = mockApi({ [STATUS_URL]: () => jsonResponse(answers.shift() ?? PAID) });
    // Stripe's return, claiming success: the page believes the server only.
    await renderAt(
      '/payment-success?payment_intent=pi_3Pm42&payment_intent_client_secret=pi_3Pm42_secret_x&redirect_status=succeeded',
    );
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(screen.getByText(/This page updates by itself/)).toBeTruthy();
    expect(screen.queryByText('TB-7K2M9Q4XA')).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const list = details();
    expect(list.textContent).toContain('ReferenceTB-7K2M9Q4XA');
    expect(list.textContent).toContain('Transaction IDch_3PmitchellEcom0042');
    expect(list.textContent).toContain('Amount$1,580.70');
    expect(list.textContent).toContain('Paid forINV-0002, INV-0004');
    expect(list.textContent).toContain('Paid withCard');
    expect(
      screen.getByText('A receipt for each invoice is on its way to your email.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard?tab=billing',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('follows a PayPal order, and an order of a service', async () => {
    mockApi({
      '/api/payments/status?provider=paypal&id=5O190127TN364715T': () =>
        jsonResponse({
          ...PAID,
          provider: 'paypal',
          purpose: 'order',
          orderId: 12,
          invoiceNumbers: [],
          amountCents: 270000,
        }),
    });
    await renderAt('/payment-success?provider=paypal&id=5O190127TN364715T');
    await screen.findByRole('heading', { name: 'Payment successful!' });
    const list = details();
    expect(list.textContent).toContain('Paid forOrder #12');
    expect(list.textContent).toContain('Paid withPayPal');
    expect(screen.queryByText(/receipt/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says plainly when the payment did not go through, with the way back', async () => {
    mockApi({ [STATUS_URL]: () => jsonResponse({ ...PROCESSING, state: 'failed' }) });
    await renderAt('/payment-success?payment_intent=pi_3Pm42&redirect_status=succeeded');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment did not go through');
    expect(alert.textContent).toContain('Nothing was charged.');
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe(
      '/dashboard?tab=billing',
    );
    expect(screen.queryByRole('heading', { name: 'Payment successful!' })).toBeNull();
  });

  it('says when there is no such payment, or none named', async () => {
    mockApi({ [STATUS_URL]: () => errorResponse(404, 'Payment not found') });
    await renderAt('/payment-success?payment_intent=pi_3Pm42');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this payment',
    );
  });

  it('asks nothing without a payment in the address', async () => {
    const fetchMock = mockApi({});
    await renderAt('/payment-success?redirect_status=succeeded');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this payment',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    mockApi({ [STATUS_URL]: () => jsonResponse(PAID) });
    await renderAt('/payment-success?payment_intent=pi_3Pm42');
    await screen.findByRole('heading', { name: '¡Pago exitoso!' });
    const list = details();
    expect(within(list).getByText('TB-7K2M9Q4XA')).toBeTruthy();
    expect(list.textContent).toContain('ImporteUS$\u00a01.580,70');
    expect(screen.getByText('Te enviamos por correo un recibo de cada factura.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });
});
