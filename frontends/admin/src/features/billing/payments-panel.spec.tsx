import { i18n } from '@terrabridge/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderBilling } from './billing-testing';
import { PaymentsPanel } from './payments-panel';

const payment = (id: number, state: string, refundedCents = 0) => ({
  id,
  reference: `TB-00000000${id}`,
  provider: 'stripe',
  providerId: `pi_${id}`,
  purpose: 'invoices',
  state,
  amountCents: 50_000,
  refundedCents,
  userId: 7,
  transactionId: null,
  failureMessage: state === 'failed' ? 'Your card was declined.' : null,
  createdAt: '2026-11-20T15:00:00Z',
});

describe('the payments list', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('refunds part of what is left of a succeeded charge, after asking how much', async () => {
    const calls = mockApi({
      'GET /api/admin/payments': () =>
        jsonResponse({
          items: [payment(2, 'succeeded', 10_000), payment(1, 'failed')],
          nextCursor: null,
        }),
      'POST /api/admin/payments/2/refund': () => jsonResponse(payment(2, 'succeeded', 10_000)),
    });
    renderBilling(<PaymentsPanel />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, succeeded, failed] = within(table).getAllByRole('row');
    expect(within(failed).getByText('Your card was declined.')).toBeTruthy();
    expect(within(failed).queryByRole('button')).toBeNull();
    fireEvent.click(within(succeeded).getByRole('button', { name: 'Refund TB-000000002' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund payment TB-000000002' });
    const amount = within(dialog).getByLabelText(/^Amount to refund/) as HTMLInputElement;
    // All that is left by default: $500 less the $100 refunded.
    expect(amount.value).toBe('400.00');
    fireEvent.change(amount, { target: { value: '450' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Enter an amount greater than 0, at most $400.00'),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '125.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amountCents: 12_550 }),
    );
    expect(await screen.findByText('The refund was asked of the provider.')).toBeTruthy();
  });

  it('filters by state and provider', async () => {
    const calls = mockApi({
      'GET /api/admin/payments': () => jsonResponse({ items: [], nextCursor: null }),
    });
    renderBilling(<PaymentsPanel />);
    fireEvent.change(await screen.findByLabelText('State'), { target: { value: 'refunded' } });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'paypal' } });
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe('/api/admin/payments?state=refunded&provider=paypal&limit=25'),
    );
  });
});
