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
    countryCode: 'UY',
    city: 'Montevideo',
    localNetwork: false,
    createdAt: '2026-02-01T10:00:00Z',
    lastSeenAt: '2026-02-03T10:00:00Z',
    current: true,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    device: 'Chrome on Windows',
    ip: '192.168.1.20',
    countryCode: null,
    city: null,
    localNetwork: true,
    createdAt: '2026-01-25T10:00:00Z',
    lastSeenAt: '2026-01-30T10:00:00Z',
    current: false,
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

  it('sets two-factor sign-in up with a key and a code, and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde-fghjk`);
    const fetchMock = mockApi({
      '/api/user/sessions': () => jsonResponse(SESSIONS),
      '/api/user/tokens': () => jsonResponse([]),
      '/api/user/two-factor/setup': () =>
        jsonResponse({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl:
            'otpauth://totp/TerraBridge%20Digital:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }),
      '/api/user/two-factor/enable': () => jsonResponse({ recoveryCodes: codes }),
      '/api/user': () => jsonResponse(sampleUser({ twoFactorEnabled: true })),
    });
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf('Two-factor sign-in');
    expect(within(section).getByText('Off')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Set up' }));
    });
    const setup = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    expect((await within(setup).findByTestId('two-factor-secret')).textContent).toBe(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    const code = within(setup).getByLabelText('Authentication code', { selector: 'input' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '123 456' } });
    await act(async () => {
      fireEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    });
    const enable = fetchMock.mock.calls.find(([url]) => url === '/api/user/two-factor/enable');
    expect(bodyOf(enable?.[1])).toEqual({ code: '123456', language: 'en' });
    const shown = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await act(async () => {
      fireEvent.click(within(shown).getByRole('button', { name: 'I saved my codes' }));
    });
    await waitFor(() => expect(within(section).getByText('On')).toBeTruthy());
    expect(screen.queryByText(codes[0])).toBeNull();
  });

  it('makes new recovery codes for a current code and shows them once', async () => {
    useUserStore.setState({ user: sampleUser({ twoFactorEnabled: true }), loading: false });
    const codes = Array.from({ length: 10 }, (_, i) => `new${i}-abcde-fghjk`);
    const fetchMock = mockApi({
      '/api/user/sessions': () => jsonResponse(SESSIONS),
      '/api/user/two-factor/recovery-codes': () => jsonResponse({ recoveryCodes: codes }),
    });
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf('Two-factor sign-in');
    fireEvent.change(within(section).getByLabelText('Authentication code', { selector: 'input' }), {
      target: { value: '654 321' },
    });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Make new codes' }));
    });
    const call = fetchMock.mock.calls.find(
      ([url]) => url === '/api/user/two-factor/recovery-codes',
    );
    expect(bodyOf(call?.[1])).toEqual({ code: '654321', language: 'en' });
    const shown = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect(
      (
        within(section).getByLabelText('Authentication code', {
          selector: 'input',
        }) as HTMLInputElement
      ).value,
    ).toBe('');
  });

  it('shows an admin who must set up two-factor sign-in only that, with the reason', async () => {
    useUserStore.setState({
      user: sampleUser({ role: 'admin', twoFactorEnrolmentRequired: true }),
      loading: false,
    });
    mockApi({});
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf('Two-factor sign-in');
    expect(section.textContent).toContain('Your account must use two-factor sign-in.');
    expect(screen.queryByRole('region', { name: 'Sessions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });

  it('turns two-factor sign-in off with the password and a recovery code, telling a failure', async () => {
    useUserStore.setState({ user: sampleUser({ twoFactorEnabled: true }), loading: false });
    let attempts = 0;
    const fetchMock = mockApi({
      '/api/user/sessions': () => jsonResponse(SESSIONS),
      '/api/user/tokens': () => jsonResponse([]),
      '/api/user/two-factor/disable': () =>
        ++attempts === 1
          ? errorResponse(400, 'The current password is not correct')
          : jsonResponse({ message: 'Two-factor sign-in is off' }),
      '/api/user': () => jsonResponse(sampleUser({ twoFactorEnabled: false })),
    });
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf('Two-factor sign-in');
    fireEvent.change(within(section).getByLabelText('Current password', { selector: 'input' }), {
      target: { value: 'Bridge#Harbor2026' },
    });
    fireEvent.change(
      within(section).getByLabelText('Code or recovery code', { selector: 'input' }),
      { target: { value: ' abcde-fghjk-mnpqr ' } },
    );
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    });
    expect(within(section).getByRole('alert').textContent).toBe(
      'The current password is not correct',
    );
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    });
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/user/two-factor/disable');
    expect(bodyOf(calls[1][1])).toEqual({
      currentPassword: 'Bridge#Harbor2026',
      recoveryCode: 'abcde-fghjk-mnpqr',
      language: 'en',
    });
    expect((await within(section).findByRole('status')).textContent).toBe(
      'Two-factor sign-in is off',
    );
    await waitFor(() => expect(within(section).getByText('Off')).toBeTruthy());
  });

  it('lists the sessions with their place, marks this device and signs another out after asking', async () => {
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
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('This device');
    expect(items[0].textContent).toContain('Montevideo, Uruguay · Last seen');
    expect(items[1].textContent).toContain('Local network · Last seen');
    // Nothing known about its network: only the device and when it was last seen.
    expect(items[2].textContent).toMatch(/^Safari on iOSLast seen /);
    expect(within(items[0]).queryByRole('button')).toBeNull();

    const ended = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          String(url) === `/api/user/sessions/${SESSIONS[2].id}?lang=en` &&
          init?.method === 'DELETE',
      );
    fireEvent.click(within(items[2]).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog.textContent).toContain('Safari on iOS, last seen');
    expect(ended()).toHaveLength(0);

    // Cancel asks nothing of the server and keeps the session.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ended()).toHaveLength(0);

    fireEvent.click(within(items[2]).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(section).getByRole('status').textContent).toContain('That device is signed out.');
    expect(ended()).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('asks before signing out everywhere else and shows a failure inside the dialog', async () => {
    await i18n.changeLanguage('es');
    let fail = true;
    let sessions = SESSIONS;
    const fetchMock = mockApi({
      '/api/user/sessions/others/end': () => {
        if (fail) return errorResponse(503, 'Servicio no disponible');
        sessions = SESSIONS.filter((session) => session.current);
        return jsonResponse({ ended: 2, message: 'Se cerraron tus otras sesiones' });
      },
      '/api/user/sessions': () => jsonResponse(sessions),
    });
    await renderAt('/dashboard?tab=settings');
    const section = sectionOf('Sesiones');
    const list = await within(section).findByRole('list', {
      name: 'Dispositivos con sesión iniciada',
    });
    expect(within(list).getAllByRole('listitem')[1].textContent).toContain('Red local');

    fireEvent.click(
      within(section).getByRole('button', { name: 'Cerrar sesión en todos los demás' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: '¿Cerrar sesión en todos los demás dispositivos?',
    });
    expect(dialog.textContent).toContain('Los otros 2 dispositivos');
    const confirm = within(dialog).getByRole('button', {
      name: 'Cerrar sesión en todos los demás',
    });

    await act(async () => fireEvent.click(confirm));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Servicio no disponible');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    fail = false;
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(section).getByRole('status').textContent).toBe('Se cerraron tus otras sesiones');
    // The answer and its errors come in the reader's language.
    expect(
      fetchMock.mock.calls.filter(
        ([url]) => String(url) === '/api/user/sessions/others/end?lang=es',
      ),
    ).toHaveLength(2);
  });
  it('makes an access token, shows it once, lists it without the secret and revokes it', async () => {
    const secret = `tbpat_${'a'.repeat(43)}`;
    const listed = {
      id: 7,
      name: 'Accounting export',
      scopes: ['invoices:read'],
      hint: 'tbpat_aaaa',
      createdAt: '2026-02-01T10:00:00Z',
      lastUsedAt: null,
      expiresAt: '2026-05-02T10:00:00Z',
      expired: false,
    };
    let tokens: (typeof listed)[] = [];
    const fetchMock = mockApi({
      '/api/user/sessions': () => jsonResponse(SESSIONS),
      '/api/user/tokens/': () => {
        tokens = [];
        return new Response(JSON.stringify({ message: 'Token revoked' }), { status: 200 });
      },
      '/api/user/tokens': (init) => {
        if (init?.method !== 'POST') return jsonResponse(tokens);
        tokens = [listed];
        return jsonResponse({ ...listed, token: secret });
      },
    });
    renderAt('/dashboard?tab=settings');
    const section = await screen.findByRole('region', { name: 'Access tokens' });
    expect(await within(section).findByText('No tokens yet.')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(await within(section).findByText('Give the token a name')).toBeTruthy();
    expect(within(section).getByText('Choose at least one scope')).toBeTruthy();
    expect(within(section).queryByRole('checkbox', { name: /^admin:/ })).toBeNull();
    fireEvent.change(within(section).getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Accounting export ' },
    });
    fireEvent.click(within(section).getByRole('checkbox', { name: /^invoices:read / }));
    fireEvent.click(within(section).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByTestId('new-access-token');
    expect(shown.textContent).toBe(secret);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/user/tokens?lang=en');
    const body = bodyOf(post?.[1]) as { name: string; scopes: string[]; expiresAt: string };
    expect(body).toMatchObject({ name: 'Accounting export', scopes: ['invoices:read'] });
    // 90 days by default.
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('new-access-token')).toBeNull());

    expect(await within(section).findByText('Accounting export')).toBeTruthy();
    expect(section.textContent).not.toContain(secret);
    expect(within(section).getByText(/Never used/)).toBeTruthy();
    fireEvent.click(
      within(section).getByRole('button', { name: 'Revoke the token Accounting export' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(section).findByText('Token revoked.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/user/tokens/7?lang=en' && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(within(section).queryByText('Accounting export')).toBeNull();
  });
});
