import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ClientsTab, { type AdminClient } from './clients-tab';

const SARAH: AdminClient = {
  id: 2,
  username: 'democlient',
  name: 'Sarah Mitchell',
  email: 'client@terrabridge.example',
  phone: null,
  role: 'user',
  language: 'en',
  emailVerified: false,
  isActive: true,
  createdAt: '2026-01-10T12:00:00.000Z',
  lastSignInAt: null,
  projectCount: 2,
  openInvoiceCount: 3,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The clients API of one client, whose active flag follows the admin's actions. */
function mockClientsApi() {
  let active = true;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const client = { ...SARAH, isActive: active };
    if (url.startsWith('/api/admin/clients?')) return json({ items: [client], nextCursor: null });
    if (url === '/api/admin/clients/2/deactivate' && init?.method === 'POST') {
      active = false;
      return json({ ...client, isActive: false });
    }
    if (url === '/api/admin/clients/2') {
      return json({
        ...client,
        projects: [
          { id: 1, title: 'Trail Guide', status: 'in_progress', createdAt: SARAH.createdAt },
        ],
        invoices: [],
        payments: [],
        socialPosts: [],
        sessions: [],
      });
    }
    throw new TypeError(`Failed to fetch ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <ClientsTab />
    </QueryClientProvider>,
  );
}

describe('clients section', () => {
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });

  it('lists clients with their state and counts, and asks for the filters chosen', async () => {
    const fetchMock = mockClientsApi();
    renderTab();
    const row = (await screen.findByText('Sarah Mitchell')).closest('tr')!;
    expect(row.textContent).toContain('Unverified');
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('2 / 3');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'false' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('active=false'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sort=email'))).toBe(true),
    );
  });

  it('opens a client and deactivates them after confirming', async () => {
    const fetchMock = mockClientsApi();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Details for Sarah Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sarah Mitchell' });
    expect(await within(dialog).findByText('Trail Guide')).toBeTruthy();
    expect(within(dialog).getByText('In progress')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Resend verification' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Sarah Mitchell?' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/clients/2/deactivate',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('is translated to Spanish', async () => {
    mockClientsApi();
    await act(() => i18n.changeLanguage('es'));
    renderTab();
    expect(await screen.findByRole('button', { name: 'Detalles de Sarah Mitchell' })).toBeTruthy();
    expect(screen.getByText('Sin verificar')).toBeTruthy();
  });
});
