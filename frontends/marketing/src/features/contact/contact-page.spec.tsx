import { queryClientWithSite, sampleSiteConfig } from '@terrabridge/api-client/testing';
import { i18n } from '@terrabridge/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from '../../remote-entry';
import { SERVICES, jsonResponse, mockApi } from './testing/contact-fixtures';

function renderContactPage() {
  return render(
    <QueryClientProvider client={queryClientWithSite()}>
      <MemoryRouter initialEntries={['/contact']}>
        <MarketingApp />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('contact page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    mockApi({ '/api/services': () => jsonResponse(SERVICES) });
  });

  it('has a hero, the contact section and the offices, with headings in order', async () => {
    const { container } = renderContactPage();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe("Let's build what your business needs next");
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('section#contact')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tell us about your project',
      'Our offices',
    ]);
    expect(document.title).toBe('Contact | TerraBridge Digital');
  });

  it('embeds both offices on lazy OpenStreetMap maps with a link to a larger map', async () => {
    renderContactPage();
    const offices = (await screen.findByRole('heading', { level: 2, name: 'Our offices' })).closest(
      'section',
    ) as HTMLElement;
    const site = sampleSiteConfig();
    const frames = Array.from(offices.querySelectorAll('iframe'));
    expect(
      frames.map((frame) => [
        frame.title,
        frame.getAttribute('src'),
        frame.getAttribute('loading'),
      ]),
    ).toEqual([
      ['Map of our office in Charlotte, North Carolina', site.offices[0].mapEmbedUrl, 'lazy'],
      ['Map of our office in Montevideo', site.offices[1].mapEmbedUrl, 'lazy'],
    ]);
    const articles = within(offices).getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Charlotte, North Carolina, United States',
      'Montevideo, Uruguay',
    ]);
    expect(articles.map((article) => article.querySelector('address')?.textContent)).toEqual([
      '301 S Tryon St, Suite 1800Charlotte, NC 28202',
      'Av. 18 de Julio 1234, Oficina 50211100 Montevideo',
    ]);
    const links = within(offices).getAllByRole('link', { name: /^Open larger map/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open larger map of Charlotte, North Carolina (opens in a new tab)', site.offices[0].mapUrl],
      ['Open larger map of Montevideo (opens in a new tab)', site.offices[1].mapUrl],
    ]);
    expect(links[0].getAttribute('target')).toBe('_blank');
  });

  it('is translated to Spanish', async () => {
    renderContactPage();
    await screen.findByRole('heading', { level: 1 });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Construyamos lo que tu negocio necesita',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestras oficinas' })).toBeTruthy();
    expect(screen.getByTitle('Mapa de nuestra oficina en Montevideo')).toBeTruthy();
    expect(document.title).toBe('Contacto | TerraBridge Digital');
  });
});
