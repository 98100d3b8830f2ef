import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/*
 * One progress figure everywhere: a project's share of milestones done (its status only while it
 * has none), on the overview, the projects tab, the project page, Analytics and the admin list;
 * and one grouping of statuses in the projects filter and Analytics. (Runs on the mailbox server,
 * whose portfolio no other test counts: the projects made here are public.)
 */

const TEXT = {
  en: {
    projectsTab: 'Projects',
    analyticsTab: 'Analytics',
    filters: 'Filter projects by status',
    inProgress: 'In Progress (1)',
    completed: 'Completed (1)',
    progressOf: (title: string) => `Progress of ${title}`,
    progress: 'Progress',
    activity: 'Days since the last update',
    section: 'Projects',
    search: 'Search by title or client',
  },
  es: {
    projectsTab: 'Proyectos',
    analyticsTab: 'Analítica',
    filters: 'Filtrar proyectos por estado',
    inProgress: 'En curso (1)',
    completed: 'Completados (1)',
    progressOf: (title: string) => `Avance de ${title}`,
    progress: 'Avance',
    activity: 'Días desde la última novedad',
    section: 'Proyectos',
    search: 'Busca por título o cliente',
  },
} as const;

/** A new client, signed in in the page's context; the admin makes two projects for it. */
async function clientWithProjects(page: Page, admin: APIRequestContext, language: Language) {
  const account = newAccount('Renata');
  const res = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(201);
  const { id: clientId } = (await res.json()) as { id: number };
  const stamp = `${language} ${Date.now()}`;
  // Marked completed, yet one milestone of four is done: the milestones decide (25%).
  const planned = `Harbour booking ${stamp}`;
  const created = await admin.post('/api/projects', {
    data: { title: planned, titleEs: planned, clientId, status: 'completed' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const ids: number[] = [];
  for (const title of ['Research', 'Design', 'Build', 'Launch']) {
    const milestone = await admin.post(`/api/admin/projects/${id}/milestones`, {
      data: { title },
    });
    ids.push(((await milestone.json()) as { id: number }).id);
  }
  expect(
    (await admin.post(`/api/admin/projects/${id}/milestones/${ids[0]}/complete`)).status(),
  ).toBe(200);
  // No plan yet, in planning: 20%, and counted as in progress.
  const plain = `Fleet signage ${stamp}`;
  expect(
    (
      await admin.post('/api/projects', {
        data: { title: plain, titleEs: plain, clientId, status: 'planning' },
      })
    ).status(),
  ).toBe(201);
  return { id, planned, plain };
}

const bar = (page: Page, name: string) => page.getByRole('progressbar', { name, exact: true });

for (const [language, theme] of [
  ['en', 'light'],
  ['es', 'dark'],
] as const) {
  const text = TEXT[language];

  test(`a project's progress is its share of milestones done on every screen (${language}, ${theme})`, async ({
    page,
  }) => {
    test.slow();
    const admin = await adminApi();
    const { id, planned, plain } = await clientWithProjects(page, admin, language);
    await admin.dispose();
    await storePreferences(page, { language, theme });

    // The overview's recent projects.
    await page.goto('/dashboard');
    await hydrated(page);
    await expect(bar(page, text.progressOf(planned))).toHaveAttribute('aria-valuenow', '25');
    await expect(bar(page, text.progressOf(plain))).toHaveAttribute('aria-valuenow', '20');

    // The projects tab: the same figures, and planning counted as in progress.
    await page.goto('/dashboard?tab=projects');
    const filters = page.getByRole('tablist', { name: text.filters });
    await expect(filters.getByRole('tab', { name: text.inProgress })).toBeVisible();
    await expect(filters.getByRole('tab', { name: text.completed })).toBeVisible();
    await expect(bar(page, text.progressOf(planned))).toHaveAttribute('aria-valuenow', '25');
    await expectNoAxeViolations(page);

    // The project page.
    await page.goto(`/dashboard/projects/${id}`);
    await hydrated(page);
    await expect(bar(page, text.progress)).toHaveAttribute('aria-valuenow', '25');

    // Analytics: the same figure per project.
    await page.goto('/dashboard?tab=analytics');
    const activity = page.getByRole('table', { name: text.activity });
    await expect(activity.getByRole('row').filter({ hasText: planned })).toContainText(/25\s?%/);
    await expect(activity.getByRole('row').filter({ hasText: plain })).toContainText(/20\s?%/);

    // The admin's list.
    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await page.goto('/admin?section=projects');
    await hydrated(page);
    await page.getByLabel(text.search).fill(planned);
    await expect(page.getByRole('row').filter({ hasText: planned })).toContainText('25%');
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the projects tab with its progress bars has no axe violations', async ({ page }) => {
    const admin = await adminApi();
    const { planned } = await clientWithProjects(page, admin, 'en');
    await admin.dispose();
    await storePreferences(page, { language: 'en', theme: 'dark' });
    await page.goto('/dashboard?tab=projects');
    await hydrated(page);
    await expect(bar(page, TEXT.en.progressOf(planned))).toHaveAttribute('aria-valuenow', '25');
    await expectNoAxeViolations(page);
  });
});
