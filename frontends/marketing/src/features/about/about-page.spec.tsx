import { i18n } from '@terrabridge/i18n';
import { act, screen, within } from '@testing-library/react';
import MarketingApp from '../../remote-entry';
import { renderWithProviders } from '../shared/test-utils';

describe('about page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the hero, the founders, the values, the shared sections and the banner', async () => {
    const { container } = renderWithProviders(<MarketingApp />, '/about');
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(title.textContent).toBe('A bilingual agency built to bridge markets');
    expect(document.title).toBe('About Us | TerraBridge Digital');

    const team = container.querySelector('section#team') as HTMLElement;
    expect(
      within(team)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Daniela Pereira', 'Mateo Silva']);
    expect(within(team).getByText('Co-founder & CEO')).toBeTruthy();
    expect(within(team).getByText('Co-founder & CTO')).toBeTruthy();
    expect(
      within(team)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/images/site/founder-1.jpg', '/images/site/founder-2.jpg']);

    const values = container.querySelector('section#values') as HTMLElement;
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Excellence', 'Client focus', 'Innovation', 'Global vision']);

    expect([...container.querySelectorAll('section[id]')].map((section) => section.id)).toEqual([
      'team',
      'values',
      'about',
      'process',
      'stats',
    ]);
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .at(-1),
    ).toBe('Ready to take your business further?');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is translated to Spanish', async () => {
    renderWithProviders(<MarketingApp />, '/about');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Una agencia bilingüe creada para unir mercados',
    );
    expect(screen.getByText('Cofundadora y directora ejecutiva')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Enfoque en el cliente' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Lo que guía nuestro trabajo' }),
    ).toBeTruthy();
  });
});
