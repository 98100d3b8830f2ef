import '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loadRemoteModule } from '../remotes/remote-loader';
import { RouteGuard } from './route-guard';
import { ShellRoutes } from './shell-routes';

jest.mock('../remotes/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const loadRemoteModuleMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderGuarded(path: string, access: 'public' | 'user' | 'admin') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth" element={<p>Sign-in page</p>} />
        <Route path="/" element={<p>Home page</p>} />
        <Route
          path="*"
          element={
            <RouteGuard access={access}>
              <p>Protected content</p>
            </RouteGuard>
          }
        />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('RouteGuard', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, loading: false });
  });

  it('shows a spinner while the user is loading', () => {
    useUserStore.setState({ user: null, loading: true });
    renderGuarded('/dashboard', 'user');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(location()).toBe('/dashboard');
  });

  it('sends a signed-out visitor to /auth with the page to come back to', () => {
    renderGuarded('/checkout?serviceId=3', 'user');
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(location()).toBe('/auth?next=/checkout%3FserviceId%3D3');
    expect(screen.getByText('Sign-in page')).toBeTruthy();
  });

  it('sends an admin who must set up two-factor sign-in to Settings before anything else', () => {
    useUserStore.setState({
      user: sampleUser({ role: 'admin', twoFactorEnrolmentRequired: true }),
      loading: false,
    });
    renderGuarded('/admin/clients', 'admin');
    // (Settings is, in this test, the same guarded placeholder.)
    expect(location()).toBe('/dashboard?tab=settings');
  });

  it('lets the admin reach the set-up itself', () => {
    useUserStore.setState({
      user: sampleUser({ role: 'admin', twoFactorEnrolmentRequired: true }),
      loading: false,
    });
    renderGuarded('/dashboard?tab=settings', 'user');
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('decides once the user has loaded', () => {
    useUserStore.setState({ user: null, loading: true });
    renderGuarded('/payment-success', 'user');
    act(() => useUserStore.getState().setUser(sampleUser()));
    expect(screen.getByText('Protected content')).toBeTruthy();
    expect(location()).toBe('/payment-success');
  });

  it('lets a signed-in user through', () => {
    useUserStore.setState({ user: sampleUser(), loading: false });
    renderGuarded('/dashboard', 'user');
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('sends a signed-out visitor of /admin to sign in first', () => {
    renderGuarded('/admin', 'admin');
    expect(location()).toBe('/auth?next=/admin');
  });

  it('sends a signed-in non-admin home from /admin', () => {
    useUserStore.setState({ user: sampleUser({ role: 'user' }), loading: false });
    renderGuarded('/admin', 'admin');
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(location()).toBe('/');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('lets an admin through to /admin', () => {
    useUserStore.setState({ user: sampleUser({ role: 'admin' }), loading: false });
    renderGuarded('/admin', 'admin');
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('never waits for the user on a public route', () => {
    useUserStore.setState({ user: null, loading: true });
    renderGuarded('/payment-success', 'public');
    expect(screen.getByText('Protected content')).toBeTruthy();
  });
});

describe('ShellRoutes', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('does not load the remote of a protected route for a signed-out visitor', async () => {
    useUserStore.setState({ user: null, loading: false });
    loadRemoteModuleMock.mockResolvedValue({ default: () => <h1>Portal</h1> });
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/admin']}>
          <ShellRoutes />
          <CurrentLocation />
        </MemoryRouter>,
      );
    });
    expect(location()).toBe('/auth?next=/admin');
    expect(loadRemoteModuleMock).not.toHaveBeenCalledWith('admin', expect.anything());
    expect(await screen.findByRole('heading', { name: 'Portal' })).toBeTruthy();
  });
});
