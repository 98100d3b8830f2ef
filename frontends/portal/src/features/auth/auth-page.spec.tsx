import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import PortalApp from '../../remote-entry';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAuth() {
  return render(
    <MemoryRouter initialEntries={['/auth']}>
      <PortalApp />
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('auth page', () => {
  beforeEach(async () => {
    useUserStore.setState({ user: null, loading: false });
    await i18n.changeLanguage('en');
  });

  it('switches between the login and register tabs with the mouse and the keyboard', async () => {
    renderAuth();
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

  it('lists the three benefits of an account', async () => {
    renderAuth();
    const benefits = await screen.findByRole('list', { name: 'Benefits of an account' });
    expect(
      within(benefits)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Professional web design', 'AI-powered marketing', 'Client dashboard']);
  });

  it('sends a signed-in user home', async () => {
    useUserStore.setState({
      user: { id: 1, username: 'ana.lopez', role: 'user' },
      loading: false,
    });
    renderAuth();
    expect((await screen.findByTestId('path')).textContent).toBe('/');
  });

  it('renders the shared not-found page for a portal route not built yet', async () => {
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <PortalApp />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
