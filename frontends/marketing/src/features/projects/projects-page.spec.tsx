import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderAt, sampleProject } from './testing';

const PROJECTS = [
  sampleProject({
    id: 1,
    title: 'Dental Booking Website',
    titleEs: 'Sitio web con reservas dentales',
    description: 'Online booking for a dental practice.\nMore details.',
    descriptionEs: 'Reservas en línea para una clínica dental.\nMás detalles.',
    status: 'completed',
    image: null,
    gallery: [],
  }),
  sampleProject({ id: 2, title: 'Order Automation', titleEs: null, status: 'in_progress' }),
  sampleProject({
    id: 3,
    title: 'Brand Refresh',
    titleEs: 'Renovación de marca',
    status: 'review',
  }),
];

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/projects', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a spinner while loading, then a card per project', async () => {
    let answer!: (response: Response) => void;
    mockApi({ '/api/projects': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderAt('/projects');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Projects that move businesses forward',
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await act(async () => answer(jsonResponse(PROJECTS)));
    await screen.findByRole('list');
    expect(cardTitles()).toEqual(['Dental Booking Website', 'Order Automation', 'Brand Refresh']);
    expect(screen.getByRole('status').textContent).toBe('Showing 3 projects');
    // The first card's image is the largest paint on a phone: fetched first, never lazy.
    const images = screen.getByRole('list').querySelectorAll('img');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[1].getAttribute('fetchpriority')).toBeNull();
    // The next ones load as they come near: on a phone, below the fold.
    expect(images[1].getAttribute('loading')).toBe('lazy');
    expect(document.title).toBe('Projects | TerraBridge Digital');
  });

  it('shows the image (stock when missing), status, first line and a link on each card', async () => {
    mockApi({ '/api/projects': jsonResponse(PROJECTS) });
    await renderAt('/projects');
    await screen.findByRole('list');
    const card = screen.getByRole('heading', { name: 'Dental Booking Website' }).closest('article');
    if (!card) throw new Error('no card');
    const image = within(card).getByRole('img', { name: 'Dental Booking Website' });
    expect(image.getAttribute('src')).toBe('/images/site/project-stock-1.jpg');
    expect(image.getAttribute('width')).toBe('1600');
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByText('Online booking for a dental practice.')).toBeTruthy();
    expect(within(card).queryByText(/More details/)).toBeNull();
    const link = within(card).getByRole('link', {
      name: /^View Details\W+Dental Booking Website$/,
    });
    expect(link.getAttribute('href')).toBe('/projects/1');
  });

  it('filters by a part of the title and by status, with an empty state', async () => {
    mockApi({ '/api/projects': jsonResponse(PROJECTS) });
    await renderAt('/projects');
    await screen.findByRole('list');
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'In progress', 'In review', 'Completed']);

    fireEvent.change(search, { target: { value: 'ORDER' } });
    expect(cardTitles()).toEqual(['Order Automation']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 project');

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(status, { target: { value: 'review' } });
    expect(cardTitles()).toEqual(['Brand Refresh']);

    fireEvent.change(search, { target: { value: 'dental' } });
    expect(screen.getByRole('heading', { level: 2, name: 'No projects found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters or search terms.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toHaveLength(3);
    expect((search as HTMLInputElement).value).toBe('');
    expect((status as HTMLSelectElement).value).toBe('all');
  });

  it('searches the Spanish titles in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockApi({ '/api/projects': jsonResponse(PROJECTS) });
    await renderAt('/projects');
    await screen.findByRole('list');
    expect(cardTitles()).toEqual([
      'Sitio web con reservas dentales',
      'Order Automation',
      'Renovación de marca',
    ]);
    expect(screen.getByText('Reservas en línea para una clínica dental.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar proyectos' }), {
      target: { value: 'MARCA' },
    });
    expect(cardTitles()).toEqual(['Renovación de marca']);
    expect(screen.getByRole('link', { name: /^Ver detalles/ }).getAttribute('href')).toBe(
      '/projects/3',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar proyectos' }), {
      target: { value: 'brand' },
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'No se encontraron proyectos' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Estado' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'En curso', 'En revisión', 'Completado']);
  });

  it('shows the empty state without a clear button when there are no projects at all', async () => {
    mockApi({ '/api/projects': jsonResponse([]) });
    await renderAt('/projects');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No projects found' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      '/api/projects': () =>
        fail ? jsonResponse({ statusCode: 500 }, 500) : jsonResponse(PROJECTS.slice(0, 1)),
    });
    await renderAt('/projects');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load the projects',
    );
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await screen.findByRole('list');
    expect(cardTitles()).toEqual(['Dental Booking Website']);
  });
});
