import { i18n } from '@terrabridge/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockApi, renderBilling } from './billing-testing';
import { InvoiceDetailDialog } from './invoice-detail-dialog';

const invoice = (fields: Record<string, unknown> = {}) => ({
  id: 9,
  number: null,
  status: 'draft',
  issueDate: '2026-11-20',
  dueDate: '2026-12-20',
  description: null,
  project: { id: 3, title: 'Trail Guide AI' },
  items: [
    {
      description: 'Design review, hours',
      descriptionEs: 'Revisión de diseño, horas',
      quantity: 1.5,
      unitPriceCents: 3333,
      amountCents: 5000,
    },
  ],
  subtotalCents: 5000,
  discountCents: 0,
  taxRate: 0,
  taxCents: 0,
  totalCents: 5000,
  paidCents: 0,
  balanceCents: 5000,
  payments: [],
  pdfUrl: '/api/invoices/9/pdf',
  client: { id: 7, name: 'Sarah Mitchell', email: 'client@terrabridge.example', language: 'en' },
  billTo: null,
  notes: null,
  issuedAt: null,
  createdAt: '2026-11-20T15:00:00Z',
  events: [
    {
      fromStatus: null,
      toStatus: 'draft',
      reason: 'created',
      actor: 'Mateo Silva',
      detail: null,
      at: '2026-11-20T15:00:00Z',
    },
  ],
  ...fields,
});

describe('an invoice in the admin panel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('issues a draft once confirmed, then records a bank transfer up to the balance', async () => {
    let current = invoice({ taxRate: 8.25 });
    const calls = mockApi({
      'GET /api/admin/invoices/9': () => jsonResponse(current),
      'POST /api/admin/invoices/9/issue': () => {
        current = invoice({ number: 'INV-0009', status: 'pending' });
        return jsonResponse(current);
      },
      'POST /api/admin/invoices/9/payments': () => {
        current = invoice({
          number: 'INV-0009',
          status: 'partial',
          paidCents: 2000,
          balanceCents: 3000,
          payments: [
            {
              id: 1,
              amountCents: 2000,
              method: 'bank_transfer',
              paidAt: '2026-11-21T12:00:00Z',
              paidOn: '2026-11-21',
              reference: 'TB-ABCDEFGHJ',
              payerReference: 'BROU 0042',
            },
          ],
        });
        return jsonResponse(current);
      },
    });
    renderBilling(<InvoiceDetailDialog id={9} onClose={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Invoice Draft' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Download PDF' })).getAttribute('href')).toBe(
      '/api/invoices/9/pdf',
    );
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.getByText('Tax (8.25%)')).toBeTruthy();
    // Issuing mails the client: asked first, naming who and how much.
    fireEvent.click(screen.getByRole('button', { name: 'Issue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue and mail this invoice?' });
    expect(confirm.textContent).toContain(
      'Sarah Mitchell (client@terrabridge.example), for $50.00',
    );
    expect(calls.some((call) => call.url.endsWith('/issue'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Issue and mail' }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-0009' })).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/issue'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const amount = screen.getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('Enter an amount greater than 0, at most the balance'),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'BROU 0042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.getByText('Partly paid')).toBeTruthy());
    const sent = calls.find((call) => call.url.endsWith('/payments'))!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      amountCents: 2000,
      method: 'bank_transfer',
      reference: 'BROU 0042',
    });
    // The day it was received, without an invented time, and what the payer wrote.
    expect(screen.getByText(/^Nov 21, 2026 · TB-ABCDEFGHJ$/)).toBeTruthy();
    expect(screen.getByText('Payer’s reference: BROU 0042')).toBeTruthy();
    // With a payment it can no longer be voided.
    expect((screen.getByRole('button', { name: 'Void' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('voids an invoice without payments after confirming', async () => {
    let current = invoice({ number: 'INV-0009', status: 'pending' });
    const calls = mockApi({
      'GET /api/admin/invoices/9': () => jsonResponse(current),
      'POST /api/admin/invoices/9/void': () => {
        current = invoice({ number: 'INV-0009', status: 'void' });
        return jsonResponse(current);
      },
    });
    renderBilling(<InvoiceDetailDialog id={9} onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    expect(calls.some((call) => call.url.endsWith('/void'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(screen.getAllByText('Void').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Void' })).toBeNull());
    expect(calls.filter((call) => call.url.endsWith('/void'))).toHaveLength(1);
  });
});
