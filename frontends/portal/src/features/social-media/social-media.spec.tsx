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
import type { SocialPost } from './social-media-api';
import { LOAD_FAILURE_CLOSE_MS } from './components/post-dialogs';

const post = (overrides: Partial<SocialPost> = {}): SocialPost => ({
  id: 7,
  platform: 'twitter',
  content: 'Trail season is here, come and see the tents',
  contentEs: 'Llegó la temporada de senderos, ven a ver las carpas',
  hashtags: ['#hiking'],
  image: null,
  status: 'draft',
  draftedByTeam: false,
  reviewComment: null,
  decidedAt: null,
  scheduled: false,
  scheduledDate: null,
  remindedAt: null,
  postedAt: null,
  postedUrl: null,
  aiGenerated: false,
  createdAt: '2026-05-04T15:00:00Z',
  updatedAt: '2026-05-04T15:00:00Z',
  actions: ['edit', 'schedule', 'duplicate', 'delete'],
  ...overrides,
});

const page = (items: SocialPost[]) => jsonResponse({ items, nextCursor: null });
const posts = () => screen.findByRole('list', { name: /Your posts|Tus publicaciones/ });

describe('social media library', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('shows each post with its state, both languages and its actions, and a team draft to decide', async () => {
    mockApi({
      '/api/social-media': () =>
        page([
          post(),
          post({
            id: 8,
            platform: 'linkedin',
            createdAt: '2026-05-01T15:00:00Z',
            status: 'awaiting_approval',
            draftedByTeam: true,
            actions: ['edit', 'approve', 'requestChanges', 'duplicate', 'delete'],
          }),
        ]),
    });
    await renderAt('/dashboard?tab=social-media');
    const [own, team] = within(await posts()).getAllByRole('listitem');
    expect(within(own).getByText('Draft')).toBeTruthy();
    expect(within(own).getByText('Trail season is here, come and see the tents')).toBeTruthy();
    expect(
      within(own).getByText('Llegó la temporada de senderos, ven a ver las carpas'),
    ).toBeTruthy();
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Copy', 'Copy', 'Edit', 'Schedule', 'Duplicate', 'Delete']);
    expect(within(team).getByText('Awaiting your approval')).toBeTruthy();
    expect(within(team).getByText('Drafted for you by the TerraBridge team')).toBeTruthy();
    expect(within(team).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByText(/We do not post to your networks for you/)).toBeTruthy();
  });

  it('keeps the filters in the URL and asks the API for them', async () => {
    const api = mockApi({ '/api/social-media': () => page([]) });
    await renderAt('/dashboard?tab=social-media&platform=instagram');
    expect(await screen.findByText('No posts match these filters.')).toBeTruthy();
    expect(String(api.mock.calls[0][0])).toBe('/api/social-media?platform=instagram');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('State'), { target: { value: 'scheduled' } });
    });
    expect(currentLocation()).toBe(
      '/dashboard?tab=social-media&platform=instagram&status=scheduled',
    );
    await waitFor(() =>
      expect(api.mock.calls.map((call) => String(call[0]))).toContain(
        '/api/social-media?platform=instagram&status=scheduled',
      ),
    );
    // Another dashboard tab leaves the filters behind.
    fireEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(currentLocation()).toBe('/dashboard?tab=projects');
  });

  it('refuses an empty or short text with the spec’s Spanish messages', async () => {
    await i18n.changeLanguage('es');
    const api = mockApi({
      '/api/social-media/7': () => jsonResponse(post()),
      '/api/social-media': () => page([post()]),
    });
    await renderAt('/dashboard?tab=social-media');
    fireEvent.click(within(await posts()).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar publicación' });
    const english = await within(dialog).findByLabelText('Texto en inglés');
    expect(within(dialog).getByText('53 / 280 caracteres')).toBeTruthy();

    fireEvent.change(english, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('El contenido no puede estar vacío')).toBeTruthy();
    fireEvent.change(english, { target: { value: 'Muy corto' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(dialog).getByText('El contenido debe tener al menos 10 caracteres')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('says the post could not be loaded and closes the edit dialog after 1.5 s', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      '/api/social-media/7': () => errorResponse(500, 'Internal server error'),
      '/api/social-media': () => page([post()]),
    });
    await renderAt('/dashboard?tab=social-media');
    const list = await posts();
    jest.useFakeTimers();
    try {
      fireEvent.click(within(list).getByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar publicación' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(within(dialog).getByText('No se pudo cargar el contenido para editar')).toBeTruthy();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LOAD_FAILURE_CLOSE_MS - 100);
      });
      expect(screen.queryByRole('dialog', { name: 'Editar publicación' })).not.toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      expect(screen.queryByRole('dialog', { name: 'Editar publicación' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('schedules on the user’s clock and sends the time in UTC', async () => {
    const api = mockApi({
      '/api/social-media/7/schedule': (init) => {
        const { scheduledDate } = JSON.parse(String(init?.body)) as { scheduledDate: string };
        return jsonResponse(
          post({ status: 'scheduled', scheduled: true, scheduledDate, actions: ['edit'] }),
        );
      },
      '/api/social-media': () => page([post()]),
    });
    await renderAt('/dashboard?tab=social-media');
    fireEvent.click(within(await posts()).getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule post' });
    const picker = within(dialog).getByLabelText('Date and time');
    const year = new Date().getFullYear() + 1;
    fireEvent.change(picker, { target: { value: `${year}-03-05T09:30` } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    });
    const call = api.mock.calls.find(([url]) => String(url).includes('/schedule'));
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      scheduledDate: new Date(year, 2, 5, 9, 30).toISOString(),
    });
    expect(await within(await posts()).findByText('Scheduled')).toBeTruthy();
  });
});
