import { gzipSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';

/** The most JavaScript (gzip) the home page may load: a size budget, not a timing. */
const HOME_JS_BUDGET = 170 * 1024;

/**
 * Collects every JavaScript response the page receives; `sizes()` stops collecting and waits for
 * the bodies of those received so far (a body read after the test has ended would fail it).
 */
function collectScripts(page: Page) {
  const measured: Promise<[string, number]>[] = [];
  let closed = false;
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (closed || !isScript || !response.ok()) return;
    measured.push(
      response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body).length]),
    );
  });
  return {
    count: () => measured.length,
    sizes: () => {
      closed = true;
      return Promise.all(measured);
    },
  };
}

test.describe('home page JavaScript budget', () => {
  test('loads at most 170 KB of gzipped JavaScript', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const sizes = await scripts.sizes();
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const report = sizes.map(([path, size]) => `${size}\t${path}`).join('\n');
    expect(sizes.length, 'scripts were counted').toBeGreaterThan(3);
    expect(total, `gzip bytes of JavaScript on /:\n${report}`).toBeLessThanOrEqual(HOME_JS_BUDGET);
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
    await scripts.sizes();
  });
});
