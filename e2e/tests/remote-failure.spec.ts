import { type Page, type Route, expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/auth';
import { ADMIN_SECTIONS, TEXT, remoteFrames, shell } from './support/shell';

/** The admin remote's entry, in the release it is switched to (`npm run release:admin`). */
const ADMIN_ENTRY = /\/remotes\/admin\/(releases\/[^/]+\/)?remoteEntry\.js$/;

const failures: [string, (route: Route) => Promise<void>][] = [
  ['the network fails', (route) => route.abort('failed')],
  ['the server answers 500', (route) => route.fulfill({ status: 500, body: 'Internal error' })],
];

async function expectAdminError(page: Page): Promise<void> {
  const site = shell(page);
  await expect(site.remoteError).toBeVisible();
  await expect(site.retryButton).toBeVisible();
  await expect(remoteFrames(page).adminTitle).toHaveCount(0);
}

for (const [failure, fail] of failures) {
  test.describe(`admin remote entry unavailable: ${failure}`, () => {
    test('only the admin section fails and Retry recovers it', async ({ page }) => {
      const site = shell(page);
      const frames = remoteFrames(page);
      let entryRequests = 0;
      await page.route(ADMIN_ENTRY, (route) => {
        entryRequests += 1;
        return fail(route);
      });

      await signIn(page, DEMO.admin);
      await page.goto('/admin');
      await expectAdminError(page);
      await expect(site.nav).toBeVisible();
      // The back-office has no marketing footer, failed or not.
      await expect(site.footer).toHaveCount(0);

      // The shell around the failed section keeps working: the header switches the language...
      await site.languageButton('ES').click();
      await expect(page.getByRole('alert')).toContainText(TEXT.es.remoteError);
      await expect(page.getByRole('button', { name: TEXT.es.retry })).toBeVisible();
      await shell(page, 'es').languageButton('EN').click();
      await expect(site.remoteError).toBeVisible();

      // ...and the navigation still reaches the other remotes.
      await site.navLink('Home').click();
      await expect(page).toHaveURL('/');
      await expect(site.heroTitle).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await site.dashboardLink.click();
      await expect(frames.dashboardTabs).toBeVisible();

      // Coming back keeps showing the error while the entry is still failing, Retry included.
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL('/admin');
      await expectAdminError(page);
      const requestsBeforeRetry = entryRequests;
      await site.retryButton.click();
      await expect
        .poll(() => entryRequests, { message: 'Retry fetches the remote entry again' })
        .toBeGreaterThan(requestsBeforeRetry);
      await expectAdminError(page);

      await page.unroute(ADMIN_ENTRY);
      await site.retryButton.click();
      await expect(frames.adminTitle).toBeVisible();
      await expect(frames.adminNav.getByRole('link')).toHaveCount(ADMIN_SECTIONS.length);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(site.nav).toBeVisible();

      // The recovered remote follows the site language like any other.
      await site.languageButton('ES').click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
      ).toBeVisible();
    });
  });
}

test('a failing admin entry does not affect a visit that starts on the home page', async ({
  page,
}) => {
  await page.route(ADMIN_ENTRY, (route) => route.abort('failed'));
  const site = shell(page);
  await page.goto('/');
  await expect(site.heroTitle).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('admin panel chunk unavailable', () => {
  // Everything the admin remote loads after its entry and exposed module: the panel page itself.
  const ADMIN_CHUNKS =
    /\/remotes\/admin\/(?:releases\/[^/]+\/)?(?!remoteEntry\.js|__federation_expose_)[^/]+\.js$/;

  test('the error replaces the panel and Retry loads it once the chunk is back', async ({
    page,
  }) => {
    const site = shell(page);
    await page.route(ADMIN_CHUNKS, (route) => route.abort('failed'));
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await expectAdminError(page);
    await expect(site.nav).toBeVisible();

    await page.unroute(ADMIN_CHUNKS);
    await site.retryButton.click();
    await expect(remoteFrames(page).adminTitle).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('remote list unavailable', () => {
  const REMOTES_CONFIG = '**/remotes.json';

  test('the shell still renders and every section offers Retry', async ({ page }) => {
    const site = shell(page);
    await page.route(REMOTES_CONFIG, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');

    await expect(site.remoteError).toBeVisible();
    await expect(site.retryButton).toBeVisible();
    await expect(site.nav).toBeVisible();
    await expect(site.footer).toBeVisible();
    await site.loginLink.click();
    await expect(page).toHaveURL('/auth');
    await expect(site.remoteError).toBeVisible();
  });

  test('Retry recovers once the remote list is back', async ({ page }) => {
    const site = shell(page);
    await page.route(REMOTES_CONFIG, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');
    await expect(site.remoteError).toBeVisible();

    await page.unroute(REMOTES_CONFIG);
    await site.retryButton.click();
    await expect(site.heroTitle).toBeVisible({ timeout: 5_000 });
  });
});
