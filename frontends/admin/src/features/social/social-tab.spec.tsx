import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import SocialTab, { type AdminSocialPost } from './social-tab';

const POST: AdminSocialPost = {
  id: 7,
  platform: 'linkedin',
  content: 'Mitchell Outdoor Supply now ships to Uruguay and Argentina.',
  contentEs: null,
  hashtags: ['#latam'],
  image: null,
  status: 'changes_requested',
  draftedByTeam: true,
  reviewComment: 'Mention the free returns, please',
  decidedAt: '2026-11-20T10:00:00.000Z',
  scheduled: false,
  scheduledDate: null,
  remindedAt: null,
  postedAt: null,
  postedUrl: null,
  aiGenerated: false,
  createdAt: '2026-11-13T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  actions: ['revise'],
  client: { id: 2, name: 'Sarah Mitchell', email: 'client@terrabridge.example' },
  draftedBy: { id: 1, name: 'Mateo Silva' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockSocialApi() {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/admin/clients?')) {
      return json({ items: [{ id: 2, name: 'Sarah Mitchell', email: POST.client.email }] });
    }
    if (url.startsWith('/api/admin/social-media?'))
      return json({ items: [POST], nextCursor: null });
    if (url === '/api/admin/social-media/7' && init?.method === 'PATCH') {
      return json({ ...POST, status: 'awaiting_approval', actions: ['revise'] });
    }
    throw new TypeError(`Failed to fetch ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <SocialTab />
    </QueryClientProvider>,
  );
}

describe('social section', () => {
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });

  it('lists the team drafts with the client’s change request', async () => {
    const fetchMock = mockSocialApi();
    renderTab();
    const row = (await screen.findByText(POST.content)).closest('tr')!;
    expect(row.textContent).toContain('Changes requested');
    expect(row.textContent).toContain('The client asked: “Mention the free returns, please”');
    expect(row.textContent).toContain('Sarah Mitchell');
    expect(fetchMock.mock.calls[0][0]).toEqual(expect.stringContaining('origin=team'));
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'approved' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=approved'))).toBe(
        true,
      ),
    );
  });

  it('revises a draft and sends it back for approval', async () => {
    const fetchMock = mockSocialApi();
    renderTab();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Revise the LinkedIn draft for Sarah Mitchell',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Revise the draft for Sarah Mitchell',
    });
    fireEvent.change(within(dialog).getByLabelText('Text (English)'), {
      target: { value: 'Free returns, and we now ship to Uruguay and Argentina.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    });
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      content: 'Free returns, and we now ship to Uruguay and Argentina.',
      contentEs: null,
      hashtags: ['latam'],
    });
  });
});
