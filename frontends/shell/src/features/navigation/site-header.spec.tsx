import { queryClientWithSite } from '@terrabridge/api-client/testing';
import { useLanguageStore, useThemeStore, useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { useToastStore } from '@terrabridge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SiteHeader } from './site-header';

const ana = sampleUser();

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  return render(
    <QueryClientProvider client={queryClientWithSite()}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  beforeEach(async () => {
    localStorage.clear();
    useToastStore.setState({ toasts: [] });
    useUserStore.setState({ user: null, loading: false });
    useThemeStore.getState().setTheme('light');
    await useLanguageStore.getState().setLanguage('en');
  });

  it('shows every navigation link and marks the current route', () => {
    renderHeader('/services');
    const nav = mainNav();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace('(opens in a new tab)', '').trim());
    expect(names).toEqual(['Home', 'Services', 'Projects', 'About Us', 'Contact', 'Blog', 'Stock']);
    expect(within(nav).getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('highlights Home only on the home page', () => {
    renderHeader('/');
    expect(within(mainNav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens the sister stock site in a new tab over https', () => {
    renderHeader();
    const stock = within(mainNav()).getByRole('link', { name: /Stock/ });
    expect(stock.getAttribute('href')).toBe('https://stock.terrabridge.example/');
    expect(stock.getAttribute('target')).toBe('_blank');
    expect(stock.getAttribute('rel')).toContain('noopener');
  });

  it('offers Login when signed out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the avatar initial, first name, Dashboard and Logout when signed in', () => {
    useUserStore.setState({ user: ana, loading: false });
    renderHeader();
    const account = screen.getByRole('group', { name: 'Account' });
    expect(account.textContent).toContain('A');
    expect(within(account).getByText('Ana')).toBeTruthy();
    expect(within(account).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('falls back to the username without a first name', () => {
    useUserStore.setState({ user: { ...ana, firstName: null }, loading: false });
    renderHeader();
    expect(
      within(screen.getByRole('group', { name: 'Account' })).getByText('ana.lopez'),
    ).toBeTruthy();
  });

  it('logs out through the API and returns to the signed-out view', async () => {
    useUserStore.setState({ user: ana, loading: false });
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderHeader('/services');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout?lang=en',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(useUserStore.getState().user).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('confirms the logout with a toast', async () => {
    useUserStore.setState({ user: ana, loading: false });
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response('{"message":"You have been logged out successfully"}'),
      ) as typeof fetch;
    renderHeader();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Logged out',
        description: 'You have been logged out successfully.',
        variant: 'success',
      }),
    ]);
  });

  it('keeps the user signed in when logout fails and shows the server message', async () => {
    useUserStore.setState({ user: ana, loading: false });
    globalThis.fetch = jest.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 503,
          message: 'Session store unavailable',
          error: 'Service Unavailable',
        }),
        { status: 503 },
      ),
    ) as typeof fetch;
    renderHeader();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(useUserStore.getState().user).toEqual(ana);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Logout failed',
        description: 'Session store unavailable',
        variant: 'destructive',
      }),
    ]);
  });

  it('follows sign-in and sign-out without a reload', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    act(() => useUserStore.getState().setUser(ana));
    expect(within(screen.getByRole('group', { name: 'Account' })).getByText('Ana')).toBeTruthy();
    act(() => useUserStore.getState().clearUser());
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('opens the mobile menu and closes it on navigation', () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.hidden).toBe(true);
    // Closed, it holds nothing: its links are rendered as it opens.
    expect(menu?.childElementCount).toBe(0);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.hidden).toBe(false);

    fireEvent.click(within(menu as HTMLElement).getByRole('link', { name: 'About Us' }));
    expect(screen.getByTestId('path').textContent).toBe('/about');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.hidden).toBe(true);
    expect(menu?.childElementCount).toBe(0);
  });

  it('closes the mobile menu with Escape and returns focus to the button', () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('switches the language from the EN/ES toggle', async () => {
    renderHeader('/');
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'ES' }));

    expect(localStorage.getItem('language')).toBe('es');
    // The header changes language once the Spanish texts are in.
    const navigation = await screen.findByRole('navigation', { name: 'Principal' });
    expect(document.documentElement.lang).toBe('es');
    expect(within(navigation).getByRole('link', { name: 'Servicios' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
  });

  it('switches to the dark theme from the toggle', () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
