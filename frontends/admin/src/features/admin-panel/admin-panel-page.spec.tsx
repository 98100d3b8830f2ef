import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import {
  act,
  fireEvent,
  render as renderOnly,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import AdminApp from '../../remote-entry';
import { jsonResponse, mockApi } from '../../testing/render-section';
import { sectionSearch } from './section-link';

const HOME = {
  today: '2026-11-30',
  invoices: {
    overdue: {
      count: 2,
      balanceCents: 1_300_000,
      items: [
        {
          id: 7,
          number: 'INV-0007',
          client: 'Ana Pérez',
          dueDate: '2026-11-20',
          balanceCents: 1_000_000,
        },
      ],
    },
    dueSoon: { count: 0, balanceCents: 0, items: [] },
    dueSoonDays: 7,
  },
  approvals: {
    count: 1,
    items: [
      {
        id: 3,
        platform: 'linkedin',
        client: 'Ana Pérez',
        excerpt: 'Our autumn menu',
        since: '2026-11-29T12:00:00.000Z',
      },
    ],
  },
  messages: {
    count: 3,
    items: [
      {
        projectId: 4,
        project: 'Harbor site',
        client: 'Ana Pérez',
        unread: 3,
        latestAt: '2026-11-30T09:00:00.000Z',
      },
    ],
  },
  contacts: { count: 0, items: [] },
  failures: { failedMails: 2, failedJobs: 0, queues: 'up' },
  queueDashboardPath: '/admin/queues',
};

/** Rendered as the shell renders a remote: inside its query client (sections load lists). */
const render = (ui: ReactElement) =>
  renderOnly(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAdmin(path = '/admin') {
  mockApi({ 'GET /api/admin/home': () => jsonResponse(HOME) });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp />
      <Address />
    </MemoryRouter>,
  );
}

const SECTIONS = [
  'Home',
  'Contacts',
  'Clients',
  'Projects',
  'Billing',
  'Social',
  'Content',
  'Testimonials',
  'Mail',
  'Queues',
  'Services',
  'API tokens',
  'Webhooks',
  'Audit log',
];

describe('back-office', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('opens on the home, with every section in the side navigation', async () => {
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
  });

  it("shows today's figures as money and counts, each linking to its section", async () => {
    renderAdmin();
    const invoices = await screen.findByRole('region', { name: 'Invoices to follow up' });
    expect(invoices.textContent).toContain('2 invoices · $13,000.00 owed');
    expect(invoices.textContent).toContain('INV-0007 · Ana Pérez $10,000.00');
    expect(invoices.textContent).toContain('Due Nov 20, 2026');
    expect(invoices.textContent).toContain('0 invoices · $0.00 owed');
    const messages = screen.getByRole('region', { name: 'Unread client messages' });
    expect(messages.textContent).toContain('3 messages since the team last wrote');
    expect(messages.textContent).toContain('Harbor site · 3 new');
    expect(
      screen.getByRole('region', { name: 'Waiting for client approval' }).textContent,
    ).toContain('Ana Pérez · LinkedIn');
    const failures = screen.getByRole('region', { name: 'Failed mail and jobs' });
    expect(failures.textContent).toContain('2 messages failed');
    expect(
      within(failures).getByRole('link', { name: 'Open the queue dashboard' }).getAttribute('href'),
    ).toBe('/admin/queues');
    fireEvent.click(within(invoices).getByRole('link', { name: 'Open billing' }));
    // The navigation is a transition: it lands once the section's chunk has loaded.
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/admin?section=billing'),
    );
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('moves between sections by the navigation, keeping the section in the address', async () => {
    renderAdmin('/admin?section=mail');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mail diagnostics' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
  });

  it('opens and closes the section menu on a phone', async () => {
    renderAdmin();
    const menu = await screen.findByRole('button', { name: 'Section: Home' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contact submissions' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Section: Contacts' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('is translated to Spanish', async () => {
    renderAdmin();
    await screen.findByRole('region', { name: 'Invoices to follow up' });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel de administración');
    expect(screen.getByRole('link', { name: 'Facturación' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Facturas a seguir' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Facturas a seguir' }).textContent).toContain(
      '2 facturas · US$\u00a013.000,00 pendientes',
    );
  });
});

describe('back-office embedded in the dashboard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the navigation and sections a heading level down, keeping the tab in the address', async () => {
    document.title = 'Dashboard';
    mockApi({ 'GET /api/admin/home': () => jsonResponse(HOME) });
    render(
      <MemoryRouter initialEntries={['/dashboard?tab=admin']}>
        <AdminApp embedded />
        <Address />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Today' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Contacts' }));
    expect(screen.getByTestId('address').textContent).toBe('/dashboard?tab=admin&section=contacts');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Contact submissions' }),
    ).toBeTruthy();
    expect(document.title).toBe('Dashboard');
  });
});

describe('sectionSearch', () => {
  it('sets the section, drops it for the home, and keeps the other parameters', () => {
    expect(sectionSearch('', 'billing')).toBe('?section=billing');
    expect(sectionSearch('?tab=admin&section=mail', 'home')).toBe('?tab=admin');
    expect(sectionSearch('?section=mail', 'home')).toBe('');
  });
});
