import { i18n } from '@terrabridge/i18n';
import { render, screen, within } from '@testing-library/react';
import { jsonResponse, mockApi, sampleProject, withProviders } from '../testing';
import { FeaturedProjects } from './featured-projects';

const PATH = '/api/projects?featured=true';

describe('FeaturedProjects', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a card per featured project with a link to its case', async () => {
    const fetchMock = mockApi({
      [PATH]: jsonResponse([
        sampleProject({ id: 1, title: 'Dental Website' }),
        sampleProject({ id: 5, title: 'Online Store' }),
      ]),
    });
    const { container } = render(withProviders(<FeaturedProjects />));
    const section = container.querySelector('section#projects');
    expect(section).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Featured projects');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Dental Website', 'Online Store']);
    expect(
      within(list)
        .getAllByRole('link', { name: /^View case/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/projects/1', '/projects/5']);
    expect(screen.getByRole('link', { name: 'View all services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(fetchMock).toHaveBeenCalledWith(PATH, expect.anything());
  });

  it('says when there are no featured projects, in both languages', async () => {
    mockApi({ [PATH]: jsonResponse([]) });
    const { unmount } = render(withProviders(<FeaturedProjects />));
    expect(await screen.findByText('No featured projects yet. Check back soon.')).toBeTruthy();
    unmount();

    await i18n.changeLanguage('es');
    render(withProviders(<FeaturedProjects />));
    expect(
      await screen.findByText('Todavía no hay proyectos destacados. Vuelve pronto.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos los servicios' })).toBeTruthy();
  });

  it('keeps the section when the list cannot be loaded', async () => {
    mockApi({ [PATH]: jsonResponse({ statusCode: 500 }, 500) });
    render(withProviders(<FeaturedProjects />));
    expect(
      await screen.findByText('Featured projects could not be loaded right now.'),
    ).toBeTruthy();
  });
});
