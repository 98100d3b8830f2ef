import { type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations, holdResponses } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Analytics tab's texts as the client reads them in each language. */
const TEXT = {
  en: {
    locale: 'en-US',
    sections: 'Dashboard sections',
    analytics: 'Analytics',
    loading: 'Loading your figures…',
    status: 'Projects by status',
    statuses: {
      pending: 'Pending',
      planning: 'Planning',
      inProgress: 'In progress',
      review: 'Review',
      completed: 'Completed',
      archived: 'Archived',
    },
    // The groups of the projects filter: planning and review count as in progress.
    groups: { pending: 'Pending', inProgress: 'In Progress', completed: 'Completed' },
    percent: (value: number) => `${value}%`,
    milestones: 'Milestones on time and late',
    onTime: 'Done on time',
    late: 'Done late',
    overdueOpen: 'Open, past due',
    activity: 'Days since the last update',
    tracked: 'Mitchell Outdoor Supply: Trail Guide AI Shopping Assistant',
    finished: 'Mitchell Outdoor Supply: Bilingual E-commerce Platform',
    twoDays: '2 days',
    never: 'No updates yet',
    social: 'Posts per platform',
    socialSummary: '5 posts in the last 12 months',
    billing: 'Paid and outstanding',
    lastMonths: 'Last 12 months',
    money: (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    showTable: 'Show as table',
    noProjects: /^No projects yet\. Once we start working together/,
    noPosts: /^No posts yet\./,
    noInvoices: 'No invoices yet.',
    failed: 'The figures of your posts could not be loaded',
    retry: 'Try again',
  },
  es: {
    locale: 'es-ES',
    sections: 'Secciones del panel',
    analytics: 'Analítica',
    loading: 'Cargando tus cifras…',
    status: 'Proyectos por estado',
    statuses: {
      pending: 'Pendiente',
      planning: 'Planificación',
      inProgress: 'En curso',
      review: 'Revisión',
      completed: 'Completado',
      archived: 'Archivado',
    },
    groups: { pending: 'Pendientes', inProgress: 'En curso', completed: 'Completados' },
    percent: (value: number) => `${value} %`,
    milestones: 'Hitos a tiempo y atrasados',
    onTime: 'Completados a tiempo',
    late: 'Completados con atraso',
    overdueOpen: 'Abiertos y vencidos',
    activity: 'Días desde la última novedad',
    tracked: 'Mitchell Outdoor Supply: Trail Guide, asistente de compras con IA',
    finished: /^Mitchell Outdoor Supply: plataforma de comercio/i,
    twoDays: '2 días',
    never: 'Sin novedades todavía',
    social: 'Publicaciones por red',
    socialSummary: '5 publicaciones en los últimos 12 meses',
    billing: 'Pagado y pendiente',
    lastMonths: 'Últimos 12 meses',
    money: (cents: number) =>
      `US$\u00a0${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })}`,
    showTable: 'Ver como tabla',
    noProjects: /^Todavía no tienes proyectos\. Cuando empecemos/,
    noPosts: /^Todavía no tienes publicaciones\./,
    noInvoices: 'Todavía no tienes facturas.',
    failed: 'No pudimos cargar las cifras de tus publicaciones',
    retry: 'Reintentar',
  },
} as const;

/**
 * The demo client's invoices (see the README) as the tab counts them, by month of issue: what
 * was paid of each and what is still open.
 */
const DEMO_INVOICES = [
  { issued: () => new Date('2025-06-16T15:00:00Z'), paid: 480000, open: 0 },
  { issued: () => new Date(Date.now() - 25 * DAY_MS), paid: 80000, open: 93070 },
  { issued: () => new Date(Date.now() - 9 * DAY_MS), paid: 0, open: 185000 },
  { issued: () => new Date(Date.now() - 40 * DAY_MS), paid: 0, open: 65000 },
];

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The twelve months the tab shows, as the server counts them (UTC), oldest first. */
function lastTwelveMonths(): string[] {
  const now = new Date();
  return Array.from({ length: 12 }, (_, index) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1))),
  );
}

function longMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

async function openAnalytics(page: Page, language: Language, theme: 'light' | 'dark' = 'light') {
  // Bars are drawn at once instead of growing (the charts follow this setting).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.client);
  await page.goto('/dashboard');
  await hydrated(page);
  const text = TEXT[language];
  await page
    .getByRole('tablist', { name: text.sections })
    .getByRole('tab', { name: text.analytics })
    .click();
  await expect(page).toHaveURL(/[?&]tab=analytics/);
  // Every card has its figures: the last one's table is in place.
  await expect(page.getByRole('table', { name: text.billing })).toBeAttached();
}

/** Each row of the table: its header and then its cells, as a screen reader reads them. */
async function expectRows(table: Locator, rows: (string | RegExp)[][]) {
  for (const [header, ...cells] of rows) {
    const row = table
      .getByRole('row')
      .filter({ has: table.page().getByRole('rowheader', { name: header, exact: true }) });
    await expect(row, `the row of ${header}`).toHaveCount(1);
    await expect(row.getByRole('cell')).toHaveText(cells);
  }
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`the demo client reads the figures of their projects, posts and invoices (${language})`, async ({
    page,
  }) => {
    await openAnalytics(page, language);
    const s = text.statuses;

    const g = text.groups;
    await expectRows(page.getByRole('table', { name: text.status }), [
      [g.pending, '0'],
      [g.inProgress, '2'],
      [g.completed, '1'],
    ]);
    // Two steps done (one of them late), one overdue.
    await expectRows(page.getByRole('table', { name: text.milestones }), [
      [text.onTime, '1'],
      [text.late, '1'],
      [text.overdueOpen, '1'],
    ]);
    const activity = page.getByRole('table', { name: text.activity });
    await expectRows(activity, [
      // Two of the Trail Guide's four milestones are done; the finished one has no plan.
      [text.tracked, s.inProgress, text.percent(50), text.twoDays],
      [text.finished, s.completed, text.percent(100), text.never],
    ]);
    // The project waiting longest for news comes first.
    await expect(activity.getByRole('rowheader').first()).toHaveText(text.tracked);

    // Five posts, 30, 21, 12, 4 and 1 days before the demo was loaded: one per platform, and
    // the one already posted on Instagram.
    const social = page.getByRole('region', { name: text.social });
    await expect(social.getByText(text.socialSummary)).toBeVisible();
    await expectRows(page.getByRole('table', { name: text.social }), [
      [text.lastMonths, '1', '1', '2', '1', '5'],
    ]);

    const months = lastTwelveMonths();
    const byMonth = new Map(months.map((month) => [month, { paid: 0, open: 0 }]));
    for (const invoice of DEMO_INVOICES) {
      const sums = byMonth.get(monthKey(invoice.issued()));
      if (!sums) continue;
      sums.paid += invoice.paid;
      sums.open += invoice.open;
    }
    const total = (pick: 'paid' | 'open') =>
      [...byMonth.values()].reduce((sum, month) => sum + month[pick], 0);
    const billing = page.getByRole('table', { name: text.billing });
    await expect(billing.getByRole('rowheader')).toHaveCount(13);
    await expectRows(billing, [
      ...[...byMonth].map(([month, sums]) => [
        longMonth(month, text.locale),
        text.money(sums.paid),
        text.money(sums.open),
      ]),
      [text.lastMonths, text.money(total('paid')), text.money(total('open'))],
    ]);
  });

  test(`a new client reads what each card will count, and a failed card loads again (${language})`, async ({
    page,
  }) => {
    const account = newAccount('Julieta');
    const res = await page.request.post('/api/register', {
      data: { ...account, language },
      headers: { Origin: baseUrl() },
    });
    expect(res.status()).toBe(201);
    await storePreferences(page, { language });
    let failures = 1;
    await page.route('**/api/user/analytics/social', (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 500,
            json: {
              statusCode: 500,
              message: 'Internal server error',
              error: 'Internal Server Error',
            },
          })
        : route.continue(),
    );
    const release = await holdResponses(page, '**/api/user/analytics/billing');
    await page.goto('/dashboard?tab=analytics');
    await hydrated(page);

    await expect(page.getByRole('status').filter({ hasText: text.loading })).toBeAttached();
    release();
    await expect(page.getByText(text.noProjects)).toBeVisible();
    await expect(page.getByText(text.noInvoices)).toBeVisible();
    // No chart and no table without figures.
    await expect(page.getByRole('table')).toHaveCount(0);

    await expect(page.getByRole('alert').filter({ hasText: text.failed })).toBeVisible();
    await page.getByRole('button', { name: text.retry }).click();
    await expect(page.getByText(text.noPosts)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('each chart can be read as a table, which screen readers always get', async ({ page }) => {
  await openAnalytics(page, 'en');
  const card = page.getByRole('region', { name: TEXT.en.status });
  const chart = card.locator('[aria-hidden="true"]').filter({ has: page.locator('svg') });
  await expect(chart.locator('svg').first()).toBeVisible();
  // A bar for each group of statuses (an empty one is a sliver), named and valued.
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(4);
  await expect(chart.getByText(TEXT.en.groups.inProgress)).toBeVisible();
  const table = card.getByRole('table', { name: TEXT.en.status });
  // Out of sight: in a box of one pixel.
  const tableBox = () =>
    table.evaluate((element) => element.parentElement!.getBoundingClientRect().width);
  expect(await tableBox()).toBeLessThanOrEqual(1);

  const toggle = card.getByRole('button', { name: TEXT.en.showTable });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await tableBox()).toBeGreaterThan(100);
  await expect(chart).toHaveCount(0);
  await expectNoAxeViolations(page);
  await toggle.click();
  await expect(chart.locator('svg').first()).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'es'] as const) {
    test(`the Analytics tab has no axe violations (${theme}, ${language})`, async ({ page }) => {
      await openAnalytics(page, language, theme);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/analytics-${language}-${theme}.png`,
        fullPage: true,
      });
    });
  }

  test(`on a 390 px phone the charts and tables fit the screen (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAnalytics(page, 'es', theme);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await page.screenshot({
      path: `../test-results/analytics-390-es-${theme}.png`,
      fullPage: true,
    });

    // The widest table scrolls inside its own box, never the page.
    const social = page.getByRole('region', { name: TEXT.es.social });
    await social.getByRole('button', { name: TEXT.es.showTable }).click();
    await expect(social.getByRole('table')).toBeVisible();
    expect(await overflow()).toBe(0);
    await expectNoAxeViolations(page);
  });
}
