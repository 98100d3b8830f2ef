import { i18n } from '@terrabridge/i18n';
import { act, screen, within } from '@testing-library/react';
import MarketingApp from '../../remote-entry';
import { sampleProject } from '../projects/testing';
import { sampleServices, sampleTestimonials } from '../shared/fixtures';
import { mockApi, renderWithProviders } from '../shared/test-utils';

function renderAt(path: string) {
  return renderWithProviders(<MarketingApp />, path);
}

/** The ids of the page's sections, top to bottom. */
function sectionIds(container: HTMLElement): string[] {
  return [...container.querySelectorAll('section[id]')].map((section) => section.id);
}

describe('home page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    mockApi({
      '/api/services': sampleServices(),
      '/api/testimonials': sampleTestimonials(),
      '/api/projects?featured=true': [sampleProject()],
    });
  });

  it('renders the hero with both calls to action going to /contact', async () => {
    const { container } = renderAt('/');
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(title.textContent).toBe('Bridging your business to its digital future');
    expect(container.querySelector('section#home')).not.toBeNull();

    const ctas = [
      screen.getByRole('link', { name: 'Start your project' }),
      screen.getByRole('link', { name: 'Book a free consultation' }),
    ];
    expect(ctas.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
    expect(document.title).toBe(
      'TerraBridge Digital | Web Design, Automation and AI for Small Businesses',
    );
  });

  it('shows the three feature cards: AI, analytics and automation', async () => {
    renderAt('/');
    const list = (await screen.findAllByRole('list'))[0];
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'AI-powered marketing',
      'Data-driven analytics',
      'Business automation',
    ]);
  });

  it('renders the sections in the order of the spec, ending with the call-to-action banner', async () => {
    const { container } = renderAt('/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
    expect(sectionIds(container)).toEqual([
      'home',
      'services',
      'about',
      'process',
      'ai-solutions',
      'projects',
      'stats',
      'testimonials',
      'faq',
      'contact',
    ]);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Bilingual E-commerce Platform' }),
    ).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toContain('Featured projects');
    expect(headings.at(-2)).toBe('Tell us about your project');
    expect(headings.at(-1)).toBe('Ready to take your business further?');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links the AI solutions to the services page, the contact page and sign-up', async () => {
    renderAt('/');
    const learnMore = await screen.findByRole('link', {
      name: 'Learn more about Content generation',
    });
    expect(learnMore.getAttribute('href')).toBe('/services#ai-solutions');
    expect(
      screen.getByRole('link', { name: 'Get started with Market analysis' }).getAttribute('href'),
    ).toBe('/contact');
    expect(screen.getAllByRole('link', { name: /^Learn more about/ })).toHaveLength(5);
    // The link's own text (what search engines read) names the solution, not only its label.
    expect(learnMore.textContent).toContain('Learn more about Content generation');
    expect(
      screen.getByRole('link', { name: 'Create your free account' }).getAttribute('href'),
    ).toBe('/auth?tab=register');
  });

  it('gives every link text that says where it leads, not a generic phrase', async () => {
    // Search engines (and Lighthouse's link-text audit) read a link's text, not its aria-label.
    const generic = ['learn more', 'read more', 'more', 'click here', 'here', 'start'];
    renderAt('/');
    await screen.findByRole('link', { name: 'Learn more about Content generation' });
    for (const link of screen.getAllByRole('link')) {
      expect(generic).not.toContain(link.textContent?.trim().toLowerCase());
    }
  });

  it('ends with the call-to-action banner linking to /contact and /services', async () => {
    renderAt('/');
    const banner = (
      await screen.findByRole('heading', { name: 'Ready to take your business further?' })
    ).closest('section') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(
      within(banner).getByRole('link', { name: 'Explore our services' }).getAttribute('href'),
    ).toBe('/services');
  });

  it('is translated to Spanish', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Conectamos tu negocio con su futuro digital',
    );
    expect(screen.getByRole('link', { name: 'Comienza tu proyecto' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Proyectos destacados' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cuéntanos sobre tu proyecto' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Soluciones de Inteligencia Artificial' }),
    ).toBeTruthy();
  });

  it('renders the shared not-found page for a route it has not built', async () => {
    renderAt('/no-such-page');
    expect(
      (await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).textContent,
    ).toBe('404 Page Not Found');
    expect(document.title).toBe('404 Page Not Found');
  });
});
