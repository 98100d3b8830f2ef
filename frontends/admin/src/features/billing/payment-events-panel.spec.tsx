import { i18n } from '@terrabridge/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderBilling } from './billing-testing';
import { PaymentEventsPanel } from './payment-events-panel';

const event = (id: number, state: string, lastError: string | null = null) => ({
  id,
  provider: 'stripe',
  eventId: `evt_${id}`,
  type: 'payment_intent.succeeded',
  state,
  attempts: state === 'failed' ? 5 : 1,
  lastError,
  createdAt: '2026-11-20T15:00:00Z',
  appliedAt: state === 'applied' ? '2026-11-20T15:00:01Z' : null,
});

describe('the payment events ledger', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('marks failed events with their error, and retries them', async () => {
    let events = [
      event(2, 'failed', 'Amount 10000 is not the 7000 we asked for'),
      event(1, 'applied'),
    ];
    const calls = mockApi({
      'GET /api/admin/payment-events': () => jsonResponse({ items: events, nextCursor: null }),
      'POST /api/admin/payment-events/2/retry': () => {
        events = [{ ...events[0], state: 'received' }, events[1]];
        return jsonResponse(events[0]);
      },
    });
    renderBilling(<PaymentEventsPanel />);
    const table = await screen.findByRole('table', { name: 'Payment events' });
    const [, failed, applied] = within(table).getAllByRole('row');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Amount 10000 is not the 7000 we asked for')).toBeTruthy();
    // Only a failed event has a retry.
    expect(within(applied).queryByRole('button')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry event evt_2' }));
    await waitFor(() => expect(within(table).getAllByText('Received')).toHaveLength(1));
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toContain(
      'POST /api/admin/payment-events/2/retry',
    );
    expect(await screen.findByText('The event is queued again.')).toBeTruthy();
  });

  it('asks the API for the failed ones only, of a provider', async () => {
    const calls = mockApi({
      'GET /api/admin/payment-events': () => jsonResponse({ items: [], nextCursor: null }),
    });
    renderBilling(<PaymentEventsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Failed only' }));
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'paypal' } });
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(
        '/api/admin/payment-events?state=failed&provider=paypal&limit=25',
      ),
    );
    expect(screen.getByRole('button', { name: 'Failed only' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
