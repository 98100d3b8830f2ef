import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorResponse, jsonResponse, mockApi, renderAt } from '../../testing/render-at';
import type { UserSession } from './settings-api';

const SESSIONS: UserSession[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    device: 'Firefox on Linux',
    ip: '203.0.113.7',
    countryCode: null,
    city: null,
    localNetwork: false,
    createdAt: '2026-02-01T10:00:00Z',
    lastSeenAt: '2026-02-03T10:00:00Z',
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    device: 'Safari on iOS',
    ip: null,
    countryCode: null,
    city: null,
    localNetwork: false,
    createdAt: '2026-01-01T10:00:00Z',
    lastSeenAt: '2026-01-20T10:00:00Z',
    current: false,
  },
];

const sectionOf = (name: string) => screen.getByRole('region', { name });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('settings', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({
      user: sampleUser({ emailVerified: false, pendingEmail: null }),
      loading: false,
    });
  });

  it('saves the profile and greets by the new name', async () => {
    const fetchMock = mockApi({
      '/api/user/sessions': () => jsonResponse(SESSIONS),
      '/api/user': (init) =>
        jsonResponse(
          sampleUser({
            ...(bodyOf(init) as object),
            fullName: 'Lucía Méndez',
            emailVerified: false,
          }),
        ),
    });
    await renderAt('/dashboard?tab=settings');
    const profile = sectionOf('Profile');
    fireEvent.change(within(profile).getByLabelText('First name'), { target: { value: 'Lucía' } });
    fireEvent.change(within(profile).getByLabelText('Last name'), { target: { value: 'Méndez' } });
    fireEvent.change(within(profile).getByLabelText('Preferred language'), {
      target: { value: 'es' },
    });
    await act(async () => {
      fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    });

    expect((await within(profile).findByRole('status')).textContent).toContain(
      'Your profile is saved.',
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Méndez',
      language: 'es',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      'Welcome, Lucía Méndez',
    );
  });

  it('checks the new password before sending and shows the server message beside the form', async () => {
    const fetchMock = mockApi({
      '/api/user/sessions': () => jsonResponse(SESSIONS),
      '/api/user/password': () => errorResponse(400, 'The current password is not correct'),
    });
    await renderAt('/dashboard?tab=settings');
    const password = sectionOf('Password');
    const submit = within(password).getByRole('button', { name: 'Change password' });

    fireEvent.change(within(password).getByLabelText('New password'), {
      target: { value: 'short' },
    });
    await act(async () => fireEvent.click(submit));
    expect(within(password).getByLabelText('Current password').getAttribute('aria-invalid')).toBe(
      'true',
    );
    within(password).getByRole('list', { name: 'Password requirements' });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/password')).toBe(false);

    fireEvent.change(within(password).getByLabelText('Current password'), {
      target: { value: 'wrong-one' },
    });
    fireEvent.change(within(password).getByLabelText('New password'), {
      target: { value: 'Lantern#River2027' },
    });
    fireEvent.change(within(password).getByLabelText('Confirm the new password'), {
      target: { value: 'Lantern#River2027' },
    });
    await act(async () => fireEvent.click(submit));
    expect((await within(password).findByRole('alert')).textContent).toContain(
      'The current password is not correct',
    );
  });

  it('shows the address, resends the verification and lists the pending address', async () => {
    useUserStore.setState({
      user: sampleUser({ emailVerified: false, pendingEmail: 'new@example.com' }),
      loading: false,
    });
    mockApi({
      '/api/user/sessions': () => jsonResponse(SESSIONS),
      '/api/user/verification/resend': () =>
        jsonResponse({ message: 'We sent a new verification link' }),
    });
    await renderAt('/dashboard?tab=settings');
    const email = sectionOf('Email');
    expect(email.textContent).toContain('Not verified');
    expect(email.textContent).toContain('Waiting for confirmation');
    expect(email.textContent).toContain('new@example.com');
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Resend verification email' }));
    });
    expect((await within(email).findByRole('status')).textContent).toContain(
      'We sent a new verification link',
    );
  });

  it('lists the sessions, marks this device and signs out another one', async () => {
    let sessions = SESSIONS;
    const fetchMock = mockApi({
      '/api/user/sessions/': () => {
        sessions = SESSIONS.filter((session) => session.current);
        return new Response(null, { status: 204 });
      },
      '/api/user/sessions': () => jsonResponse(sessions),
    });
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf('Sessions');
    const list = await within(section).findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('This device');
    expect(items[1].textContent).toContain('Unknown address');
    expect(within(items[0]).queryByRole('button')).toBeNull();

    await act(async () => {
      fireEvent.click(within(items[1]).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByRole('status').textContent).toContain('That device is signed out.');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url) === `/api/user/sessions/${SESSIONS[1].id}` && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(within(section).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
