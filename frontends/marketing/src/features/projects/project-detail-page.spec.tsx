import { i18n } from '@terrabridge/i18n';
import { useToastStore } from '@terrabridge/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderAt, sampleProject } from './testing';

const notFound = () => jsonResponse({ statusCode: 404, message: 'Project not found' }, 404);

function detail(term: string): string | null | undefined {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  return row?.querySelector('dd')?.textContent;
}

describe('/projects/:id', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useToastStore.setState({ toasts: [] });
  });

  it('shows a spinner, then the project with its details', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockApi({
      '/api/projects/5': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderAt('/projects/5');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => answer(jsonResponse(sampleProject())));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Bilingual E-commerce Platform',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe(
      '/projects',
    );
    expect(screen.getByRole('complementary').textContent).toContain('Completed');
    expect(detail('Start date')).toBe('May 5, 2025');
    expect(detail('End date')).toBe('June 14, 2025');
    expect(detail('Duration')).toBe('1 month (40 days)');
    expect(detail('Category')).toBe('Web Platform Development');
    expect(screen.getByRole('link', { name: 'Request Similar Service' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(document.title).toBe('Bilingual E-commerce Platform | TerraBridge Digital');
  });

  it('shows the description, features and results tabs', async () => {
    mockApi({ '/api/projects/5': jsonResponse(sampleProject()) });
    await renderAt('/projects/5');
    const tabs = await screen.findByRole('tablist', { name: 'About this project' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Description', 'Features', 'Results']);
    const panel = () => screen.getByRole('tabpanel');
    expect(
      within(panel())
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'A fast bilingual online store.',
      'The previous site could not sell.',
      'We built it.',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Features' }));
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Complete catalogue in two languages', 'Card and wallet payments']);

    fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['87%Faster page load time', '92%Customer satisfaction']);
  });

  it('says honestly when there are no features or results yet', async () => {
    mockApi({
      '/api/projects/3': jsonResponse(
        sampleProject({ id: 3, features: [], featuresEs: [], results: [] }),
      ),
    });
    await renderAt('/projects/3');
    fireEvent.click(await screen.findByRole('tab', { name: 'Features' }));
    expect(screen.getByRole('tabpanel').textContent).toBe(
      'The feature list for this project will be published soon.',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Results will be shared once');
  });

  it('shows N/A without dates, days only under a month, and no gallery for one image', async () => {
    mockApi({
      '/api/projects/7': jsonResponse(
        sampleProject({
          id: 7,
          startDate: null,
          endDate: null,
          category: null,
          categoryEs: null,
          gallery: [],
          image: '/images/projects/books.jpg',
        }),
      ),
      '/api/projects/8': jsonResponse(
        sampleProject({ id: 8, startDate: '2025-03-01', endDate: '2025-03-22' }),
      ),
    });
    const { unmount } = await renderAt('/projects/7');
    await screen.findByRole('heading', { level: 1 });
    expect(detail('Start date')).toBe('N/A');
    expect(detail('End date')).toBe('N/A');
    expect(detail('Duration')).toBe('N/A');
    expect(detail('Category')).toBe('N/A');
    const gallery = screen.getByRole('region', { name: 'Project images' });
    expect(within(gallery).queryAllByRole('button')).toHaveLength(0);
    expect(within(gallery).getByRole('img').getAttribute('src')).toBe('/images/projects/books.jpg');
    unmount();

    await renderAt('/projects/8');
    await screen.findByRole('heading', { level: 1 });
    expect(detail('Duration')).toBe('21 days');
  });

  it('is translated to Spanish with es-ES dates and the Spanish fields', async () => {
    await i18n.changeLanguage('es');
    mockApi({ '/api/projects/5': jsonResponse(sampleProject()) });
    await renderAt('/projects/5');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Plataforma de comercio electrónico bilingüe',
    );
    expect(detail('Fecha de inicio')).toBe('5 de mayo de 2025');
    expect(detail('Fecha de finalización')).toBe('14 de junio de 2025');
    expect(detail('Duración')).toBe('1 mes (40 días)');
    expect(detail('Categoría')).toBe('Desarrollo de Plataforma Web');
    expect(screen.getByRole('link', { name: 'Volver a proyectos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Características' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Catálogo completo en dos idiomas');
    fireEvent.click(screen.getByRole('tab', { name: 'Resultados' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Tiempo de carga más rápido');
  });

  it('selects gallery images from the thumbnails', async () => {
    mockApi({ '/api/projects/5': jsonResponse(sampleProject()) });
    await renderAt('/projects/5');
    const gallery = await screen.findByRole('region', { name: 'Project images' });
    const main = () => within(gallery).getAllByRole('img')[0];
    expect(main().getAttribute('src')).toBe('/images/projects/shop-home.jpg');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show image 2 of 3' }));
    expect(main().getAttribute('src')).toBe('/images/projects/shop-catalog.jpg');
    expect(
      within(gallery)
        .getByRole('button', { name: 'Show image 2 of 3' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shares with the share sheet, or copies the link with a toast', async () => {
    mockApi({ '/api/projects/5': jsonResponse(sampleProject()) });
    await renderAt('/projects/5');
    await screen.findByRole('heading', { level: 1 });

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Bilingual E-commerce Platform',
        url: window.location.href,
      }),
    );
    expect(useToastStore.getState().toasts).toHaveLength(0);

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Link copied',
      variant: 'success',
    });

    writeText.mockRejectedValue(new Error('denied'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Could not copy the link',
      variant: 'destructive',
    });
  });

  it('prints the page as the case study', async () => {
    mockApi({ '/api/projects/5': jsonResponse(sampleProject()) });
    await renderAt('/projects/5');
    await screen.findByRole('heading', { level: 1 });
    const print = jest.fn();
    window.print = print;
    fireEvent.click(screen.getByRole('button', { name: 'Download Case Study' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows Project Not Found for an unknown id', async () => {
    mockApi({ '/api/projects/999': notFound() });
    await renderAt('/projects/999');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Project Not Found',
    );
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe(
      '/projects',
    );
    expect(document.title).toBe('Project Not Found | TerraBridge Digital');
  });

  it('shows Project Not Found for a malformed id without asking the API', async () => {
    const fetchMock = mockApi({});
    await renderAt('/projects/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project Not Found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Proyecto no encontrado in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockApi({ '/api/projects/999': notFound() });
    await renderAt('/projects/999');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Proyecto no encontrado',
    );
    expect(screen.getByRole('link', { name: 'Volver a proyectos' })).toBeTruthy();
  });

  it('offers a retry when the server fails', async () => {
    let fail = true;
    mockApi({
      '/api/projects/5': () =>
        fail ? jsonResponse({ statusCode: 500 }, 500) : jsonResponse(sampleProject()),
    });
    await renderAt('/projects/5');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'We could not load this project',
    );
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bilingual E-commerce Platform' }),
    ).toBeTruthy();
  });
});
