import { i18n } from '@terrabridge/i18n';
import { SESSION_ENDED_STATE, useLanguageStore, useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { useToastStore } from '@terrabridge/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  currentLocation,
  errorResponse,
  jsonResponse,
  mockApi,
  renderAt,
} from '../../testing/render-at';

const ana = sampleUser();

function input(name: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
}

function type(name: string | RegExp, value: string) {
  const field = input(name);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** The error texts an input is described by. */
function describedBy(field: HTMLInputElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

const toasts = () => useToastStore.getState().toasts;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('auth page', () => {
  beforeEach(async () => {
    useUserStore.setState({ user: null, loading: false });
    useToastStore.setState({ toasts: [] });
    await useLanguageStore.getState().setLanguage('en');
    mockApi({ '/api/check-': () => jsonResponse({ exists: false }) });
  });

  it('switches between the login and register tabs with the mouse and the keyboard', async () => {
    await renderAt('/auth');
    const tablist = await screen.findByRole('tablist', { name: 'Account access' });
    const [login, register] = within(tablist).getAllByRole('tab');
    expect(login.textContent).toBe('Login');
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').querySelector('h2')?.textContent).toBe('Welcome back');

    fireEvent.click(register);
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').querySelector('h2')?.textContent).toBe(
      'Create your account',
    );

    fireEvent.keyDown(register, { key: 'ArrowLeft' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(login);
    expect(login.tabIndex).toBe(0);
    expect(register.tabIndex).toBe(-1);

    fireEvent.keyDown(login, { key: 'End' });
    expect(register.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab the address names and keeps the address in step', async () => {
    await renderAt('/auth?tab=register&next=/dashboard');
    const tablist = await screen.findByRole('tablist', { name: 'Account access' });
    const [login, register] = within(tablist).getAllByRole('tab');
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').querySelector('h2')?.textContent).toBe(
      'Create your account',
    );

    fireEvent.click(login);
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(currentLocation()).toBe('/auth?next=/dashboard');
    fireEvent.click(register);
    expect(currentLocation()).toBe('/auth?next=/dashboard&tab=register');
  });

  it('says the session has ended when that is why the person was sent here', async () => {
    await renderAt({
      pathname: '/auth',
      search: '?next=/dashboard',
      state: SESSION_ENDED_STATE,
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Your session has ended');
    expect(status.textContent).toContain('Sign in again to continue where you were.');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('status').textContent).toContain('Tu sesión ha terminado');
  });

  it('says nothing of a session to a visitor who came to sign in', async () => {
    await renderAt('/auth?next=/dashboard');
    expect(screen.queryByText('Your session has ended')).toBeNull();
  });

  it('lists the three benefits of an account', async () => {
    await renderAt('/auth');
    const benefits = await screen.findByRole('list', { name: 'Benefits of an account' });
    expect(
      within(benefits)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Professional web design', 'AI-powered marketing', 'Client dashboard']);
  });

  it('shows a spinner while the session is being looked up', async () => {
    useUserStore.setState({ user: null, loading: true });
    await renderAt('/auth');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it.each([
    ['/auth', '/dashboard'],
    ['/auth?next=/dashboard', '/dashboard'],
    ['/auth?next=%2Fcheckout%3FserviceId%3D3', '/checkout?serviceId=3'],
    ['/auth?next=/', '/'],
    ['/auth?next=//evil.example', '/dashboard'],
    ['/auth?next=https://evil.example/', '/dashboard'],
  ])('sends a signed-in user from %s to %s', async (path, target) => {
    useUserStore.setState({ user: ana, loading: false });
    await renderAt(path);
    expect(currentLocation()).toBe(target);
  });

  it('has a link to reset a forgotten password', async () => {
    await renderAt('/auth');
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });

  describe('login', () => {
    it('marks the empty fields, describes the errors and focuses the first', async () => {
      await renderAt('/auth');
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

      const username = input('Username or email');
      const password = input('Password');
      expect(username.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(username)).toBe('Username is required');
      expect(password.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(password)).toBe('Password is required');
      expect(document.activeElement).toBe(username);

      type('Username or email', 'ana.lopez');
      expect(username.getAttribute('aria-invalid')).toBeNull();
      expect(describedBy(username)).toBe('');
    });

    it('signs in by email, shows the busy state, greets and returns to `next`', async () => {
      const answer = deferred<Response>();
      const fetchMock = mockApi({ '/api/login': () => answer.promise });
      await renderAt('/auth?next=/dashboard');
      type('Username or email', ' ana@example.com ');
      type('Password', 'Bridge#Harbor2026');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      const busy = await screen.findByRole('button', { name: 'Signing in…' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
        username: 'ana@example.com',
        password: 'Bridge#Harbor2026',
        language: 'en',
      });

      await act(async () => answer.resolve(jsonResponse(ana)));
      await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
      expect(useUserStore.getState().user).toEqual(ana);
      expect(toasts()).toEqual([
        expect.objectContaining({
          title: 'Login successful',
          description: 'Welcome back!',
          variant: 'success',
        }),
      ]);
    });

    it('asks for the second step of a two-factor account, then signs in with a code or a recovery code', async () => {
      const fetchMock = mockApi({
        '/api/login/two-factor': (init) =>
          JSON.parse(init?.body as string).code === '123456'
            ? jsonResponse(ana)
            : errorResponse(
                401,
                'That code is not right, or it was already used. Try the newest code',
              ),
        '/api/login': () => jsonResponse({ twoFactorRequired: true }),
      });
      await renderAt('/auth?next=/dashboard');
      type('Username or email', 'ana.lopez');
      type('Password', 'Bridge#Harbor2026');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      });

      // No session yet, and no toast: the code comes next, in a field phones fill from a message.
      const code = await screen.findByLabelText('Authentication code', { selector: 'input' });
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(code.getAttribute('inputmode')).toBe('numeric');
      expect(document.activeElement).toBe(code);
      expect(useUserStore.getState().user).toBeNull();
      expect(toasts()).toEqual([]);

      // A recovery code instead; a wrong one is told inside the form.
      fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
      type('Recovery code', 'abcde-fghjk-mnpqr');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      });
      expect(JSON.parse(fetchMock.mock.calls.at(-1)?.[1]?.body as string)).toEqual({
        recoveryCode: 'abcde-fghjk-mnpqr',
        language: 'en',
      });
      expect(screen.getByRole('alert').textContent).toBe(
        'That code is not right, or it was already used. Try the newest code',
      );

      fireEvent.click(screen.getByRole('button', { name: 'Use a code from the app' }));
      type('Authentication code', '123 456');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      });
      await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
      const steps = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/login/two-factor');
      expect(JSON.parse(steps.at(-1)?.[1]?.body as string)).toEqual({
        code: '123456',
        language: 'en',
      });
      expect(useUserStore.getState().user).toEqual(ana);
    });

    it('shows the server message in a "Login failed" toast and stays on the form', async () => {
      mockApi({
        '/api/login': () => errorResponse(401, 'Invalid username or password'),
      });
      await renderAt('/auth');
      type('Username or email', 'ana.lopez');
      type('Password', 'wrong-password');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      });

      expect(toasts()).toEqual([
        expect.objectContaining({
          title: 'Login failed',
          description: 'Invalid username or password',
          variant: 'destructive',
        }),
      ]);
      // Also inside the form, read out by screen readers.
      const form = screen.getByRole('tabpanel').querySelector('form') as HTMLFormElement;
      expect(within(form).getByRole('alert').textContent).toBe('Invalid username or password');
      expect(useUserStore.getState().user).toBeNull();
      expect(currentLocation()).toBe('/auth');
      expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
        false,
      );
    });

    it('says so when the server cannot be reached', async () => {
      mockApi({});
      await renderAt('/auth');
      type('Username or email', 'ana.lopez');
      type('Password', 'Bridge#Harbor2026');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      });
      expect(toasts()[0]).toMatchObject({
        title: 'Login failed',
        description: 'Could not reach the server. Check your connection and try again.',
      });
      expect(screen.getByRole('tabpanel').querySelector('[role="alert"]')?.textContent).toBe(
        'Could not reach the server. Check your connection and try again.',
      );
    });
  });

  describe('registration', () => {
    async function openRegister(path = '/auth') {
      await renderAt(path);
      fireEvent.click(await screen.findByRole('tab', { name: /Register|Registrarse/ }));
    }

    function fillValidForm() {
      type('First name', 'Ana');
      type('Last name', 'López');
      type('Username', 'ana.lopez');
      type('Email', 'Ana@Example.com');
      type(/^Phone/, '+598 99 123 456');
      type('Password', 'Bridge#Harbor2026');
    }

    it('checks every field with the server rules in Spanish', async () => {
      await useLanguageStore.getState().setLanguage('es');
      await openRegister();

      fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
      expect(describedBy(input('Nombre'))).toContain('El nombre es obligatorio');
      expect(describedBy(input('Apellido'))).toContain('El apellido es obligatorio');
      expect(describedBy(input('Nombre de usuario'))).toContain(
        'El nombre de usuario es obligatorio',
      );
      expect(describedBy(input('Correo electrónico'))).toContain(
        'El correo electrónico es obligatorio',
      );
      expect(document.activeElement).toBe(input('Nombre'));

      type('Nombre de usuario', 'ana');
      expect(describedBy(input('Nombre de usuario'))).toContain(
        'El nombre de usuario debe tener al menos 7 caracteres',
      );
      type('Correo electrónico', 'ana@example');
      expect(describedBy(input('Correo electrónico'))).toContain(
        'Por favor ingresa una dirección de correo electrónico válida',
      );
      type('Contraseña', 'Corta#1');
      expect(describedBy(input('Contraseña'))).toContain(
        'La contraseña debe tener al menos 10 caracteres',
      );
      type('Contraseña', 'sinmayusculas#123');
      expect(describedBy(input('Contraseña'))).toContain(
        'La contraseña debe incluir letras mayúsculas y minúsculas, números y caracteres especiales',
      );
    });

    it('says a username is taken as soon as the check answers', async () => {
      const fetchMock = mockApi({
        '/api/check-username': () => jsonResponse({ exists: true }),
        '/api/check-email': () => jsonResponse({ exists: false }),
      });
      await openRegister();
      type('Username', 'democlient');
      expect(await screen.findByText('Checking availability…')).toBeTruthy();
      await waitFor(() =>
        expect(describedBy(input('Username'))).toContain('Username is already taken'),
      );
      expect(input('Username').getAttribute('aria-invalid')).toBe('true');
      expect(String(fetchMock.mock.calls[0][0])).toBe(
        '/api/check-username?username=democlient&lang=en',
      );

      type('Email', 'new.client@example.com');
      await waitFor(() =>
        expect(describedBy(input('Email'))).toContain('No account uses this email yet'),
      );

      // A taken name blocks the form before it is sent.
      fillValidForm();
      type('Username', 'democlient');
      await waitFor(() =>
        expect(describedBy(input('Username'))).toContain('Username is already taken'),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(document.activeElement).toBe(input('Username')));
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/register')).toBe(false);
    });

    it('counts a failed availability check as available', async () => {
      mockApi({ '/api/check-username': () => new Response('down', { status: 503 }) });
      await openRegister();
      type('Username', 'ana.lopez');
      await waitFor(() =>
        expect(describedBy(input('Username'))).toContain('This username is available'),
      );
      expect(input('Username').getAttribute('aria-invalid')).toBeNull();
    });

    it('shows the strength of the password while it is typed', async () => {
      await openRegister();
      fireEvent.change(input('Password'), { target: { value: 'harbor' } });
      expect(describedBy(input('Password'))).toContain('Password strength: weak');
      fireEvent.change(input('Password'), { target: { value: 'Harbor#2026x' } });
      expect(describedBy(input('Password'))).toContain('Password strength: strong');
    });

    it('puts a server 409 on its field and in the "Registration failed" toast', async () => {
      mockApi({
        '/api/check-': () => jsonResponse({ exists: false }),
        '/api/register': () =>
          errorResponse(409, ['Username is already taken', 'Email is already registered']),
      });
      await openRegister();
      fillValidForm();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      });

      expect(describedBy(input('Username'))).toContain('Username is already taken');
      expect(describedBy(input('Email'))).toContain('Email is already registered');
      await waitFor(() => expect(document.activeElement).toBe(input('Username')));
      expect(toasts()).toEqual([
        expect.objectContaining({
          title: 'Registration failed',
          description: 'Username is already taken\nEmail is already registered',
          variant: 'destructive',
        }),
      ]);

      // Editing the field clears the server's message.
      type('Username', 'ana.lopez2');
      expect(describedBy(input('Username'))).not.toContain('already taken');
    });

    it('shows the common-password answer on the password field', async () => {
      mockApi({
        '/api/check-': () => jsonResponse({ exists: false }),
        '/api/register': () =>
          errorResponse(400, ['This password is too common. Please choose a less predictable one']),
      });
      await openRegister();
      fillValidForm();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      });
      expect(describedBy(input('Password'))).toContain('This password is too common');
      await waitFor(() => expect(document.activeElement).toBe(input('Password')));
    });

    it('creates the account, signs in and goes to the dashboard with a toast', async () => {
      const answer = deferred<Response>();
      const fetchMock = mockApi({
        '/api/check-': () => jsonResponse({ exists: false }),
        '/api/register': () => answer.promise,
      });
      await openRegister();
      fillValidForm();
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      const busy = await screen.findByRole('button', { name: 'Creating account…' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);

      const register = fetchMock.mock.calls.find(([url]) => url === '/api/register');
      expect(JSON.parse(register?.[1]?.body as string)).toEqual({
        firstName: 'Ana',
        lastName: 'López',
        username: 'ana.lopez',
        email: 'ana@example.com',
        phone: '+598 99 123 456',
        password: 'Bridge#Harbor2026',
        language: 'en',
      });

      await act(async () => answer.resolve(jsonResponse(ana, 201)));
      await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
      expect(useUserStore.getState().user).toEqual(ana);
      expect(toasts()).toEqual([
        expect.objectContaining({
          title: 'Registration successful',
          description: 'Your account has been created!',
        }),
      ]);
    });
  });

  it('renders the shared not-found page for a path the portal does not have', async () => {
    await renderAt('/checkout/extra');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
