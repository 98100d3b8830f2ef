import { i18n } from '@terrabridge/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderBilling } from './billing-testing';
import { OrdersPanel } from './orders-panel';

const order = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  reference: 'TB-7K2M9Q4XA',
  state: 'sent',
  serviceName: 'Web Design & Development',
  serviceNameEs: 'Diseño y Desarrollo Web',
  subtotalCents: 250000,
  taxCents: 20000,
  totalCents: 270000,
  transferSentAt: '2026-11-30T16:00:00Z',
  createdAt: '2026-11-30T15:00:00Z',
  bankTransfer: {},
  client: { id: 3, name: 'Renata Suárez', email: 'renata@example.com' },
  paidOn: null,
  payerReference: null,
  ...fields,
});

describe('orders by bank transfer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('opens the mailed order to confirm, sends the day and the payer’s reference, and shows it paid', async () => {
    let current = order();
    const calls = mockApi({
      'GET /api/admin/orders': () => jsonResponse({ items: [current] }),
      'POST /api/admin/orders/7/confirm-transfer': () => {
        current = order({ state: 'paid', paidOn: '2026-11-30', payerReference: 'BROU 0042' });
        return jsonResponse(current);
      },
    });
    renderBilling(<OrdersPanel openOrderId={7} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer TB-7K2M9Q4XA' });
    expect(dialog.textContent).toContain(
      'Renata Suárez ordered Web Design & Development for $2,700.00',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Payer’s reference/), {
      target: { value: 'BROU 0042' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and send the receipt' }));
    await waitFor(() => expect(screen.getByText('Paid')).toBeTruthy());
    const sent = calls.find((call) => call.url.endsWith('/confirm-transfer'))!;
    expect(sent.body).toMatchObject({ reference: 'BROU 0042' });
    expect((sent.body as { paidOn: string }).paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const row = screen.getByRole('listitem', { name: 'TB-7K2M9Q4XA' });
    expect(row.textContent).toContain('received Nov 30, 2026');
    expect(row.textContent).toContain('payer’s reference BROU 0042');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('speaks Spanish, and offers the confirmation only for open orders', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'GET /api/admin/orders': () =>
        jsonResponse({
          items: [
            order({ state: 'awaiting', transferSentAt: null }),
            order({ id: 8, reference: 'TB-PAID00001', state: 'paid', paidOn: '2026-11-29' }),
          ],
        }),
    });
    renderBilling(<OrdersPanel />);
    const open = await screen.findByRole('listitem', { name: 'TB-7K2M9Q4XA' });
    expect(open.textContent).toContain('Esperando la transferencia');
    expect(open.textContent).toContain('Diseño y Desarrollo Web');
    expect(
      within(open).getByRole('button', { name: 'Confirmar transferencia de TB-7K2M9Q4XA' }),
    ).toBeTruthy();
    const paid = screen.getByRole('listitem', { name: 'TB-PAID00001' });
    expect(within(paid).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
