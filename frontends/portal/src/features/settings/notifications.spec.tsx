import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderAt } from '../../testing/render-at';
import type { NotificationPreferences } from './notifications-api';

const SAVED: NotificationPreferences = {
  projectCreated: true,
  projectUpdates: true,
  milestoneDates: false,
  testimonialRequests: true,
  security: true,
};

describe('notification choices in Settings', () => {
  beforeEach(() => {
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('shows the saved choices, keeps security alerts on, and saves a change', async () => {
    await i18n.changeLanguage('en');
    let sent: unknown = null;
    mockApi({
      '/api/user/sessions': () => jsonResponse([]),
      '/api/user/notifications': (init) => {
        if (init?.method === 'PUT') {
          sent = JSON.parse(String(init.body));
          return jsonResponse({ ...SAVED, ...(sent as object) });
        }
        return jsonResponse(SAVED);
      },
    });
    await renderAt('/dashboard?tab=settings');
    const section = await screen.findByRole('region', { name: 'Email notifications' });
    const updates = await within(section).findByRole('switch', { name: 'Project updates' });
    expect((updates as HTMLInputElement).checked).toBe(true);
    const dates = within(section).getByRole('switch', { name: 'Milestone dates' });
    expect((dates as HTMLInputElement).checked).toBe(false);
    const security = within(section).getByRole('switch', { name: 'Security alerts' });
    expect((security as HTMLInputElement).checked).toBe(true);
    expect((security as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(updates);
    fireEvent.click(within(section).getByRole('button', { name: 'Save notification choices' }));
    await within(section).findByText('Your notification choices are saved.');
    expect(sent).toEqual({
      projectCreated: true,
      projectUpdates: false,
      milestoneDates: false,
      testimonialRequests: true,
    });
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      '/api/user/sessions': () => jsonResponse([]),
      '/api/user/notifications': () => jsonResponse(SAVED),
    });
    await renderAt('/dashboard?tab=settings');
    const section = await screen.findByRole('region', { name: 'Avisos por correo' });
    await waitFor(() =>
      expect(within(section).getByRole('switch', { name: 'Alertas de seguridad' })).toBeTruthy(),
    );
    await i18n.changeLanguage('en');
  });
});
