import { type Page, expect, test } from '@playwright/test';
import {
  TEXT as SHELL,
  hydrated,
  openFromNavigation,
  shell,
  storePreferences,
} from './support/shell';
import { expectNoAxeViolations, holdResponses } from './support/checks';
import { openWithoutJavaScript } from './support/no-javascript';

/** Texts of the projects pages as a visitor reads them. */
const TEXT = {
  en: {
    title: 'Projects that move businesses forward',
    search: 'Search projects',
    status: 'Status',
    statuses: ['All', 'Pending', 'Planning', 'In progress', 'In review', 'Completed'],
    viewDetails: /^View Details/,
    empty: 'No projects found',
    emptyHint: 'Try adjusting your filters or search terms.',
    clear: 'Clear filters',
    error: 'We could not load the projects',
    retry: 'Try again',
    back: 'Back to projects',
    notFound: 'Project Not Found',
    tabs: 'About this project',
    tab: { description: 'Description', features: 'Features', results: 'Results' },
    share: 'Share',
    download: 'Download Case Study',
    requestSimilar: 'Request Similar Service',
    linkCopied: 'Link copied',
    gallery: 'Project images',
  },
  es: {
    title: 'Proyectos que impulsan a los negocios',
    search: 'Buscar proyectos',
    status: 'Estado',
    statuses: ['Todos', 'Pendiente', 'Planificación', 'En curso', 'En revisión', 'Completado'],
    viewDetails: /^Ver detalles/,
    empty: 'No se encontraron proyectos',
    emptyHint: 'Prueba a ajustar los filtros o los términos de búsqueda.',
    clear: 'Borrar filtros',
    error: 'No pudimos cargar los proyectos',
    retry: 'Reintentar',
    back: 'Volver a proyectos',
    notFound: 'Proyecto no encontrado',
    tabs: 'Sobre este proyecto',
    tab: { description: 'Descripción', features: 'Características', results: 'Resultados' },
    share: 'Compartir',
    download: 'Descargar caso de estudio',
    requestSimilar: 'Solicitar un servicio similar',
    linkCopied: 'Enlace copiado',
    gallery: 'Imágenes del proyecto',
  },
} as const;

/** The demo portfolio: seven public projects (the archived eighth is never listed). */
const ECOMMERCE = {
  id: 5,
  en: 'Mitchell Outdoor Supply: Bilingual E-commerce Platform',
  es: 'Mitchell Outdoor Supply: plataforma de comercio electrónico bilingüe',
};
const BRANDING_EN = 'Brooks Craft Coffee: Brand Identity and Packaging';
const BRANDING_ES = 'Brooks Craft Coffee: identidad de marca y empaques';
const BOOKKEEPING_ID = 7;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });

/** Holds the API's answer until `release` is called, to look at the loading state. */

/** The projects list as a visitor reaches it from another page: the browser loads the list. */
async function openProjectsInApp(page: Page, language: 'en' | 'es' = 'en') {
  await openFromNavigation(page, SHELL[language].navLinks[2], language);
  await expect(page).toHaveURL('/projects');
}

function detailValue(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');
}

test.describe('projects list', () => {
  test('arrives from the server with every public project, no loading state, no second request', async ({
    browser,
    page,
  }) => {
    await openWithoutJavaScript(browser, '/projects', async (bare) => {
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
      await expect(cardTitles(bare)).toHaveCount(7);
      await expect(bare.getByRole('main').getByRole('status')).toHaveText('Showing 7 projects');
    });

    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/projects')) reads.push(request.url());
    });
    await page.goto('/projects');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(cardTitles(page)).toHaveCount(7);
    expect(reads).toEqual([]);
  });

  test('shows a spinner, then every public project as a card', async ({ page }) => {
    const release = await holdResponses(page, '**/api/projects');
    await openProjectsInApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    release();

    await expect(cardTitles(page)).toHaveCount(7);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 7 projects');
    await expect(page).toHaveTitle('Projects | TerraBridge Digital');

    const card = cards(page).filter({ hasText: ECOMMERCE.en });
    await expect(card.getByRole('img', { name: ECOMMERCE.en })).toHaveAttribute(
      'src',
      '/images/projects/mitchell-ecommerce-home.jpg',
    );
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(
      card.getByText(
        'A fast bilingual online store that took Mitchell Outdoor Supply from a brochure site to a real sales channel.',
      ),
    ).toBeVisible();
    await expect(card.getByText(/previous site listed products/)).toHaveCount(0);
    await expect(card.getByRole('link', { name: TEXT.en.viewDetails })).toHaveAttribute(
      'href',
      `/projects/${ECOMMERCE.id}`,
    );
    await expect(cards(page).filter({ hasText: 'Carolina Craft Fair' })).toHaveCount(0);
  });

  test('searches the titles and filters by status', async ({ page }) => {
    await page.goto('/projects');
    await expect(cardTitles(page)).toHaveCount(7);
    const status = page.getByRole('combobox', { name: TEXT.en.status });
    await expect(status.getByRole('option')).toHaveText([...TEXT.en.statuses]);

    const search = page.getByRole('searchbox', { name: TEXT.en.search });
    await search.fill('AUTOMATION');
    await expect(cardTitles(page)).toHaveText([
      'Queen City Freight: Dispatch and Invoicing Automation',
    ]);
    await search.fill('mitchell');
    await expect(cardTitles(page)).toHaveCount(3);

    await search.fill('');
    await status.selectOption({ label: 'In review' });
    await expect(cardTitles(page)).toHaveText([BRANDING_EN]);
    await status.selectOption({ label: 'Completed' });
    await expect(cardTitles(page)).toHaveCount(3);

    await search.fill('trail guide');
    await expect(page.getByRole('heading', { level: 2, name: TEXT.en.empty })).toBeVisible();
    await expect(page.getByText(TEXT.en.emptyHint)).toBeVisible();
    await page.getByRole('button', { name: TEXT.en.clear }).click();
    await expect(cardTitles(page)).toHaveCount(7);
    await expect(search).toHaveValue('');
    await expect(status).toHaveValue('all');
  });

  test('View Details opens the project', async ({ page }) => {
    await page.goto('/projects');
    await cards(page)
      .filter({ hasText: ECOMMERCE.en })
      .getByRole('link', { name: TEXT.en.viewDetails })
      .click();
    await expect(page).toHaveURL(`/projects/${ECOMMERCE.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ECOMMERCE.en);
  });

  test('is translated to Spanish and searches the Spanish titles', async ({ page }) => {
    await storePreferences(page, { language: 'es' });
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.title);
    await expect(cardTitles(page)).toHaveCount(7);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Mostrando 7 proyectos');
    await expect(
      page.getByRole('combobox', { name: TEXT.es.status }).getByRole('option'),
    ).toHaveText([...TEXT.es.statuses]);

    const search = page.getByRole('searchbox', { name: TEXT.es.search });
    await search.fill('IDENTIDAD');
    await expect(cardTitles(page)).toHaveText([BRANDING_ES]);
    await search.fill('Identity');
    await expect(page.getByRole('heading', { level: 2, name: TEXT.es.empty })).toBeVisible();
    await expect(page.getByText(TEXT.es.emptyHint)).toBeVisible();
    await page.getByRole('button', { name: TEXT.es.clear }).click();
    await expect(
      cards(page)
        .filter({ hasText: ECOMMERCE.es })
        .getByRole('link', { name: TEXT.es.viewDetails }),
    ).toHaveAttribute('href', `/projects/${ECOMMERCE.id}`);
  });

  test('switches to Spanish all at once: texts, project titles and the language toggle', async ({
    page,
  }) => {
    const en = shell(page, 'en');
    await page.goto('/projects');
    await hydrated(page);
    await expect(cardTitles(page).filter({ hasText: ECOMMERCE.en })).toHaveCount(1);
    // The first switch fetches the Spanish texts: held, to look at the page meanwhile.
    const release = await holdResponses(page, /\.js$/);
    const textsRequested = page.waitForRequest(/\.js$/);
    await en.languageButton('ES').click();
    await textsRequested;
    // Nothing is shown in Spanish before the texts around it are, not even the toggle.
    await expect(en.languageButton('EN')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
    await expect(cardTitles(page).filter({ hasText: ECOMMERCE.en })).toHaveCount(1);
    await expect(cardTitles(page).filter({ hasText: ECOMMERCE.es })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.title);
    await expect(cardTitles(page).filter({ hasText: ECOMMERCE.es })).toHaveCount(1);
    await expect(shell(page, 'es').languageButton('ES')).toHaveAttribute('aria-pressed', 'true');
  });

  for (const language of ['en', 'es'] as const) {
    test(`shows the empty state when there are no projects (${language})`, async ({ page }) => {
      await storePreferences(page, { language });
      await page.route('**/api/projects', (route) => route.fulfill({ json: [] }));
      await openProjectsInApp(page, language);
      await expect(
        page.getByRole('heading', { level: 2, name: TEXT[language].empty }),
      ).toBeVisible();
      await expect(page.getByText(TEXT[language].emptyHint)).toBeVisible();
      await expect(page.getByRole('button', { name: TEXT[language].clear })).toHaveCount(0);
    });

    test(`shows an error with a retry when the list fails (${language})`, async ({ page }) => {
      await storePreferences(page, { language });
      let fail = true;
      await page.route('**/api/projects', (route) =>
        fail ? route.fulfill({ status: 500, json: { statusCode: 500 } }) : route.continue(),
      );
      await openProjectsInApp(page, language);
      await expect(page.getByRole('alert')).toContainText(TEXT[language].error);
      fail = false;
      await page.getByRole('button', { name: TEXT[language].retry }).click();
      await expect(cardTitles(page)).toHaveCount(7);
    });
  }
});

test.describe('project detail', () => {
  test('shows the project with its details and actions', async ({ page }) => {
    const release = await holdResponses(page, `**/api/projects/${ECOMMERCE.id}`);
    // From the list, as a visitor opens it: the browser loads the project.
    await page.goto('/projects');
    await hydrated(page);
    await cards(page)
      .filter({ hasText: ECOMMERCE.en })
      .getByRole('link', { name: TEXT.en.viewDetails })
      .click();
    await expect(page).toHaveURL(`/projects/${ECOMMERCE.id}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    release();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ECOMMERCE.en);
    await expect(page).toHaveTitle(`${ECOMMERCE.en} | TerraBridge Digital`);
    const panel = page.getByRole('complementary', { name: ECOMMERCE.en });
    await expect(panel.getByText('Completed', { exact: true })).toBeVisible();
    await expect(detailValue(page, 'Start date')).toHaveText('May 5, 2025');
    await expect(detailValue(page, 'End date')).toHaveText('June 14, 2025');
    await expect(detailValue(page, 'Duration')).toHaveText('1 month (40 days)');
    await expect(detailValue(page, 'Category')).toHaveText('Web Platform Development');
    await expect(panel.getByRole('link', { name: TEXT.en.requestSimilar })).toHaveAttribute(
      'href',
      '/contact',
    );

    await page.getByRole('link', { name: TEXT.en.back }).click();
    await expect(page).toHaveURL('/projects');
    await expect(cardTitles(page)).toHaveCount(7);
  });

  test('the gallery selects the image of a clicked thumbnail', async ({ page }) => {
    await page.goto(`/projects/${ECOMMERCE.id}`);
    const gallery = page.getByRole('region', { name: TEXT.en.gallery });
    const main = gallery.getByRole('img', { name: /image \d of 5$/ });
    const thumbnails = gallery.getByRole('button');
    await expect(thumbnails).toHaveCount(5);
    await expect(main).toHaveAttribute('src', '/images/projects/mitchell-ecommerce-home.jpg');
    await expect(main).toHaveAccessibleName(`${ECOMMERCE.en}, image 1 of 5`);
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

    await gallery.getByRole('button', { name: 'Show image 4 of 5' }).click();
    await expect(main).toHaveAttribute('src', '/images/projects/mitchell-ecommerce-checkout.jpg');
    await expect(main).toHaveAccessibleName(`${ECOMMERCE.en}, image 4 of 5`);
    await expect(thumbnails.nth(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');
  });

  test('the tabs show the description, features and results', async ({ page }) => {
    await page.goto(`/projects/${ECOMMERCE.id}`);
    const tabs = page.getByRole('tablist', { name: TEXT.en.tabs });
    await expect(tabs.getByRole('tab')).toHaveText(['Description', 'Features', 'Results']);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('We designed and built a complete e-commerce platform');

    await tabs.getByRole('tab', { name: 'Features' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await expect(panel).toContainText('Card and digital wallet payments with secure checkout');

    // Keyboard: the arrow keys move between the tabs.
    await tabs.getByRole('tab', { name: 'Features' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Results' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('listitem')).toHaveText([
      /^87%\s*Faster page load time/,
      /^92%\s*Customer satisfaction/,
      /^73%\s*Increase in online sales/,
      /^64%\s*Growth in Spanish-speaking visitors/,
    ]);
  });

  test('a project without dates, gallery, features or results says so', async ({ page }) => {
    await page.goto(`/projects/${BOOKKEEPING_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Costa & Pereira Abogados: Quarterly Reporting Setup',
    );
    await expect(detailValue(page, 'Start date')).toHaveText('N/A');
    await expect(detailValue(page, 'End date')).toHaveText('N/A');
    await expect(detailValue(page, 'Duration')).toHaveText('N/A');
    await expect(detailValue(page, 'Category')).toHaveText('Accounting');
    const gallery = page.getByRole('region', { name: TEXT.en.gallery });
    await expect(gallery.getByRole('img')).toHaveCount(1);
    await expect(gallery.getByRole('button')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText(
      'The feature list for this project will be published soon.',
    );
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Results will be shared once');
  });

  test('is translated to Spanish', async ({ page }) => {
    await storePreferences(page, { language: 'es' });
    await page.goto(`/projects/${ECOMMERCE.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ECOMMERCE.es);
    await expect(page.getByText('Completado', { exact: true })).toBeVisible();
    await expect(detailValue(page, 'Fecha de inicio')).toHaveText('5 de mayo de 2025');
    await expect(detailValue(page, 'Fecha de finalización')).toHaveText('14 de junio de 2025');
    await expect(detailValue(page, 'Duración')).toHaveText('1 mes (40 días)');
    await expect(detailValue(page, 'Categoría')).toHaveText('Desarrollo de Plataforma Web');
    await expect(
      page.getByRole('region', { name: TEXT.es.gallery }).getByRole('button', {
        name: 'Mostrar imagen 2 de 5',
      }),
    ).toBeVisible();
    const tabs = page.getByRole('tablist', { name: TEXT.es.tabs });
    await expect(tabs.getByRole('tab')).toHaveText(Object.values(TEXT.es.tab));
    await tabs.getByRole('tab', { name: TEXT.es.tab.results }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Tiempo de carga más rápido');
    await expect(page.getByRole('button', { name: TEXT.es.download })).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.es.requestSimilar })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('Share copies the link when the browser has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    await page.goto(`/projects/${ECOMMERCE.id}`);
    await page.getByRole('button', { name: TEXT.en.share }).click();
    await expect(page.getByText(TEXT.en.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('Share opens the share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/projects/${ECOMMERCE.id}`);
    await page.getByRole('button', { name: TEXT.en.share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([
        { title: ECOMMERCE.en, text: 'A project by TerraBridge Digital', url: page.url() },
      ]);
  });

  test('Download Case Study opens the print dialog', async ({ page }) => {
    await page.addInitScript(() => {
      const calls = { count: 0 };
      Object.defineProperty(window, '__prints', { value: calls });
      window.print = () => {
        calls.count += 1;
      };
    });
    await page.goto(`/projects/${ECOMMERCE.id}`);
    await page.getByRole('button', { name: TEXT.en.download }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __prints: { count: number } }).__prints.count),
      )
      .toBe(1);
  });

  for (const path of ['/projects/999', '/projects/8', '/projects/abc', '/projects/0']) {
    test(`${path} shows Project Not Found with a way back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.notFound);
      await page.getByRole('link', { name: TEXT.en.back }).click();
      await expect(page).toHaveURL('/projects');
    });
  }

  test('Project Not Found is translated to Spanish', async ({ page }) => {
    await storePreferences(page, { language: 'es' });
    await page.goto('/projects/999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.notFound);
    await expect(page.getByRole('link', { name: TEXT.es.back })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});

test.describe('projects accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/projects has no axe violations (${theme})`, async ({ page }) => {
      await storePreferences(page, { theme });
      await page.goto('/projects');
      await expect(cardTitles(page)).toHaveCount(7);
      await expectNoAxeViolations(page);
    });

    test(`a project has no axe violations (${theme}, es)`, async ({ page }) => {
      await storePreferences(page, { theme, language: 'es' });
      await page.goto(`/projects/${ECOMMERCE.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ECOMMERCE.es);
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: TEXT.es.tab.results }).click();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('projects on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is one column and nothing overflows', async ({ page }) => {
    await page.goto('/projects');
    await expect(cardTitles(page)).toHaveCount(7);
    const [first, second] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(second?.x).toBe(first?.x);
    expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('the detail page fits and its thumbnails work', async ({ page }) => {
    await page.goto(`/projects/${ECOMMERCE.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ECOMMERCE.en);
    const gallery = page.getByRole('region', { name: TEXT.en.gallery });
    await gallery.getByRole('button', { name: 'Show image 5 of 5' }).click();
    await expect(gallery.getByRole('img', { name: /image 5 of 5$/ })).toHaveAttribute(
      'src',
      '/images/projects/mitchell-ecommerce-mobile.jpg',
    );
    await expect(page.getByRole('button', { name: TEXT.en.share })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
