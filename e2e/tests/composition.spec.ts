import { type Page, expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/auth';
import { ADMIN_SECTIONS, STOCK_SITE, TEXT, remoteFrames, shell } from './support/shell';

/** Marks the current document so a later check can tell a client-side navigation from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument),
    'the navigation reloaded the page instead of staying in the single-page app',
  ).toBe(true);
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
}

test.describe('composed shell', () => {
  test('home shows the marketing hero inside the navigation and footer', async ({ page }) => {
    const site = shell(page);
    await page.goto('/');

    await expect(site.heroTitle).toBeVisible();
    const hero = page.locator('section#home');
    await expect(hero).toBeVisible();
    // The hero's two calls to action (the sections below, rendered by the server too, have their
    // own, e.g. 'Book a free consultation (opens in a new tab)' to the booking page).
    for (const name of ['Start your project', 'Book a free consultation']) {
      await expect(hero.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    await expect(page).toHaveTitle(
      'TerraBridge Digital | Web Design, Automation and AI for Small Businesses',
    );

    await expect(site.nav).toBeVisible();
    for (const name of TEXT.en.navLinks) {
      await expect(site.navLink(name)).toBeVisible();
    }
    await expect(site.navLink('Home')).toHaveAttribute('aria-current', 'page');
    await expect(site.navLink('Services')).not.toHaveAttribute('aria-current', 'page');
    await expect(site.loginLink).toHaveAttribute('href', '/auth');
    await expect(site.footer).toBeVisible();
  });

  test('/auth shows the portal frame inside the navigation and footer', async ({ page }) => {
    const site = shell(page);
    const frames = remoteFrames(page);
    await page.goto('/auth');

    await expect(frames.authTabs).toBeVisible();
    await expect(frames.authTabs.getByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(frames.authTabs.getByRole('tab', { name: 'Register' })).toBeVisible();
    await expect(frames.authBenefits.getByRole('listitem')).toHaveCount(3);
    await expect(site.nav).toBeVisible();
    await expect(site.footer).toBeVisible();
    await expect(site.heroTitle).toHaveCount(0);
  });

  test('/admin shows the back-office frame under the navigation, without the footer', async ({
    page,
  }) => {
    const site = shell(page);
    const frames = remoteFrames(page);
    await signIn(page, DEMO.admin);
    await page.goto('/admin');

    await expect(frames.adminTitle).toBeVisible();
    await expect(frames.adminNav.getByRole('link')).toHaveText([...ADMIN_SECTIONS]);
    await expect(page).toHaveTitle(/Admin panel/);
    await expect(site.nav).toBeVisible();
    // The back-office is an app, not a page of the site: no marketing footer.
    await expect(site.footer).toHaveCount(0);
    // No route of the admin remote is a navigation entry, so nothing is highlighted.
    await expect(site.nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('the navigation moves between the remotes without reloading and scrolls to the top', async ({
    page,
  }) => {
    const site = shell(page);
    const frames = remoteFrames(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await expect(frames.adminTitle).toBeVisible();
    await markDocument(page);

    await scrollToBottom(page);
    await site.navLink('Home').click();
    await expect(page).toHaveURL('/');
    await expect(site.heroTitle).toBeVisible();
    await expect(site.navLink('Home')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await scrollToBottom(page);
    await site.dashboardLink.click();
    await expect(page).toHaveURL('/dashboard');
    await expect(frames.dashboardTabs).toBeVisible();
    await expect(site.heroTitle).toHaveCount(0);
    await expect(site.navLink('Home')).not.toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The browser history walks back through the same three remotes.
    await page.goBack();
    await expect(site.heroTitle).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/admin');
    await expect(frames.adminTitle).toBeVisible();
    await page.goForward();
    await expect(site.heroTitle).toBeVisible();

    // A link to the page already shown scrolls back to its top as well.
    await scrollToBottom(page);
    await site.navLink('Home').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await expectSameDocument(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  test('the footer brand link leads home and scrolls to the top', async ({ page }) => {
    const site = shell(page);
    await page.goto('/auth');
    await expect(remoteFrames(page).authTabs).toBeVisible();
    await markDocument(page);

    await scrollToBottom(page);
    await site.footer.getByRole('link', { name: 'TerraBridge Digital, home' }).click();
    await expect(page).toHaveURL('/');
    await expect(site.heroTitle).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectSameDocument(page);
  });

  test('the footer links point at the company and legal pages', async ({ page }) => {
    const { footer } = shell(page);
    await page.goto('/');
    await expect(footer).toBeVisible();

    const expected: [string, string][] = [
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-service'],
      ['Cookie Policy', '/cookie-policy'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of [
      'Web Design',
      'Business Automation',
      'Branding',
      'Social Media Marketing',
      'Accounting',
      'AI Solutions',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/services',
      );
    }
  });

  test('external links are https, open a new tab and carry rel noopener', async ({ page }) => {
    const site = shell(page);
    await page.goto('/');

    await expect(site.stockLink).toHaveAccessibleName('Stock (opens in a new tab)');
    await expect(site.stockLink).toHaveAttribute('href', STOCK_SITE);
    await expect(site.stockLink).toHaveAttribute('target', '_blank');
    await expect(site.stockLink).toHaveAttribute('rel', /\bnoopener\b/);

    for (const name of ['Facebook', 'Instagram', 'WhatsApp', 'LinkedIn']) {
      const link = site.footer.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });
});
