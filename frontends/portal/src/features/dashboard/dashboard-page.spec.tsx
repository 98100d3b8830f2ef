import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { RemoteSlotProvider, type RemoteSlotProps } from '@terrabridge/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PortalApp from '../../remote-entry';
import { currentLocation, renderAt } from '../../testing/render-at';

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Dashboard sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const panelHeading = () =>
  within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 }).textContent;

describe('dashboard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('greets the user by full name and opens on the Overview with the account details', async () => {
    useUserStore.setState({
      user: sampleUser({ phone: '+598 99 123 456', language: 'es' }),
      loading: false,
    });
    await renderAt('/dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ana López');
    expect(tabNames()).toEqual([
      'Overview',
      'Projects',
      'Social Media',
      'Billing',
      'Analytics',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('ana@example.com');
    expect(panel.textContent).toContain('Not verified');
    expect(panel.textContent).toContain('Spanish');
    expect(panel.textContent).toContain('+598 99 123 456');
    expect(panel.textContent).toContain('January 5, 2026');
    expect(within(panel).queryByRole('button', { name: /resend/i })).toBeNull();
  });

  it('greets by username when there is no full name', async () => {
    useUserStore.setState({
      user: sampleUser({ firstName: null, lastName: null, fullName: null, emailVerified: true }),
      loading: false,
    });
    await renderAt('/dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, ana.lopez');
    expect(screen.getByRole('tabpanel').textContent).toContain('Verified');
  });

  it('moves between one active tab at a time with the keyboard', async () => {
    useUserStore.setState({ user: sampleUser(), loading: false });
    await renderAt('/dashboard');
    const overview = screen.getByRole('tab', { name: 'Overview' });
    fireEvent.keyDown(overview, { key: 'ArrowDown' });
    expect(panelHeading()).toBe('Projects');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Projects' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(panelHeading()).toBe('Settings');
    expect(screen.getByRole('tabpanel').textContent).toContain(
      'Your profile, password, email and signed-in devices.',
    );
    expect(currentLocation()).toBe('/dashboard?tab=settings');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(panelHeading()).toBe('Analytics');
    // The tab's panel is a chunk of its own: let it arrive before moving on.
    await act(() => import('../analytics/analytics-panel'));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(panelHeading()).toBe('Billing');
    expect(screen.getByRole('tabpanel').textContent).toContain('pay pending ones');
    // So is the Billing tab's, with its sub-tabs.
    await act(() => import('../billing/billing-panel'));
    expect(await screen.findByRole('tablist', { name: 'Invoices' })).toBeTruthy();
  });

  it('never shows the Admin Panel tab to a client, even when asked for', async () => {
    useUserStore.setState({ user: sampleUser({ role: 'user' }), loading: false });
    await renderAt('/dashboard?tab=admin');
    expect(tabNames()).not.toContain('Admin Panel');
    expect(panelHeading()).toBe('Overview');
  });

  it('shows an admin the Admin Panel tab with the admin remote from the shell', async () => {
    useUserStore.setState({ user: sampleUser({ role: 'admin' }), loading: false });
    const slots: string[] = [];
    const renderSlot = ({ name }: RemoteSlotProps) => {
      slots.push(name);
      return <p>Admin remote content</p>;
    };
    await act(async () => {
      render(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <RemoteSlotProvider value={renderSlot}>
              <PortalApp />
            </RemoteSlotProvider>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    expect(tabNames()).toContain('Admin Panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Admin Panel' }));
    expect(panelHeading()).toBe('Admin Panel');
    expect(screen.getByText('Admin remote content')).toBeTruthy();
    expect(slots).toContain('admin');
  });

  it('links to /admin when no shell provides the admin remote', async () => {
    useUserStore.setState({ user: sampleUser({ role: 'admin' }), loading: false });
    await renderAt('/dashboard?tab=admin');
    expect(panelHeading()).toBe('Admin Panel');
    expect(screen.getByRole('link', { name: 'Open the admin panel' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('is translated to Spanish', async () => {
    useUserStore.setState({ user: sampleUser(), loading: false });
    await renderAt('/dashboard');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hola, Ana López');
    expect(screen.getByRole('tab', { name: 'Resumen' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('5 de enero de 2026');
  });
});
