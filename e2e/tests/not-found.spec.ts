import { expect, test } from '@playwright/test';
import { TEXT, shell, storePreferences } from './support/shell';

test.describe('not-found page', () => {
  test('an unknown path shows the 404 page with a working link home', async ({ page }) => {
    const site = shell(page);
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.notFoundTitle);
    await expect(page).toHaveTitle(TEXT.en.notFoundTitle);
    await expect(site.nav).toBeVisible();
    await expect(site.footer).toBeVisible();
    await expect(site.nav.locator('[aria-current="page"]')).toHaveCount(0);

    await page.getByRole('link', { name: TEXT.en.backHome }).click();
    await expect(page).toHaveURL('/');
    await expect(site.heroTitle).toBeVisible();
    await expect(page).not.toHaveTitle(TEXT.en.notFoundTitle);
  });

  test('paths below a known route are unknown too', async ({ page }) => {
    for (const path of ['/admin/settings', '/auth/extra/segment']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(TEXT.en.notFoundTitle);
      await expect(page).toHaveTitle(TEXT.en.notFoundTitle);
    }
  });

  test('paths below the payment pages are unknown', async ({ page }) => {
    for (const path of ['/checkout/extra', '/payment-success/TB-7K2M9Q4XA', '/test-payment/1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(TEXT.en.notFoundTitle);
    }
  });

  test("a service's Get started link leads a visitor to sign in, then to its checkout", async ({
    page,
  }) => {
    await page.goto('/services');
    await page
      .getByRole('link', { name: /^Get started with / })
      .first()
      .click();

    await expect(page).toHaveURL(/\/auth\?next=\/checkout%3FserviceId%3D\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(TEXT.en.notFoundTitle);
    // Opened again (shared, bookmarked, reloaded), the server answers it as a page.
    const checkout = new URL(page.url()).searchParams.get('next')!;
    expect((await page.goto(checkout))?.status()).toBe(200);
  });

  test('the 404 page is translated to Spanish', async ({ page }) => {
    await storePreferences(page, { language: 'es' });
    const es = shell(page, 'es');
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.notFoundTitle);
    await expect(page).toHaveTitle(TEXT.es.notFoundTitle);
    await expect(es.nav).toBeVisible();

    await page.getByRole('link', { name: TEXT.es.backHome }).click();
    await expect(page).toHaveURL('/');
    await expect(es.heroTitle).toBeVisible();
  });

  test('switching language on the 404 page retitles it', async ({ page }) => {
    const site = shell(page);
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(TEXT.en.notFoundTitle);

    await site.languageButton('ES').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.notFoundTitle);
    await expect(page).toHaveTitle(TEXT.es.notFoundTitle);
  });
});
