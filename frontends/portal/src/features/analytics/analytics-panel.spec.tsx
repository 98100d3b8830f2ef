import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { errorResponse, jsonResponse, mockApi, renderAt } from '../../testing/render-at';
import type { BillingFigures, ProjectFigures, SocialFigures } from './analytics-api';

const PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;
const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const PROJECTS: ProjectFigures = {
  byGroup: [
    { group: 'pending', projects: 0 },
    { group: 'in_progress', projects: 3 },
    { group: 'completed', projects: 1 },
    { group: 'archived', projects: 0 },
  ],
  milestones: { onTime: 3, late: 1, overdueOpen: 2 },
  projects: [
    {
      id: 1,
      title: 'Online store',
      titleEs: 'Tienda en línea',
      status: 'in_progress',
      statusGroup: 'in_progress',
      progress: 60,
      daysSinceUpdate: 1,
    },
    {
      id: 2,
      title: 'Brand refresh',
      titleEs: null,
      status: 'planning',
      statusGroup: 'in_progress',
      progress: 20,
      daysSinceUpdate: null,
    },
    {
      id: 3,
      title: 'Booking system',
      titleEs: 'Reservas',
      status: 'completed',
      statusGroup: 'completed',
      progress: 100,
      daysSinceUpdate: 12,
    },
  ],
};

const social = (posts: Partial<Record<string, number[]>>): SocialFigures => {
  const months = MONTHS.map((month, index) => ({
    month,
    platforms: PLATFORMS.map((platform) => ({ platform, posts: posts[platform]?.[index] ?? 0 })),
  }));
  return {
    months,
    totalPosts: months.reduce(
      (sum, month) => sum + month.platforms.reduce((inner, row) => inner + row.posts, 0),
      0,
    ),
  };
};

const billing = (open: number, paid: number): BillingFigures => ({
  months: MONTHS.map((month, index) => ({
    month,
    paidCents: index === 10 ? paid : 0,
    outstandingCents: index === 11 ? open : 0,
    invoices: (index === 10 && paid > 0 ? 1 : 0) + (index === 11 && open > 0 ? 1 : 0),
  })),
  paidCents: paid,
  outstandingCents: open,
  invoices: (paid > 0 ? 1 : 0) + (open > 0 ? 1 : 0),
});

const EMPTY_PROJECTS: ProjectFigures = {
  byGroup: PROJECTS.byGroup.map((row) => ({ ...row, projects: 0 })),
  milestones: { onTime: 0, late: 0, overdueOpen: 0 },
  projects: [],
};

/** The cells of a table's row, after its header. */
function row(table: HTMLElement, header: string): string[] {
  const rowHeader = within(table).getByRole('rowheader', { name: header });
  return within(rowHeader.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('analytics tab', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver; the charts only need one to exist.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  beforeEach(async () => {
    // Nor layout: a chart's box reports the size a card gives it in a browser.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('recharts-responsive-container')
        ? DOMRect.fromRect({ width: 600, height: 240 })
        : measure.call(this);
    });
    useUserStore.setState({ user: sampleUser(), loading: false });
    await i18n.changeLanguage('en');
  });

  it('gives every chart its figures as a table, which can be shown instead of the chart', async () => {
    mockApi({
      '/api/user/analytics/projects': () => jsonResponse(PROJECTS),
      '/api/user/analytics/social': () =>
        jsonResponse(social({ instagram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1], linkedin: [1] })),
      '/api/user/analytics/billing': () => jsonResponse(billing(185000, 48000)),
    });
    await renderAt('/dashboard?tab=analytics');

    const status = await screen.findByRole('table', { name: 'Projects by status' });
    // Grouped as the projects filter groups them: planning counts as in progress.
    expect(row(status, 'In Progress')).toEqual(['3']);
    expect(row(status, 'Archived')).toEqual(['0']);
    const milestones = screen.getByRole('table', { name: 'Milestones on time and late' });
    expect(row(milestones, 'Done on time')).toEqual(['3']);
    expect(row(milestones, 'Done late')).toEqual(['1']);
    expect(row(milestones, 'Open, past due')).toEqual(['2']);
    const activity = screen.getByRole('table', { name: 'Days since the last update' });
    expect(
      within(activity)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Booking system', 'Online store', 'Brand refresh']);
    expect(row(activity, 'Online store')).toEqual(['In progress', '60%', '1 day']);
    expect(row(activity, 'Brand refresh')).toEqual(['Planning', '20%', 'No updates yet']);

    const posts = screen.getByRole('table', { name: 'Posts per platform' });
    expect(
      within(posts)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'X (Twitter)', 'Facebook', 'Instagram', 'LinkedIn', 'Total']);
    expect(row(posts, 'October 2026')).toEqual(['0', '0', '2', '0', '2']);
    expect(row(posts, 'December 2025')).toEqual(['0', '0', '0', '1', '1']);
    expect(row(posts, 'Last 12 months')).toEqual(['0', '0', '3', '1', '4']);
    expect(screen.getByText('4 posts in the last 12 months')).toBeTruthy();

    const money = screen.getByRole('table', { name: 'Paid and outstanding' });
    expect(row(money, 'November 2026')).toEqual(['$0.00', '$1,850.00']);
    expect(row(money, 'Last 12 months')).toEqual(['$480.00', '$1,850.00']);
    expect(screen.getByText('Paid $480.00 · Outstanding $1,850.00')).toBeTruthy();

    // Until asked for, the table is for screen readers and the chart for the eyes.
    const card = screen.getByRole('region', { name: 'Projects by status' });
    expect(status.closest('.sr-only')).not.toBeNull();
    const chart = card.querySelector('[aria-hidden="true"]');
    expect(chart?.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);
    const toggle = within(card).getByRole('button', { name: 'Show as table' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const shown = within(card).getByRole('table', { name: 'Projects by status' });
    expect(shown.closest('.sr-only')).toBeNull();
    expect(card.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('says what each card will count when there is nothing yet, in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      '/api/user/analytics/projects': () => jsonResponse(EMPTY_PROJECTS),
      '/api/user/analytics/social': () => jsonResponse(social({})),
      '/api/user/analytics/billing': () => jsonResponse(billing(0, 0)),
    });
    await renderAt('/dashboard?tab=analytics');

    expect(
      await screen.findByText(
        'Todavía no tienes proyectos. Cuando empecemos a trabajar juntos, aparecerán aquí.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Todavía no hay hitos completados ni vencidos.')).toBeTruthy();
    expect(
      screen.getByText(
        'Todavía no tienes publicaciones. Aquí se cuentan las que guardes en Redes sociales.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Todavía no tienes facturas.')).toBeTruthy();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Ver como tabla' })).toHaveLength(0);
  });

  it('shows which figures failed and loads them again on retry', async () => {
    let socialCalls = 0;
    mockApi({
      '/api/user/analytics/projects': () => jsonResponse(PROJECTS),
      '/api/user/analytics/social': () =>
        ++socialCalls === 1
          ? errorResponse(500, 'Internal server error')
          : jsonResponse(social({ twitter: [1] })),
      '/api/user/analytics/billing': () => jsonResponse(billing(0, 0)),
    });
    await renderAt('/dashboard?tab=analytics');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The figures of your posts could not be loaded');
    // The other figures are there all the same.
    expect(screen.getByRole('table', { name: 'Projects by status' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('1 post in the last 12 months')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
