import { sampleSiteConfig } from '@terrabridge/api-client/testing';
import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
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
import type { ProjectSummary } from '../projects/project-api';
import type { SocialPost } from '../social-media/social-media-api';
import { localDay } from './invoice-due';
import type { Overview } from './overview-api';
import { STATUS_GROUP } from '../../testing/status-groups';

const project = (id: number, status: ProjectSummary['status'], title: string): ProjectSummary => ({
  id,
  title,
  titleEs: `${title} ES`,
  description: 'About it',
  descriptionEs: null,
  status,
  statusGroup: STATUS_GROUP[status],
  progress: { in_progress: 50, completed: 100, planning: 20 }[status as 'planning'] ?? 0,
  startDate: null,
  endDate: null,
  image: null,
  category: null,
  categoryEs: null,
  client: null,
  nextMilestone: null,
  lastUpdateAt: null,
  createdAt: '2026-01-01T10:00:00Z',
});

const post = (id: number, platform: string, content: string, contentEs: string | null) =>
  ({
    id,
    platform,
    content,
    contentEs,
    hashtags: [],
    image: null,
    status: 'draft',
    draftedByTeam: false,
    reviewComment: null,
    decidedAt: null,
    scheduled: false,
    scheduledDate: null,
    remindedAt: null,
    postedAt: null,
    postedUrl: null,
    aiGenerated: true,
    createdAt: `2026-05-0${id}T15:00:00Z`,
    updatedAt: `2026-05-0${id}T15:00:00Z`,
    actions: ['edit', 'schedule', 'duplicate', 'delete'],
  }) satisfies SocialPost;

/** A calendar day `days` from the user's today. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDay(date);
};

const OVERVIEW: Overview = {
  projectCount: 4,
  socialPostCount: 1,
  invoiceCount: 3,
  recentProjects: [
    project(3, 'in_progress', 'Online store'),
    project(2, 'completed', 'Landing page'),
    project(1, 'planning', 'Brand refresh'),
  ],
  recentSocialPosts: [post(2, 'instagram', 'Trail season is here!', 'Llegó la temporada')],
  nextInvoice: {
    id: 9,
    number: 'INV-2026-0117',
    status: 'pending',
    dueDate: dayFromToday(21),
    amountDueCents: 185000,
  },
};

const figures = () => screen.getByRole('list', { name: /At a glance|De un vistazo/ });

describe('dashboard overview', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('shows the counts, linking to their tabs, and when the next invoice is due', async () => {
    mockApi({ '/api/user/overview': () => jsonResponse(OVERVIEW) });
    await renderAt('/dashboard');
    const links = within(await screen.findByRole('list', { name: 'At a glance' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Projects4',
      'Social post1',
      'Next invoiceDue in 21 days',
      'Pay',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard?tab=projects',
      '/dashboard?tab=social-media',
      '/dashboard?tab=billing',
      '/checkout?type=invoice&invoiceIds=9&amount=1850.00',
    ]);
    expect(links[3].getAttribute('aria-label')).toBe('Pay invoice INV-2026-0117');
    expect(figures().textContent).toContain('INV-2026-0117 · $1,850.00 · due');

    fireEvent.click(links[1]);
    expect(currentLocation()).toBe('/dashboard?tab=social-media');
    expect(screen.getByRole('tab', { name: 'Social Media' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it.each([
    [0, 'Due today'],
    [1, 'Due in 1 day'],
    [-1, 'Overdue by 1 day'],
    [-12, 'Overdue by 12 days'],
  ])('counts a due date %i days away from today as "%s"', async (days, text) => {
    mockApi({
      '/api/user/overview': () =>
        jsonResponse({
          ...OVERVIEW,
          nextInvoice: { ...OVERVIEW.nextInvoice, status: 'overdue', dueDate: dayFromToday(days) },
        }),
    });
    await renderAt('/dashboard');
    await screen.findByRole('list', { name: 'At a glance' });
    expect(within(figures()).getByRole('link', { name: `Next invoice ${text}` })).toBeTruthy();
  });

  it('says a new client has no invoices yet, and offers next steps for the empty lists', async () => {
    mockApi({
      '/api/user/overview': () =>
        jsonResponse({
          projectCount: 0,
          socialPostCount: 0,
          invoiceCount: 0,
          recentProjects: [],
          recentSocialPosts: [],
          nextInvoice: null,
        } satisfies Overview),
      '/api/site': () => jsonResponse(sampleSiteConfig()),
    });
    await renderAt('/dashboard');
    await screen.findByRole('list', { name: 'At a glance' });
    expect(
      within(figures()).getByRole('link', { name: 'Next invoice No invoices yet' }),
    ).toBeTruthy();
    expect(figures().textContent).toContain('Invoices for your projects will show here.');
    expect(figures().textContent).not.toContain('paid');
    expect(within(figures()).queryByRole('link', { name: /^Pay/ })).toBeNull();
    expect(screen.getByText(/You have no projects with us yet/)).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: /Book a free consultation/ })).getAttribute('href'),
    ).toBe('https://cal.terrabridge.example/free-consultation');
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(screen.getByText(/You have no social posts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a post' }).getAttribute('href')).toBe(
      '/dashboard?tab=social-media&view=generator',
    );
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('says every invoice is paid to a client who owes nothing', async () => {
    mockApi({ '/api/user/overview': () => jsonResponse({ ...OVERVIEW, nextInvoice: null }) });
    await renderAt('/dashboard');
    await screen.findByRole('list', { name: 'At a glance' });
    expect(within(figures()).getByRole('link', { name: 'Next invoice All paid' })).toBeTruthy();
    expect(figures().textContent).toContain('Every invoice is paid.');
  });

  it('opens, approves or sends back a post waiting for approval', async () => {
    const waiting = {
      ...post(2, 'instagram', 'Trail season is here!', null),
      status: 'awaiting_approval',
      draftedByTeam: true,
      actions: ['approve', 'requestChanges'],
    } satisfies SocialPost;
    let posts: SocialPost[] = [waiting];
    const fetchMock = mockApi({
      '/api/user/overview': () => jsonResponse({ ...OVERVIEW, recentSocialPosts: posts }),
      '/api/social-media/2/approve': (init) => {
        expect(init?.method).toBe('POST');
        posts = [{ ...waiting, status: 'approved', actions: ['schedule', 'delete'] }];
        return jsonResponse(posts[0]);
      },
    });
    await renderAt('/dashboard');
    const group = await screen.findByRole('group', {
      name: 'Actions for the Instagram post of May 2, 2026',
    });
    expect(within(group).getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe(
      '/dashboard?tab=social-media&post=2',
    );
    expect(
      within(group).getByRole('button', {
        name: 'Request changes to the Instagram post of May 2, 2026',
      }),
    ).toBeTruthy();
    expect(within(group).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await act(async () => {
      fireEvent.click(
        within(group).getByRole('button', { name: 'Approve the Instagram post of May 2, 2026' }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/social-media/2/approve?lang=en',
    );
    expect(screen.getByRole('button', { name: /^Delete the Instagram post/ })).toBeTruthy();
  });

  it('lists the newest projects as cards that open their page', async () => {
    mockApi({ '/api/user/overview': () => jsonResponse(OVERVIEW) });
    await renderAt('/dashboard');
    const list = await screen.findByRole('list', { name: 'Recent projects' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/projects/3',
      '/dashboard/projects/2',
      '/dashboard/projects/1',
    ]);
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(within(list).getByText('In progress')).toBeTruthy();
    expect(
      within(list)
        .getByRole('progressbar', { name: 'Progress of Online store' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.getByRole('link', { name: 'See all projects' }).getAttribute('href')).toBe(
      '/dashboard?tab=projects',
    );
  });

  it("shows each post in the reader's language, falling back to the other", async () => {
    mockApi({
      '/api/user/overview': () =>
        jsonResponse({
          ...OVERVIEW,
          recentSocialPosts: [
            post(2, 'instagram', 'Trail season is here!', 'Llegó la temporada'),
            post(1, 'twitter', 'Only in English', null),
          ],
        }),
    });
    await renderAt('/dashboard');
    const list = await screen.findByRole('list', { name: 'Recent social posts' });
    expect(within(list).getByText('Trail season is here!')).toBeTruthy();
    expect(within(list).getByText('Instagram')).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    const spanish = screen.getByRole('list', { name: 'Publicaciones recientes' });
    expect(within(spanish).getByText('Llegó la temporada')).toBeTruthy();
    expect(within(spanish).getByText('Only in English')).toBeTruthy();
    expect(within(spanish).getByText('2 de mayo de 2026')).toBeTruthy();
    expect(
      within(spanish).getByRole('button', {
        name: 'Eliminar la publicación de Twitter del 1 de mayo de 2026',
      }),
    ).toBeTruthy();
  });

  it('deletes a post only once the user confirms, then reloads the Overview', async () => {
    let posts = [
      post(2, 'instagram', 'Trail season is here!', null),
      post(1, 'linkedin', 'We now ship to Uruguay', null),
    ];
    const fetchMock = mockApi({
      '/api/user/overview': () =>
        jsonResponse({ ...OVERVIEW, socialPostCount: posts.length, recentSocialPosts: posts }),
      '/api/social-media/2': (init) => {
        expect(init?.method).toBe('DELETE');
        posts = posts.filter((item) => item.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    await renderAt('/dashboard');
    const deleteButton = await screen.findByRole('button', {
      name: 'Delete the Instagram post of May 2, 2026',
    });

    // Cancel keeps it.
    fireEvent.click(deleteButton);
    let dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog.textContent).toContain('The Instagram post of May 2, 2026 will be removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(deleteButton);
    dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    });
    await waitFor(() => expect(screen.queryByText('Trail season is here!')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('We now ship to Uruguay')).toBeTruthy();
    expect(within(figures()).getByRole('link', { name: 'Social post 1' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/social-media/2?lang=en',
    );
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Post deleted',
      variant: 'success',
    });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Recent social posts' }),
    );
  });

  it('keeps the dialog open with the reason when a deletion fails', async () => {
    mockApi({
      '/api/user/overview': () => jsonResponse(OVERVIEW),
      '/api/social-media/2': () => errorResponse(500, 'Something broke'),
    });
    await renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /^Delete the Instagram post/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The post could not be deleted: Something broke',
    );
    expect(screen.getByText('Trail season is here!')).toBeTruthy();
  });

  it('shows a loading state, then an error with a retry that loads it', async () => {
    let answer: () => Response = () => errorResponse(503, 'Down for a moment');
    mockApi({ '/api/user/overview': () => answer() });
    await renderAt('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your overview could not be loaded');
    expect(alert.textContent).toContain('Down for a moment');
    // The account details stay whatever happens to the rest.
    expect(screen.getByRole('tabpanel').textContent).toContain('ana@example.com');

    answer = () => jsonResponse(OVERVIEW);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'At a glance' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a skeleton while the overview loads', async () => {
    mockApi({ '/api/user/overview': () => new Promise<Response>(() => undefined) });
    await renderAt('/dashboard');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading your overview…');
  });

  it('is translated to Spanish, with plural forms', async () => {
    mockApi({
      '/api/user/overview': () =>
        jsonResponse({
          ...OVERVIEW,
          projectCount: 1,
          socialPostCount: 2,
          nextInvoice: { ...OVERVIEW.nextInvoice, dueDate: dayFromToday(-3) },
        }),
    });
    await act(() => i18n.changeLanguage('es'));
    await renderAt('/dashboard?lang=es');
    const list = await screen.findByRole('list', { name: 'De un vistazo' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Proyecto1', 'Publicaciones2', 'Próxima facturaVenció hace 3 días', 'Pagar']);
    expect(within(list).getAllByRole('link')[0].getAttribute('href')).toBe(
      '/dashboard?lang=es&tab=projects',
    );
    // Overdue: the due date is in the past tense.
    expect(list.textContent).toContain('INV-2026-0117 · US$\u00a01.850,00 · venció el');
    expect(within(list).getByRole('link', { name: 'Pagar la factura INV-2026-0117' })).toBeTruthy();
  });
});
