import { i18n } from '@terrabridge/i18n';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from '../../remote-entry';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MarketingApp />
    </MemoryRouter>,
  );
}

describe('home page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('renders the hero with both calls to action going to /contact', async () => {
    const { container } = renderAt('/');
    const title = await screen.findByRole('heading', { level: 1 });
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

  it('is translated to Spanish', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Conectamos tu negocio con su futuro digital',
    );
    expect(screen.getByRole('link', { name: 'Comienza tu proyecto' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('renders the shared not-found page for a route it has not built yet', async () => {
    renderAt('/services');
    expect(
      (await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).textContent,
    ).toBe('404 Page Not Found');
    expect(document.title).toBe('404 Page Not Found');
  });
});
