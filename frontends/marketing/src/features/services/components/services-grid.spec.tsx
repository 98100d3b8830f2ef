import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { sampleServices } from '../../shared/fixtures';
import { ApiFailure, mockApi, renderWithProviders } from '../../shared/test-utils';
import { SERVICES_PATH, ServicesGrid } from './services-grid';

describe('services grid', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a spinner while the services load', () => {
    mockApi({ [SERVICES_PATH]: 'pending' });
    renderWithProviders(<ServicesGrid />);
    expect(screen.getByRole('status').textContent).toBe('Loading services…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the services in catalogue order with features, price and a way to start', async () => {
    const fetchMock = mockApi({ [SERVICES_PATH]: sampleServices() });
    renderWithProviders(<ServicesGrid />);
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Web Design & Development',
      'AI Solutions',
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/services');

    const card = titles[0].closest('li') as HTMLElement;
    expect(
      within(
        within(card).getByRole('list', { name: 'What is included in Web Design & Development' }),
      )
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mobile-first responsive design', 'Search engine optimization basics']);
    expect(within(card).getByText('$2,500')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'Get started with Web Design & Development' })
        .getAttribute('href'),
    ).toBe('/checkout?serviceId=1');
  });

  it('shows the Spanish names, descriptions and features in Spanish', async () => {
    mockApi({ [SERVICES_PATH]: sampleServices() });
    renderWithProviders(<ServicesGrid />);
    await screen.findAllByRole('heading', { level: 3 });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Diseño y Desarrollo Web',
      'Soluciones de Inteligencia Artificial',
    ]);
    expect(screen.getByText('Sitios web rápidos y accesibles.')).toBeTruthy();
    expect(screen.getByText('Asistente bilingüe de atención al cliente')).toBeTruthy();
    expect(screen.getAllByText('Desde')).toHaveLength(2);
    // Dollars, not pesos: the symbol says so in Spanish.
    expect(screen.getByText('US$ 2.500')).toBeTruthy();
    expect(screen.getByText('US$ 3.200')).toBeTruthy();
    expect(screen.queryByText('$2,500')).toBeNull();
  });

  it('says "Starting at" only where the price can vary', async () => {
    const [ai, web] = sampleServices();
    mockApi({ [SERVICES_PATH]: [ai, { ...web, fixedPrice: true }] });
    renderWithProviders(<ServicesGrid />);
    const titles = await screen.findAllByRole('heading', { level: 3 });
    const price = (title: HTMLElement) =>
      within(title.closest('li') as HTMLElement)
        .getByText(/\$/)
        .closest('p')?.textContent;
    // Catalogue order: Web Design first.
    expect(price(titles[0])).toBe('$2,500');
    expect(price(titles[1])).toBe('Starting at $3,200');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getAllByText('Desde')).toHaveLength(1);
  });

  it('reports a failed call and loads again on retry', async () => {
    const fetchMock = mockApi({ [SERVICES_PATH]: new ApiFailure(500) });
    renderWithProviders(<ServicesGrid />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'We could not load our services right now. Please try again in a moment.',
    );

    mockApi({ [SERVICES_PATH]: sampleServices() });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'AI Solutions' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the catalogue is empty', async () => {
    mockApi({ [SERVICES_PATH]: [] });
    renderWithProviders(<ServicesGrid />);
    expect(
      await screen.findByText(
        'Our service catalogue is being updated. Contact us and we will tell you what we offer.',
      ),
    ).toBeTruthy();
  });
});
