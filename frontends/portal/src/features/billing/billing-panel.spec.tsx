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
} from '../../testing/render-at';
import { localDay } from '../dashboard/invoice-due';
import type { BankTransfer, Invoice, InvoicesPage } from './billing-api';

/** A calendar day `days` from the user's today. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDay(date);
};

const invoice = (fields: Partial<Invoice> & Pick<Invoice, 'id' | 'status'>): Invoice => ({
  number: `INV-${String(fields.id).padStart(4, '0')}`,
  issueDate: dayFromToday(-30),
  dueDate: dayFromToday(0),
  description: null,
  project: null,
  items: [],
  subtotalCents: 0,
  discountCents: 0,
  taxRate: 0,
  taxCents: 0,
  totalCents: 0,
  paidCents: 0,
  balanceCents: 0,
  payments: [],
  pdfUrl: `/api/invoices/${fields.id}/pdf`,
  ...fields,
});

// The demo client's invoices (see the demo seed): due soonest first, as the API lists them.
const PARTIAL = invoice({
  id: 2,
  status: 'partial',
  dueDate: dayFromToday(5),
  items: [
    {
      description: 'Logo refinement and colour palette',
      descriptionEs: 'Ajuste del logotipo y paleta de colores',
      quantity: 1,
      unitPriceCents: 95000,
      amountCents: 95000,
    },
    {
      description: 'Social media templates (set of 12)',
      descriptionEs: 'Plantillas para redes sociales (juego de 12)',
      quantity: 12,
      unitPriceCents: 4500,
      amountCents: 54000,
    },
    {
      description: 'Design review sessions, hours',
      quantity: 2.5,
      unitPriceCents: 8500,
      amountCents: 21250,
    },
  ],
  subtotalCents: 170250,
  discountCents: 10000,
  taxRate: 8,
  taxCents: 12820,
  totalCents: 173070,
  paidCents: 80000,
  balanceCents: 93070,
  payments: [
    {
      id: 21,
      amountCents: 80000,
      method: 'bank_transfer',
      paidAt: '2026-05-04T15:00:00Z',
      paidOn: '2026-05-04',
      reference: 'TB-Q3W8N5R2L',
      payerReference: 'Wire 2026-4471',
    },
  ],
});
const PENDING = invoice({
  id: 3,
  status: 'pending',
  dueDate: dayFromToday(21),
  project: { id: 4, title: 'Trail Guide AI Shopping Assistant', titleEs: 'Trail Guide, con IA' },
  totalCents: 185000,
  balanceCents: 185000,
});
const OVERDUE = invoice({
  id: 4,
  status: 'overdue',
  dueDate: dayFromToday(-10),
  items: [
    {
      description: 'Monthly social media management (3 networks)',
      quantity: 1,
      unitPriceCents: 60000,
      amountCents: 60000,
    },
    {
      description: 'Promoted post budget management',
      quantity: 1,
      unitPriceCents: 5000,
      amountCents: 5000,
    },
  ],
  subtotalCents: 65000,
  totalCents: 65000,
  balanceCents: 65000,
});
const PAID = invoice({
  id: 1,
  status: 'paid',
  issueDate: '2025-06-16',
  dueDate: '2025-07-16',
  totalCents: 480000,
  paidCents: 480000,
  payments: [
    {
      id: 11,
      amountCents: 480000,
      method: 'stripe',
      paidAt: '2025-06-20T14:32:00Z',
      paidOn: '2025-06-20',
      reference: 'TB-7K2M9Q4XA',
      payerReference: null,
    },
  ],
});
const VOID = invoice({ id: 5, number: null, status: 'void', totalCents: 12000 });

const BANK: BankTransfer = {
  bankName: 'First Citizens Bank',
  accountName: 'TerraBridge Digital LLC',
  accountNumber: '4410 2290 7731',
  routingNumber: '053100300',
  swift: 'FCBIUS33',
};

const pageOf = (items: Invoice[], nextCursor: string | null = null): InvoicesPage => ({
  items,
  nextCursor,
});

const OPEN_URL = '/api/invoices?view=open';
const HISTORY_URL = '/api/invoices?view=history';
const BANK_URL = '/api/invoices/bank-transfer';

function mockInvoices(open: Invoice[] = [PARTIAL, PENDING, OVERDUE], history = [PAID]) {
  return mockApi({
    [OPEN_URL]: () => jsonResponse(pageOf(open)),
    [HISTORY_URL]: () => jsonResponse(pageOf(history)),
    [BANK_URL]: () => jsonResponse(BANK),
  });
}

const card = (number: string) => screen.getByRole('article', { name: number });
const subTab = (name: string | RegExp) =>
  within(screen.getByRole('tablist', { name: /^(Invoices|Facturas)$/ })).getByRole('tab', {
    name,
  });
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const summary = () =>
  within(screen.getByRole('tabpanel', { name: /^(Pending|Por pagar)/ })).getAllByRole('status')[0];

async function openBilling(path = '/dashboard?tab=billing') {
  await renderAt(path);
  await screen.findAllByRole('article');
}

describe('billing tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('counts the open invoices on the Pending tab and shows each one', async () => {
    mockInvoices();
    await openBilling();

    expect(subTab('Pending 3').getAttribute('aria-selected')).toBe('true');
    expect(subTab('Payment history').getAttribute('aria-selected')).toBe('false');
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['INV-0002', 'INV-0003', 'INV-0004']);

    const partial = card('INV-0002');
    expect(within(partial).getByText('Partly paid')).toBeTruthy();
    expect(partial.textContent).toContain('Due in 5 days');
    expect(partial.textContent).toContain('Total$1,730.70Paid so far$800.00Balance$930.70');
    // What has been paid so far, with how and its reference.
    expect(partial.textContent).toContain(
      'Bank transfer · Your ref. Wire 2026-4471 · Ref. TB-Q3W8N5R2L',
    );

    expect(within(card('INV-0003')).getByText('Pending')).toBeTruthy();
    expect(card('INV-0003').textContent).toContain('Project: Trail Guide AI Shopping Assistant');
    expect(card('INV-0003').textContent).toContain('Due in 21 days');
    expect(within(card('INV-0004')).getByText('Overdue')).toBeTruthy();
    expect(card('INV-0004').textContent).toContain('Overdue by 10 days');

    const pdf = within(partial).getByRole('link', {
      name: 'PDF of invoice INV-0002 (opens in a new tab)',
    });
    expect(pdf.getAttribute('href')).toBe('/api/invoices/2/pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toBe('noopener');
  });

  it('shows the line items on request, with how they add up', async () => {
    mockInvoices();
    await openBilling();
    const partial = card('INV-0002');
    const toggle = within(partial).getByRole('button', { name: 'Show 3 line items' });
    const lines = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(lines.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide line items');
    expect(lines.hidden).toBe(false);
    const items = within(partial).getByRole('list', { name: 'Line items of INV-0002' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Logo refinement and colour palette1 × $950.00$950.00',
      'Social media templates (set of 12)12 × $45.00$540.00',
      'Design review sessions, hours2.5 × $85.00$212.50',
    ]);
    expect(lines.textContent).toContain('Subtotal$1,702.50');
    expect(lines.textContent).toContain('Discount-$100.00');
    expect(lines.textContent).toContain('Tax (8%)$128.20');
    expect(lines.textContent).toContain('Total$1,730.70');
    // An invoice without tax or discount lists neither.
    fireEvent.click(within(card('INV-0004')).getByRole('button', { name: 'Show 2 line items' }));
    expect(card('INV-0004').textContent).toContain('Subtotal$650.00Total$650.00');
    expect(card('INV-0004').textContent).not.toContain('Discount');
    expect(card('INV-0004').textContent).not.toContain('Tax');
    // An invoice without lines has no list to show.
    expect(within(card('INV-0003')).queryByRole('button', { name: /line item/ })).toBeNull();
  });

  it('sums the selected balances and opens the checkout for them', async () => {
    const fetchMock = mockInvoices();
    await openBilling();
    const disabledPay = screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' });
    expect(disabledPay.disabled).toBe(true);
    expect(summary().textContent).toBe('Select the invoices you want to pay.');

    fireEvent.click(checkbox('Select INV-0002, balance $930.70'));
    expect(summary().textContent).toBe('1 selected · Total $930.70');
    fireEvent.click(checkbox('Select INV-0004, balance $650.00'));
    expect(summary().textContent).toBe('2 selected · Total $1,580.70');
    const all = checkbox('Select all');
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    // Paying is the checkout of those invoices, with the total the client was shown.
    const pay = screen.getByRole('link', { name: 'Pay' });
    expect(pay.getAttribute('href')).toBe('/checkout?type=invoice&invoiceIds=2,4&amount=1580.70');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    // The bank's details are the checkout's business now.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === BANK_URL)).toBe(false);

    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(summary().textContent).toBe('3 selected · Total $3,430.70');
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      '/checkout?type=invoice&invoiceIds=2,3,4&amount=3430.70',
    );
    fireEvent.click(checkbox('Select INV-0003, balance $1,850.00'));
    expect(summary().textContent).toBe('2 selected · Total $1,580.70');
    fireEvent.click(all);
    fireEvent.click(all);
    expect(summary().textContent).toBe('Select the invoices you want to pay.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' }).disabled).toBe(true);

    fireEvent.click(checkbox('Select INV-0004, balance $650.00'));
    fireEvent.click(screen.getByRole('link', { name: 'Pay' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/checkout?type=invoice&invoiceIds=4&amount=650.00'),
    );
  });

  it('shows paid and void invoices with their payments, and older ones on request', async () => {
    const fetchMock = mockApi({
      [OPEN_URL]: () => jsonResponse(pageOf([OVERDUE])),
      [`${HISTORY_URL}&cursor=`]: () => jsonResponse(pageOf([VOID])),
      [HISTORY_URL]: () => jsonResponse(pageOf([PAID], 'cjE')),
    });
    await openBilling();
    fireEvent.click(subTab('Payment history'));
    expect(currentLocation()).toBe('/dashboard?tab=billing&invoices=history');
    const paid = await screen.findByRole('article', { name: 'INV-0001' });
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(paid.textContent).toContain('Total$4,800.00Paid so far$4,800.00Balance$0.00');
    expect(paid.textContent).toContain('June 20, 2025 · Card · Ref. TB-7K2M9Q4XA$4,800.00');
    // Nothing to select, and no due count, on what is settled.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(paid.textContent).not.toContain('Overdue by');
    expect(
      within(paid).getByRole('link', { name: 'PDF of invoice INV-0001 (opens in a new tab)' }),
    ).toBeTruthy();

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Show older invoices' })),
    );
    expect(fetchMock).toHaveBeenCalledWith(`${HISTORY_URL}&cursor=cjE`, expect.anything());
    // An invoice without a number shows INV- and its id.
    const voided = await screen.findByRole('article', { name: 'INV-0005' });
    expect(within(voided).getByText('Void')).toBeTruthy();
    expect(voided.textContent).toContain('No payments recorded.');
    expect(screen.queryByRole('button', { name: 'Show older invoices' })).toBeNull();

    // The Pending tab's count stays on its tab, and the URL forgets the sub-tab there.
    fireEvent.click(subTab('Pending 1'));
    expect(currentLocation()).toBe('/dashboard?tab=billing');
  });

  it('says when there is nothing to pay and no history yet', async () => {
    mockInvoices([], []);
    await renderAt('/dashboard?tab=billing');
    expect(await screen.findByText('Nothing to pay')).toBeTruthy();
    expect(subTab('Pending 0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    fireEvent.click(subTab('Payment history'));
    expect(await screen.findByText('No payment history yet')).toBeTruthy();
  });

  it("reports 'Error fetching invoices' and loads them again on retry", async () => {
    let calls = 0;
    mockApi({
      [OPEN_URL]: () =>
        ++calls === 1
          ? errorResponse(500, 'Internal server error')
          : jsonResponse(pageOf([PARTIAL, OVERDUE])),
    });
    await renderAt('/dashboard?tab=billing');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error fetching invoices');
    expect(alert.textContent).toContain('Internal server error');
    // No count while the invoices are unknown.
    expect(subTab('Pending').textContent).toBe('Pending');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('article', { name: 'INV-0004' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(subTab('Pending 2')).toBeTruthy();
  });

  it('speaks Spanish: states, due dates, money, line items, the pay link and errors', async () => {
    await i18n.changeLanguage('es');
    mockInvoices();
    await openBilling();

    expect(subTab('Por pagar 3').getAttribute('aria-selected')).toBe('true');
    expect(subTab('Historial de pagos')).toBeTruthy();
    const partial = card('INV-0002');
    expect(within(partial).getByText('Pago parcial')).toBeTruthy();
    expect(partial.textContent).toContain('Vence en 5 días');
    expect(partial.textContent).toContain(
      'TotalUS$\u00a01.730,70Pagado hasta ahoraUS$\u00a0800,00SaldoUS$\u00a0930,70',
    );
    expect(partial.textContent).toContain(
      'Transferencia bancaria · Tu ref. Wire 2026-4471 · Ref. TB-Q3W8N5R2L',
    );
    expect(card('INV-0004').textContent).toContain('Venció hace 10 días');
    expect(within(card('INV-0004')).getByText('Vencida')).toBeTruthy();
    expect(card('INV-0003').textContent).toContain('Proyecto: Trail Guide, con IA');
    expect(
      within(partial).getByRole('link', {
        name: 'PDF de la factura INV-0002 (se abre en una pestaña nueva)',
      }),
    ).toBeTruthy();

    fireEvent.click(within(partial).getByRole('button', { name: 'Ver 3 conceptos' }));
    const items = within(partial).getByRole('list', { name: 'Conceptos de INV-0002' });
    expect(items.textContent).toContain('Plantillas para redes sociales (juego de 12)');
    // A line without a Spanish text shows its English one.
    expect(items.textContent).toContain('Design review sessions, hours2,5 × US$\u00a085,00');
    expect(partial.textContent).toContain('Impuestos (8 %)US$\u00a0128,20');

    fireEvent.click(checkbox('Seleccionar INV-0002, saldo US$\u00a0930,70'));
    fireEvent.click(checkbox('Seleccionar INV-0004, saldo US$\u00a0650,00'));
    expect(summary().textContent).toBe('2 seleccionadas · Total US$\u00a01.580,70');
    expect(screen.getByRole('link', { name: 'Pagar' }).getAttribute('href')).toBe(
      '/checkout?type=invoice&invoiceIds=2,4&amount=1580.70',
    );

    fireEvent.click(subTab('Historial de pagos'));
    const paid = await screen.findByRole('article', { name: 'INV-0001' });
    expect(within(paid).getByText('Pagada')).toBeTruthy();
    expect(paid.textContent).toContain('20 de junio de 2025 · Tarjeta · Ref. TB-7K2M9Q4XA');
  });

  it("reports the error in Spanish: 'Error al obtener las facturas'", async () => {
    await i18n.changeLanguage('es');
    mockApi({ [OPEN_URL]: () => errorResponse(503, 'Servicio no disponible') });
    await renderAt('/dashboard?tab=billing');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al obtener las facturas');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy());
  });
});
