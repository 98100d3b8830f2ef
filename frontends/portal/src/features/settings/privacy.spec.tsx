import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorResponse, jsonResponse, mockApi, renderAt } from '../../testing/render-at';
import { attachmentName } from './privacy-api';

const sectionOf = () => screen.getByRole('region', { name: 'Your data' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

const PENDING = {
  id: 4,
  state: 'pending',
  reason: 'Closing the shop',
  decisionNote: null,
  createdAt: '2026-11-02T10:00:00Z',
  decidedAt: null,
};

describe('settings: your data', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('asks for the password, sends the request and shows it pending, then cancels it', async () => {
    let request: typeof PENDING | null = null;
    const fetchMock = mockApi({
      '/api/user/sessions': () => jsonResponse([]),
      '/api/user/notifications': () => jsonResponse({}),
      '/api/user/deletion-request': (init) => {
        if (init?.method === 'POST') {
          request = PENDING;
          return jsonResponse({ request, message: 'Your request is with the team' }, 201);
        }
        if (init?.method === 'DELETE') {
          request = null;
          return jsonResponse({ message: 'Cancelled' });
        }
        return jsonResponse({ request });
      },
    });
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf();
    const submit = await within(section).findByRole('button', { name: 'Ask to delete my account' });
    fireEvent.click(submit);
    expect(within(section).getByText('Password is required')).toBeTruthy();

    fireEvent.change(within(section).getByLabelText('Your password'), {
      target: { value: 'Sunrise#Montevideo7' },
    });
    fireEvent.change(within(section).getByLabelText(/Why are you leaving/), {
      target: { value: 'Closing the shop' },
    });
    fireEvent.click(submit);
    await within(section).findByText('Deletion requested');
    expect(within(section).getByText('Your reason: Closing the shop')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      currentPassword: 'Sunrise#Montevideo7',
      reason: 'Closing the shop',
      language: 'en',
    });

    fireEvent.click(within(section).getByRole('button', { name: 'Cancel the request' }));
    await within(section).findByRole('button', { name: 'Ask to delete my account' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    // The first test of the file also loads the dashboard's lazy parts.
  }, 20_000);

  it("shows the server's refusal, and a declined request's answer", async () => {
    mockApi({
      '/api/user/sessions': () => jsonResponse([]),
      '/api/user/notifications': () => jsonResponse({}),
      '/api/user/deletion-request': (init) =>
        init?.method === 'POST'
          ? errorResponse(400, 'The current password is not right')
          : jsonResponse({
              request: {
                ...PENDING,
                state: 'declined',
                decisionNote: 'An invoice is still open',
                decidedAt: '2026-11-03T10:00:00Z',
              },
            }),
    });
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf();
    await within(section).findByText('Your last request was declined');
    expect(within(section).getByText(/An invoice is still open/)).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Your password'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Ask to delete my account' }));
    await within(section).findByText('The current password is not right');
  });

  it('downloads the zip under the name the server gave it', async () => {
    const created = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockApi({
      '/api/user/sessions': () => jsonResponse([]),
      '/api/user/notifications': () => jsonResponse({}),
      '/api/user/deletion-request': () => jsonResponse({ request: null }),
      '/api/user/export': () =>
        new Response(new Blob(['PK']), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="terrabridge-data-2026-11-28.zip"',
          },
        }),
    });
    await renderAt('/dashboard?tab=settings');
    fireEvent.click(within(sectionOf()).getByRole('button', { name: 'Download my data' }));
    await within(sectionOf()).findByText(
      'Your file terrabridge-data-2026-11-28.zip is downloading.',
    );
    expect(created).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('names a download without a server name by its date', () => {
    expect(attachmentName(null, new Date('2026-11-28T12:00:00Z'))).toBe(
      'terrabridge-data-2026-11-28.zip',
    );
  });

  it('keeps team accounts to the download', async () => {
    useUserStore.setState({ user: sampleUser({ role: 'admin' }), loading: false });
    mockApi({
      '/api/user/sessions': () => jsonResponse([]),
      '/api/user/notifications': () => jsonResponse({}),
      '/api/user/deletion-request': () => jsonResponse({ request: null }),
    });
    await renderAt('/dashboard?tab=settings');
    await waitFor(() =>
      expect(
        within(sectionOf()).getByText('Team accounts are removed by another admin, not from here.'),
      ).toBeTruthy(),
    );
    expect(within(sectionOf()).queryByLabelText('Your password')).toBeNull();
  });
});
