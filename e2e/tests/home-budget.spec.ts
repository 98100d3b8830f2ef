import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { collectScripts, scriptReport } from './support/scripts';

/** The most JavaScript (gzip) the home page may load: a size budget, not a timing. */
const HOME_JS_BUDGET = 150 * 1024;

test.describe('home page JavaScript budget', () => {
  test('loads at most 150 KB of gzipped JavaScript', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const loaded = await scripts.loaded();
    const { total, lines } = scriptReport(loaded);
    expect(loaded.length, 'scripts were counted').toBeGreaterThan(3);
    expect(total, `gzip bytes of JavaScript on /:\n${lines}`).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  test('the sections below the hero load as the visitor scrolls', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const before = scripts.count();
    await page.mouse.wheel(0, 600);
    // The server already sent the sections' HTML; their code is what arrives on scroll.
    await expect
      .poll(() => scripts.count(), { message: 'the sections arrive in their own chunk' })
      .toBeGreaterThan(before);
    // Every body is read before the test ends (a response may still be arriving).
    await page.waitForLoadState('networkidle');
    await scripts.loaded();
  });
});

/**
 * The most the home page's HTML may weigh, gzipped: a size budget, not a timing. The target's
 * 25 KB, read as thousands of bytes, the stricter way.
 */
const HOME_HTML_BUDGET = 25 * 1000;

test.describe('home page HTML budget', () => {
  // The Spanish page's texts are longer; the dark theme's page is the same markup.
  for (const [language, path] of [
    ['English', '/'],
    ['Spanish', '/?lang=es'],
  ] as const) {
    test(`the server-rendered home page weighs at most 25 KB gzipped, in ${language}`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html, 'the page was rendered on the server').toContain('data-ssr="hydrate"');
      const gzipped = gzipSync(html, { level: 9 }).length;
      expect(gzipped, `gzip bytes of ${path} (${html.length} bytes raw)`).toBeLessThanOrEqual(
        HOME_HTML_BUDGET,
      );
    });
  }
});
