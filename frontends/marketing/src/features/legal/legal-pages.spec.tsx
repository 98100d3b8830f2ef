import { queryClientWithSite, sampleSiteConfig } from '@terrabridge/api-client/testing';
import { i18n } from '@terrabridge/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from '../../remote-entry';
import { legalEn } from './i18n/legal.en';
import { legalEs } from './i18n/legal.es';
import { formatLegalDate } from './legal-document';

// An address unlike the default proves the pages read it from the site configuration.
const site = sampleSiteConfig({
  email: 'privacy-desk@terrabridge.test',
  name: 'TerraBridge Digital',
});

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={queryClientWithSite(site)}>
      <MemoryRouter initialEntries={[path]}>
        <MarketingApp />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const PAGES = [
  { path: '/privacy-policy', key: 'privacy', en: 'Privacy Policy', es: 'Política de privacidad' },
  { path: '/terms-service', key: 'terms', en: 'Terms of Service', es: 'Términos del servicio' },
  { path: '/cookie-policy', key: 'cookies', en: 'Cookie Policy', es: 'Política de cookies' },
] as const;

describe('legal pages', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each(PAGES)(
    '$path shows its title, the revision date and the configured email',
    async (page) => {
      renderAt(page.path);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(page.en);
      expect(document.title).toBe(`${page.en} | TerraBridge Digital`);

      const date = screen.getByText('April 06, 2025');
      expect(date.tagName).toBe('TIME');
      expect(date.getAttribute('datetime')).toBe('2025-04-06');
      expect(date.parentElement?.textContent).toBe('Last updated April 06, 2025');

      const emailLinks = screen.getAllByRole('link', { name: site.email });
      expect(emailLinks.length).toBeGreaterThan(0);
      for (const link of emailLinks) expect(link.getAttribute('href')).toBe(`mailto:${site.email}`);
      expect(document.body.textContent).not.toContain('hello@terrabridge.example');
      expect(document.body.textContent).not.toMatch(/\{email\}|\{name\}|\*\*/);
    },
  );

  it.each(PAGES)('$path lists every numbered section in its table of contents', async (page) => {
    renderAt(page.path);
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    const ids = Object.keys(legalEn[page.key].sections);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `#${id}`));

    const headings = ids.map((id, index) => {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(
        `${index + 1}. ${legalEn[page.key].sections[id as never]['title']}`,
      );
      return heading;
    });
    // The entry reads like its heading: number, then title.
    expect(links[0].textContent).toBe(headings[0].textContent);
  });

  it.each(PAGES)('$path is translated to Spanish with a Spanish date', async (page) => {
    renderAt(page.path);
    await screen.findByRole('heading', { level: 1 });
    await act(() => i18n.changeLanguage('es'));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(page.es);
    expect(screen.getByText('06 de abril de 2025').parentElement?.textContent).toBe(
      'Última actualización: 06 de abril de 2025',
    );
    const toc = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(toc).getAllByRole('link')).toHaveLength(
      Object.keys(legalEs[page.key].sections).length,
    );
    expect(screen.getAllByRole('link', { name: site.email }).length).toBeGreaterThan(0);
  });

  it('links to the two other legal documents', async () => {
    renderAt('/cookie-policy');
    const related = await screen.findByRole('navigation', { name: 'Other legal documents' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-service'],
    ]);
  });

  it('describes what the product really stores in the browser', async () => {
    renderAt('/cookie-policy');
    const table = await screen.findByRole('table', {
      name: 'Cookies and local storage used by this website',
    });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['tb_session', 'language', 'theme']);
    // The language and theme are cookies (the server renders pages with them), kept for a year.
    expect(
      within(table).getAllByText('First-party cookie and local storage, preference'),
    ).toHaveLength(2);
    expect(within(table).getAllByText(/^The cookie: one year after your last visit/)).toHaveLength(
      2,
    );
    expect(screen.getByText('__Host-tb_session')).toBeTruthy();
  });

  it('prints from the button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt('/terms-service');
    (await screen.findByRole('button', { name: 'Print this page' })).click();
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('legal texts', () => {
  it('have the same sections, in the same order, in both languages', () => {
    for (const key of ['privacy', 'terms', 'cookies'] as const) {
      expect(Object.keys(legalEs[key].sections)).toEqual(Object.keys(legalEn[key].sections));
    }
  });

  it('format the revision date per language', () => {
    expect(formatLegalDate('2025-04-06', 'en')).toBe('April 06, 2025');
    expect(formatLegalDate('2025-04-06', 'es')).toBe('06 de abril de 2025');
  });
});
