import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Call, jsonResponse, mockApi, renderBilling } from './billing-testing';
import { CreateInvoiceDialog } from './create-invoice-dialog';

const CLIENTS = {
  items: [
    {
      id: 7,
      name: 'Sarah Mitchell',
      email: 'client@terrabridge.example',
      projects: [{ id: 3, title: 'Trail Guide AI' }],
    },
  ],
  nextCursor: null,
};

function renderDialog(routes: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    '/api/admin/invoices/clients': () => jsonResponse(CLIENTS),
    ...routes,
  });
  const onCreated = jest.fn();
  renderBilling(<CreateInvoiceDialog onClose={jest.fn()} onCreated={onCreated} />);
  return { calls, onCreated };
}

const type = (label: string | RegExp, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });

async function fillTwoLines() {
  await screen.findByRole('option', { name: 'Sarah Mitchell — client@terrabridge.example' });
  fireEvent.change(screen.getByLabelText('Client'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText(/^Project/), { target: { value: '3' } });
  type(/^Description/, 'Design review, hours');
  type(/^Spanish description/, 'Revisión de diseño, horas');
  type(/^Quantity/, '1.5');
  type(/^Unit price/, '33.33');
  fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
  type(/^Description/, 'Hosting', 1);
  type(/^Quantity/, '2', 1);
  type(/^Unit price/, '1,200', 1);
  type(/^Tax rate/, '8');
  type(/^Discount/, '10');
}

describe('the new-invoice form', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the totals as the server computes them, rounding half up', async () => {
    renderDialog();
    await fillTwoLines();
    // 1.5 × $33.33 = $49.995 -> $50.00; 2 × $1,200 = $2,400; less $10, 8% tax on $2,440.
    expect(screen.getAllByTestId('line-amount').map((cell) => cell.textContent)).toEqual([
      '$50.00',
      '$2,400.00',
    ]);
    expect(screen.getByTestId('invoice-totals').textContent).toBe(
      'Subtotal$2,450.00Discount-$10.00Tax$195.20Total$2,635.20',
    );
  });

  it('writes money in Spanish as US$', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderDialog();
    await screen.findByRole('option', { name: 'Sarah Mitchell — client@terrabridge.example' });
    type(/^Cantidad/, '3');
    type(/^Precio unitario/, '1500');
    expect(screen.getByTestId('invoice-totals').textContent).toContain('TotalUS$\u00a04.500,00');
  });

  it('asks for a due date and an amount above 0 before sending anything', async () => {
    const { calls } = renderDialog();
    await fillTwoLines();
    type(/^Quantity/, '0.01');
    type(/^Unit price/, '0', 0);
    type(/^Unit price/, '0', 1);
    type(/^Discount/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Due date is required')).toBeTruthy();
    expect(screen.getByText('Amount must be greater than 0')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the lines, the total it shows and draft or issue', async () => {
    const { calls, onCreated } = renderDialog({
      'POST /api/invoices': () => jsonResponse({ id: 41 }, 201),
    });
    await fillTwoLines();
    type(/^Due date/, '2026-12-25');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(41));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      userId: 7,
      projectId: 3,
      items: [
        {
          description: 'Design review, hours',
          descriptionEs: 'Revisión de diseño, horas',
          quantity: 1.5,
          unitPriceCents: 3333,
        },
        { description: 'Hosting', quantity: 2, unitPriceCents: 120000 },
      ],
      taxRate: 8,
      discountCents: 1000,
      total: 2635.2,
      dueDate: '2026-12-25',
      status: 'draft',
    });
  });

  it("toasts the server's message, or else 'Failed to create invoice'", async () => {
    let answer = jsonResponse({ statusCode: 400, message: ['The client was not found'] }, 400);
    renderDialog({ 'POST /api/invoices': () => answer });
    await fillTwoLines();
    type(/^Due date/, '2026-12-25');
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    // Issuing mails the client at once: it is asked for again first.
    const confirm = await screen.findByRole('dialog', { name: 'Issue and mail this invoice?' });
    expect(confirm.textContent).toContain('$2,635.20');
    fireEvent.click(screen.getByRole('button', { name: 'Issue and mail' }));
    expect(await screen.findByText('The client was not found')).toBeTruthy();
    answer = new Response('', { status: 409 });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Issue and mail' }));
    expect(await screen.findByText('Failed to create invoice')).toBeTruthy();
  });
});
