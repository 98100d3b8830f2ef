import { type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The portal's texts these tests read, as the client sees them in each language. */
const TEXT = {
  en: {
    sections: 'Dashboard sections',
    overview: 'Overview',
    projects: 'Projects',
    settings: 'Settings',
    filters: 'Filter projects by status',
    all: /^All \(\d+\)$/,
    inProgress: /^In Progress \(\d+\)$/,
    completed: /^Completed \(\d+\)$/,
    project: 'Mitchell Outdoor Supply: Trail Guide AI Shopping Assistant',
    finished: 'Mitchell Outdoor Supply: Bilingual E-commerce Platform',
    milestones: 'Milestones',
    message: 'Your message',
    send: 'Send message',
    attach: /^Attach files/,
    thread: 'Messages',
    files: 'Files',
    back: 'Back to your projects',
  },
  es: {
    sections: 'Secciones del panel',
    overview: 'Resumen',
    projects: 'Proyectos',
    settings: 'Configuración',
    filters: 'Filtrar proyectos por estado',
    all: /^Todos \(\d+\)$/,
    inProgress: /^En curso \(\d+\)$/,
    completed: /^Completados \(\d+\)$/,
    project: 'Mitchell Outdoor Supply: Trail Guide, asistente de compras con IA',
    finished: /^Mitchell Outdoor Supply: plataforma de comercio/i,
    milestones: 'Hitos',
    message: 'Tu mensaje',
    send: 'Enviar mensaje',
    attach: /^Adjuntar archivos/,
    thread: 'Mensajes',
    files: 'Archivos',
    back: 'Volver a tus proyectos',
  },
} as const;

/** The page's path and query, without the language parameter the shell keeps for Spanish. */
async function expectAt(page: Page, expected: string) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      url.searchParams.delete('lang');
      return `${url.pathname}${url.search}`;
    })
    .toBe(expected);
}

/** A 1×1 PNG: the server checks the bytes, not the name. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openDashboard(page: Page, language: Language, path = '/dashboard') {
  await storePreferences(page, { language });
  await signIn(page, DEMO.client);
  await page.goto(path);
  await hydrated(page);
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`the client follows a project from the projects tab and writes to the team (${language})`, async ({
    page,
  }) => {
    await openDashboard(page, language);
    const sections = page.getByRole('tablist', { name: text.sections });
    await sections.getByRole('tab', { name: text.projects }).click();
    await expectAt(page, '/dashboard?tab=projects');
    const filters = page.getByRole('tablist', { name: text.filters });
    await expect(filters.getByRole('tab', { name: text.all })).toBeVisible();

    // Reload, back and forward keep the tab.
    await page.reload();
    await hydrated(page);
    await expect(sections.getByRole('tab', { name: text.projects })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await expectAt(page, '/dashboard');
    await expect(sections.getByRole('tab', { name: text.overview })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goForward();
    await expectAt(page, '/dashboard?tab=projects');

    // The completed project is under Completed, not under In Progress.
    await filters.getByRole('tab', { name: text.completed }).click();
    await expectAt(page, '/dashboard?tab=projects&filter=completed');
    await expect(page.getByRole('link', { name: text.finished })).toBeVisible();
    await expect(page.getByRole('link', { name: text.project })).toHaveCount(0);
    await filters.getByRole('tab', { name: text.inProgress }).click();
    await expect(page.getByRole('link', { name: text.finished })).toHaveCount(0);

    await page.getByRole('link', { name: text.project }).click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/\d+(\?lang=es)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.project);
    await expect(page.getByRole('heading', { level: 2, name: text.milestones })).toBeVisible();

    const message = `Could we add a size guide to the assistant? (${language} ${Date.now()})`;
    const fileName = `sketch-${language}-${Date.now()}.png`;
    await page.getByLabel(text.message).fill(message);
    await page
      .getByLabel(text.attach)
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(message)).toBeVisible();
    // The image is previewed in the thread and listed with the project's files.
    const thread = page.getByRole('list', { name: text.thread });
    const attachment = thread.getByRole('link', { name: new RegExp(fileName) });
    await expect(attachment).toBeVisible();
    await expect(attachment.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await attachment.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1);
    await expect(
      page.getByRole('region', { name: text.files }).getByRole('link', { name: fileName }),
    ).toBeVisible();
    await expect(page.getByLabel(text.message)).toHaveValue('');

    // A reload shows it too: it was saved, not only drawn.
    await page.reload();
    await expect(page.getByText(message)).toBeVisible();
    await page.getByRole('link', { name: text.back }).click();
    await expectAt(page, '/dashboard?tab=projects');
  });

  test(`the dashboard tabs follow the arrow keys, Home and End (${language})`, async ({ page }) => {
    await openDashboard(page, language);
    const sections = page.getByRole('tablist', { name: text.sections });
    await sections.getByRole('tab', { name: text.overview }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(sections.getByRole('tab', { name: text.projects })).toBeFocused();
    await expectAt(page, '/dashboard?tab=projects');
    await page.keyboard.press('End');
    await expect(sections.getByRole('tab', { name: text.settings })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(sections.getByRole('tab', { name: text.overview })).toBeFocused();
    // Only the selected tab is in the tab order.
    await expect(sections.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  });
}

test('a reply from the team appears without a reload, and a signed-out visitor signs in first', async ({
  page,
}) => {
  // It waits for the page's next refresh of the conversation.
  test.slow();
  await openDashboard(page, 'en', '/dashboard?tab=projects');
  await page.getByRole('link', { name: TEXT.en.project }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.project);
  const id = new URL(page.url()).pathname.split('/').pop();

  const admin = await adminApi();
  const reply = `The size guide is on its way (${Date.now()})`;
  const res = await admin.post(`/api/user/projects/${id}/comments`, { data: { content: reply } });
  expect(res.status()).toBe(201);
  // The page asks for new comments every 10 seconds while it is visible.
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible({
    timeout: 25_000,
  });
  await admin.dispose();

  await page.context().clearCookies();
  await page.goto(`/dashboard/projects/${id}`);
  await expect(page).toHaveURL(`/auth?next=/dashboard/projects/${id}`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a 390 px phone the sections scroll inside their row, never the page (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storePreferences(page, { theme });
    await openDashboard(page, 'es', '/dashboard?tab=projects');
    await expect(page.getByRole('tablist', { name: TEXT.es.filters })).toBeVisible();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await page.screenshot({
      path: `../test-results/portal-projects-390-es-${theme}.png`,
      fullPage: true,
    });
    await page.getByRole('link', { name: TEXT.es.project }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.project);
    expect(await overflow()).toBe(0);
    await page.screenshot({
      path: `../test-results/project-page-390-es-${theme}.png`,
      fullPage: true,
    });
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard tabs and the project page have no axe violations (${theme})`, async ({
    page,
  }) => {
    // Seven tabs and a page, each checked by axe.
    test.slow();
    await storePreferences(page, { theme });
    await openDashboard(page, 'en');
    const sections = page.getByRole('tablist', { name: TEXT.en.sections });
    for (const tab of await sections.getByRole('tab').all()) {
      await tab.click();
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      if ((await tab.textContent()) === TEXT.en.projects) {
        await expect(page.getByRole('link', { name: TEXT.en.project })).toBeVisible();
        await page.screenshot({ path: `../test-results/projects-tab-${theme}.png` });
      }
      await expectNoAxeViolations(page);
    }
    await page.screenshot({ path: `../test-results/dashboard-${theme}.png`, fullPage: true });
    await sections.getByRole('tab', { name: TEXT.en.projects }).click();
    await page.getByRole('link', { name: TEXT.en.project }).click();
    await expect(page.getByRole('heading', { level: 2, name: TEXT.en.milestones })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `../test-results/project-page-${theme}.png`, fullPage: true });
  });
}
