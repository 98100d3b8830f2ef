import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, render as renderOnly, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import AdminApp from '../../remote-entry';

/** Rendered as the shell renders a remote: inside its query client (sections load lists). */
const render = (ui: ReactElement) =>
  renderOnly(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

function renderAdmin() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminApp />
    </MemoryRouter>,
  );
}

describe('admin panel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists the sections and shows the contacts panel first', async () => {
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Contacts',
      'Testimonials',
      'Projects',
      'Billing',
      'Clients',
      'Content',
      'Social',
      'Services',
      'Mail',
      'Queues',
      'Audit log',
    ]);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading').textContent).toBe(
      'Contact submissions',
    );
  });

  it('switches panels', async () => {
    renderAdmin();
    fireEvent.click(await screen.findByRole('tab', { name: 'Mail' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('heading')[0].textContent).toBe('Mail diagnostics');
    expect(panel.textContent).toContain('Send a test message');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('is translated to Spanish', async () => {
    renderAdmin();
    await screen.findByRole('tablist');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel de administración');
    expect(screen.getByRole('tab', { name: 'Facturación' })).toBeTruthy();
  });
});

describe('admin panel embedded in the dashboard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows only the sections, a heading level down, whatever the path', async () => {
    document.title = 'Dashboard';
    render(
      <MemoryRouter initialEntries={['/dashboard?tab=admin']}>
        <AdminApp embedded />
      </MemoryRouter>,
    );
    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(11);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Contact submissions' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    expect(document.title).toBe('Dashboard');
  });
});
