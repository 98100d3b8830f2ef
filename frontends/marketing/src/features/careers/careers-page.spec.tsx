import { queryClientWithSite, sampleSiteConfig } from '@terrabridge/api-client/testing';
import { i18n } from '@terrabridge/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from '../../remote-entry';

const base = sampleSiteConfig();
// Values unlike the defaults prove the page reads them from the site configuration.
const site = sampleSiteConfig({
  email: 'jobs@terrabridge.test',
  offices: base.offices.map((office) =>
    office.key === 'charlotte' ? { ...office, streetAddress: '500 Test Ave' } : office,
  ),
});

function renderCareers() {
  return render(
    <QueryClientProvider client={queryClientWithSite(site)}>
      <MemoryRouter initialEntries={['/careers']}>
        <MarketingApp />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function openings() {
  const section = screen.getByRole('region', { name: /^(Open positions|Vacantes abiertas)$/ });
  return within(section).getAllByRole('article');
}

describe('careers page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists the three full-time openings with where each one works', async () => {
    renderCareers();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Build the bridge with us',
    );
    expect(document.title).toBe('Careers | TerraBridge Digital');

    const cards = openings();
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Senior AI Developer', 'Digital Marketing Specialist', 'UI/UX Designer']);
    expect(
      cards.map((card) =>
        within(card)
          .getAllByRole('definition')
          .map((dd) => dd.textContent),
      ),
    ).toEqual([
      ['Full-time', 'Remote'],
      ['Full-time', 'Charlotte, NC'],
      ['Full-time', 'Montevideo'],
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 4, name: "What you'll do" })).toBeTruthy();
      expect(
        within(card).getByRole('heading', { level: 4, name: 'What we look for' }),
      ).toBeTruthy();
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
    }
  });

  it('applies by email to the configured address with the position in the subject', async () => {
    renderCareers();
    await screen.findByRole('heading', { level: 1 });
    const hrefs = openings().map((card) =>
      within(card)
        .getByRole('link', { name: /^Apply by email/ })
        .getAttribute('href'),
    );
    expect(hrefs).toEqual([
      'mailto:jobs@terrabridge.test?subject=Application%3A%20Senior%20AI%20Developer',
      'mailto:jobs@terrabridge.test?subject=Application%3A%20Digital%20Marketing%20Specialist',
      'mailto:jobs@terrabridge.test?subject=Application%3A%20UI%2FUX%20Designer',
    ]);
    expect(
      screen.getByRole('link', { name: 'Apply by email for the position of UI/UX Designer' }),
    ).toBeTruthy();
    const apply = screen.getByRole('region', { name: 'How to apply' });
    expect(
      within(apply).getAllByRole('link', { name: 'jobs@terrabridge.test' })[0].getAttribute('href'),
    ).toBe('mailto:jobs@terrabridge.test');
  });

  it('shows both offices from the site configuration', async () => {
    renderCareers();
    const offices = await screen.findByRole('region', { name: 'Our offices' });
    const cards = within(offices).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Charlotte, NC', 'Montevideo']);
    expect(cards[0].textContent).toContain('500 Test Ave');
    expect(cards[0].textContent).toContain('United States');
    expect(cards[0].textContent).toContain('Digital Marketing Specialist');
    expect(cards[1].textContent).toContain('Uruguay');
    expect(cards[1].textContent).toContain('UI/UX Designer');
  });

  it('is translated to Spanish, subjects included', async () => {
    renderCareers();
    await screen.findByRole('heading', { level: 1 });
    await act(() => i18n.changeLanguage('es'));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Construye el puente con nosotros',
    );
    const cards = openings();
    expect(
      within(cards[0])
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Tiempo completo', 'Remoto']);
    expect(
      within(cards[2])
        .getByRole('link', { name: /^Postularme por correo/ })
        .getAttribute('href'),
    ).toBe(
      `mailto:jobs@terrabridge.test?subject=${encodeURIComponent('Postulación: Diseñador/a UI/UX')}`,
    );
    expect(screen.getByRole('region', { name: 'Nuestras oficinas' }).textContent).toContain(
      'Estados Unidos',
    );
    expect(document.title).toBe('Empleos | TerraBridge Digital');
  });
});
