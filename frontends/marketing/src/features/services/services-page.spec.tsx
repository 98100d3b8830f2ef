import { i18n } from '@terrabridge/i18n';
import { act, screen, within } from '@testing-library/react';
import MarketingApp from '../../remote-entry';
import { sampleServices } from '../shared/fixtures';
import { mockApi, renderWithProviders } from '../shared/test-utils';

describe('services page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    mockApi({ '/api/services': sampleServices() });
  });

  it('shows the hero, the services, the AI solutions, the custom block and the banner', async () => {
    const { container } = renderWithProviders(<MarketingApp />, '/services');
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(title.textContent).toBe('Digital services that help small businesses grow');
    expect(document.title).toBe('Services | TerraBridge Digital');
    expect(await screen.findByRole('heading', { level: 3, name: 'AI Solutions' })).toBeTruthy();

    const ai = container.querySelector('section#ai-solutions') as HTMLElement;
    expect(within(ai).getAllByRole('link', { name: /^Get started with/ })).toHaveLength(5);
    // The page is where 'Learn more' leads, so it does not link to itself.
    expect(within(ai).queryByRole('link', { name: /^Learn more/ })).toBeNull();

    const custom = screen
      .getByRole('heading', { level: 2, name: 'Custom Digital Solutions' })
      .closest('section') as HTMLElement;
    expect(
      within(custom)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free consultations to understand your needs',
      'Scalable solutions that grow with your business',
      'Ongoing support and maintenance',
    ]);
    const image = within(custom).getByRole('img');
    expect(image.getAttribute('src')).toBe('/images/site/custom-solutions.jpg');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('1000');

    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .at(-1),
    ).toBe('Ready to take your business further?');
  });

  it('is translated to Spanish', async () => {
    renderWithProviders(<MarketingApp />, '/services');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Servicios digitales que ayudan a crecer a las pequeñas empresas',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Soluciones digitales a medida' }),
    ).toBeTruthy();
    expect(screen.getByText('Soporte y mantenimiento continuos')).toBeTruthy();
  });
});
