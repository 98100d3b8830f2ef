import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/checks';
import { expectStored, hydrated, shell, storePreferences } from './support/shell';

/**
 * A first visit follows the system's dark setting, without a flash of the light theme: the page
 * the server sends is already dark (Chromium tells it the setting in the Sec-CH-Prefers-Color-Scheme
 * hint; without it, the inline preferences script turns the page dark before the first paint and
 * has it sent again, dark). A choice made with the toggle wins over the system's.
 */
test.use({ colorScheme: 'dark' });

/** Whether <html> was dark when the parser first inserted <body>, before any paint. */
async function recordDarkAtBody(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as Record<string, unknown>;
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      store.__darkAtBody = document.documentElement.classList.contains('dark');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

for (const language of ['en', 'es'] as const) {
  test(`a first visit on a dark system is dark from the server's page on (${language})`, async ({
    page,
  }) => {
    await recordDarkAtBody(page);
    await page.goto(language === 'es' ? '/?lang=es' : '/');
    const html = page.locator('html');
    // The page as the server rendered it, and as shown from the first paint.
    await expect(html).toHaveAttribute('data-rendered', `${language} dark`);
    await expect(html).not.toHaveAttribute('data-rendered-stale', '');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__darkAtBody),
    ).toBe(true);
    await hydrated(page);
    await expect(shell(page, language).darkModeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(shell(page, language).heroTitle).toBeVisible();
    await expectStored(page, 'theme', 'dark');
  });
}

test('a light theme chosen with the toggle stays light on a dark system', async ({ page }) => {
  await storePreferences(page, { theme: 'light' });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-rendered', 'en light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(shell(page).darkModeButton).toHaveAttribute('aria-pressed', 'false');
});

test('the server renders a first visit in the theme the client hint names, and asks for it', async ({
  page,
}) => {
  const dark = await page.request.get('/about', {
    headers: { 'Sec-CH-Prefers-Color-Scheme': '"dark"' },
  });
  expect(await dark.text()).toMatch(/<html[^>]*class="dark"[^>]*data-rendered="en dark"/);
  expect(dark.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  // Not critical: Chromium would send every first visit twice.
  expect(dark.headers()['critical-ch']).toBeUndefined();
  expect(dark.headers()['vary']).toMatch(/Sec-CH-Prefers-Color-Scheme/);
  // A stored choice (its cookie) wins over the hint.
  const chosen = await page.request.get('/about', {
    headers: { 'Sec-CH-Prefers-Color-Scheme': '"dark"', Cookie: 'theme=light' },
  });
  expect(await chosen.text()).toMatch(/data-rendered="en light"/);
});

test('the dark first visit has no axe violations, 390 px wide too', async ({ page }) => {
  await page.goto('/?lang=es');
  await hydrated(page);
  await expect(shell(page, 'es').heroTitle).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shell(page, 'es').heroTitle).toBeVisible();
  await expectNoAxeViolations(page);
});
