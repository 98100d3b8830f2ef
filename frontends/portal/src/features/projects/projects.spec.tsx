import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, jsonResponse, mockApi, renderAt } from '../../testing/render-at';
import type { ProjectDetail, ProjectSummary } from './project-api';
import { STATUS_GROUP } from '../../testing/status-groups';

const summary = (id: number, status: ProjectSummary['status'], title: string): ProjectSummary => ({
  id,
  title,
  titleEs: `${title} ES`,
  description: 'About it',
  descriptionEs: null,
  status,
  statusGroup: STATUS_GROUP[status],
  progress: { pending: 0, planning: 20, in_progress: 50, review: 80, completed: 100 }[
    status as 'pending'
  ],
  startDate: '2026-01-05',
  endDate: '2026-03-06',
  image: null,
  category: null,
  categoryEs: null,
  client: null,
  nextMilestone: null,
  lastUpdateAt: '2026-02-01T10:00:00Z',
  createdAt: '2026-01-01T10:00:00Z',
});

const PROJECTS = [
  summary(1, 'pending', 'Brand refresh'),
  summary(2, 'planning', 'Booking system'),
  summary(3, 'review', 'Online store'),
  summary(4, 'completed', 'Landing page'),
];

const detail: ProjectDetail = {
  ...summary(3, 'review', 'Online store'),
  milestones: [
    {
      id: 2,
      title: 'Launch',
      titleEs: 'Lanzamiento',
      description: null,
      descriptionEs: null,
      dueDate: '2026-04-01',
      status: 'pending',
      completedAt: null,
      sortOrder: 2,
      overdue: false,
    },
    {
      id: 1,
      title: 'Design',
      titleEs: 'Diseño',
      description: null,
      descriptionEs: null,
      dueDate: '2026-02-01',
      status: 'in_progress',
      completedAt: null,
      sortOrder: 1,
      overdue: true,
    },
  ],
  updates: { items: [], nextCursor: null },
  comments: { items: [], nextCursor: null },
} as ProjectDetail;

const tabpanelOf = (name: string) =>
  screen
    .getAllByRole('tabpanel')
    .find((panel) => panel.getAttribute('aria-labelledby')?.includes(name));

describe('projects', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('keeps the open tab and filter in the URL and counts planning and review as in progress', async () => {
    mockApi({ '/api/user/projects?': () => jsonResponse({ items: PROJECTS, nextCursor: null }) });
    await renderAt('/dashboard');
    fireEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(currentLocation()).toBe('/dashboard?tab=projects');
    const filters = await screen.findByRole('tablist', { name: 'Filter projects by status' });
    fireEvent.click(within(filters).getByRole('tab', { name: 'In Progress (2)' }));
    expect(currentLocation()).toBe('/dashboard?tab=projects&filter=in_progress');
    const links = within(tabpanelOf('in_progress') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Booking system', 'Online store']);
    expect(links[1].getAttribute('href')).toBe('/dashboard/projects/3');
    expect(screen.getByText('Planning')).toBeTruthy();
    expect(screen.getByText('Review')).toBeTruthy();
  });

  it('shows the milestones of a project in plan order, overdue marked, in Spanish', async () => {
    mockApi({
      '/api/user/projects/3/files': () => jsonResponse({ items: [], nextCursor: null }),
      '/api/user/projects/3/comments': () => jsonResponse({ items: [], nextCursor: null }),
      '/api/user/projects/3': () => jsonResponse(detail),
    });
    await act(() => i18n.changeLanguage('es'));
    await renderAt('/dashboard/projects/3');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Online store ES');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Diseño', 'Lanzamiento']);
    expect(screen.getByText('Atrasado')).toBeTruthy();
    expect(screen.getByText('60 días (2 meses)')).toBeTruthy();
  });

  it('shows older updates on request, after the newest page', async () => {
    const update = (id: number, content: string) => ({
      id,
      content,
      contentEs: null,
      isPublic: true,
      author: { id: 1, name: 'Mateo Silva', team: true },
      attachments: [],
      createdAt: '2026-02-01T10:00:00Z',
    });
    const fetchMock = mockApi({
      '/api/user/projects/3/files': () => jsonResponse({ items: [], nextCursor: null }),
      '/api/user/projects/3/comments': () => jsonResponse({ items: [], nextCursor: null }),
      '/api/user/projects/3/updates?cursor=c1': () =>
        jsonResponse({ items: [update(1, 'Kick-off held')], nextCursor: null }),
      '/api/user/projects/3': () =>
        jsonResponse({
          ...detail,
          updates: { items: [update(2, 'Designs ready')], nextCursor: 'c1' },
        }),
    });
    await renderAt('/dashboard/projects/3');
    await screen.findByText('Designs ready');
    fireEvent.click(screen.getByRole('button', { name: 'Show older updates' }));
    await screen.findByText('Kick-off held');
    expect(screen.queryByRole('button', { name: 'Show older updates' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/user/projects/3/updates?cursor=c1',
    );
  });

  it('shows the not-found page when the API answers 404', async () => {
    mockApi({
      '/api/user/projects/9': () =>
        jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404),
    });
    await renderAt('/dashboard/projects/9');
    await waitFor(() => expect(screen.getByText('404 Page Not Found')).toBeTruthy());
  });
});
