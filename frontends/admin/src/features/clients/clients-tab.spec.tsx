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
  deletedAt: null,
  createdAt: '2026-01-10T12:00:00.000Z',
  lastSignInAt: null,
  projectCount: 2,
  openInvoiceCount: 3,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SARAH_REQUEST = {
  id: 5,
  state: 'pending',
  reason: 'We closed the shop',
  decisionNote: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  decidedAt: null,
  client: { id: 2, username: 'democlient', name: 'Sarah Mitchell', email: SARAH.email },
  invoiceCount: 2,
  openInvoiceCount: 1,
};

/**
 * The clients API of one client, whose active flag follows the admin's actions, and the
 * deletion requests (Sarah's, when asked for) that a decision takes off the list.
 */
function mockClientsApi({ deletion = false } = {}) {
  let active = true;
  let pending = deletion;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const client = { ...SARAH, isActive: active };
    if (url === '/api/admin/deletion-requests') return json(pending ? [SARAH_REQUEST] : []);
    if (url.startsWith('/api/admin/deletion-requests/5/') && init?.method === 'POST') {
      pending = false;
      return json({ message: 'Done' });
    }
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

  it('confirms a deletion request after warning what it does', async () => {
    const fetchMock = mockClientsApi({ deletion: true });
    renderTab();
    const section = await screen.findByRole('region', { name: 'Account deletion requests' });
    expect(await within(section).findByText('Reason: We closed the shop')).toBeTruthy();
    expect(within(section).getByText(/2 invoices kept \(1 unpaid\)/)).toBeTruthy();
    fireEvent.click(
      within(section).getByRole('button', {
        name: 'Confirm deletion of Sarah Mitchell’s account',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Sarah Mitchell’s account?' });
    expect(confirm.textContent).toContain('Invoices, payments and projects are kept');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm deletion' }));
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/deletion-requests/5/confirm',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(
      await within(section).findByText('No client is waiting for their account to be deleted.'),
    ).toBeTruthy();
  });

  it('declines a deletion request with the reason the client reads', async () => {
    const fetchMock = mockClientsApi({ deletion: true });
    renderTab();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Decline Sarah Mitchell’s request',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline Sarah Mitchell’s request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Write the reason the client will read')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason for the client'), {
      target: { value: 'An invoice is still open' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    });
    const call = fetchMock.mock.calls.find(
      ([url]) => url === '/api/admin/deletion-requests/5/decline',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      note: 'An invoice is still open',
      language: 'en',
    });
  });

  it('marks an account deleted at its owner’s request, which cannot be reactivated', async () => {
    const deleted = {
      ...SARAH,
      name: 'deleted-user-2',
      isActive: false,
      deletedAt: '2026-11-21T12:00:00.000Z',
    };
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/admin/deletion-requests') return json([]);
      if (url.startsWith('/api/admin/clients?'))
        return json({ items: [deleted], nextCursor: null });
      if (url === '/api/admin/clients/2')
        return json({
          ...deleted,
          projects: [],
          invoices: [],
          payments: [],
          socialPosts: [],
          sessions: [],
        });
      throw new TypeError(`Failed to fetch ${url}`);
    }) as unknown as typeof fetch;
    renderTab();
    const row = (await screen.findByText('deleted-user-2')).closest('tr')!;
    expect(row.textContent).toContain('Deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Details for deleted-user-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'deleted-user-2' });
    expect(within(dialog).getByText('Deleted')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reactivate' })).toBeNull();
  });

  it('is translated to Spanish', async () => {
    mockClientsApi();
    await act(() => i18n.changeLanguage('es'));
    renderTab();
    expect(await screen.findByRole('button', { name: 'Detalles de Sarah Mitchell' })).toBeTruthy();
    expect(screen.getByText('Sin verificar')).toBeTruthy();
  });
});
