import { type Page, expect, test } from '@playwright/test';
import { STOCK_SITE, TEXT, remoteFrames, shell } from './support/shell';

test.use({ viewport: { width: 375, height: 800 } });

function mobileMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: TEXT.en.menu });
  const panel = page.locator('#mobile-menu');
  return {
    button,
    panel,
    nav: panel.getByRole('navigation', { name: TEXT.en.nav }),
    link: (name: string) =>
      panel.getByRole('navigation', { name: TEXT.en.nav }).getByRole('link', { name, exact: true }),
  };
}

test.describe('mobile navigation (375 x 800)', () => {
  test('the links collapse into the Menu button', async ({ page }) => {
    const site = shell(page);
    const menu = mobileMenu(page);
    await page.goto('/');
    await expect(site.heroTitle).toBeVisible();

    await expect(menu.button).toBeVisible();
    await expect(menu.button).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.panel).toBeHidden();
    await expect(page.getByRole('navigation', { name: TEXT.en.nav })).toHaveCount(0);
    await expect(site.header.getByRole('link', { name: TEXT.en.login })).toHaveCount(0);
    // The preferences stay reachable without opening the menu.
    await expect(site.languageButton('ES')).toBeVisible();
    await expect(site.darkModeButton).toBeVisible();
    // Nothing overflows the narrow viewport sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'page width at 375px',
    ).toBeLessThanOrEqual(375);
  });

  test('opening the menu shows every link; following one navigates and closes it', async ({
    page,
  }) => {
    const site = shell(page);
    const menu = mobileMenu(page);
    await page.goto('/auth');
    await expect(remoteFrames(page).authTabs).toBeVisible();

    await menu.button.click();
    await expect(menu.button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.panel).toBeVisible();
    for (const name of TEXT.en.navLinks) {
      await expect(menu.link(name)).toBeVisible();
    }
    const stock = menu.nav.getByRole('link', { name: 'Stock (opens in a new tab)' });
    await expect(stock).toBeVisible();
    await expect(stock).toHaveAttribute('href', STOCK_SITE);
    await expect(stock).toHaveAttribute('target', '_blank');
    await expect(menu.panel.getByRole('link', { name: TEXT.en.login })).toBeVisible();
    await expect(menu.link('Home')).not.toHaveAttribute('aria-current', 'page');

    await menu.link('Home').click();
    await expect(page).toHaveURL('/');
    await expect(site.heroTitle).toBeVisible();
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.panel).toBeHidden();

    await menu.button.click();
    await expect(menu.link('Home')).toHaveAttribute('aria-current', 'page');
    await menu.panel.getByRole('link', { name: TEXT.en.login }).click();
    await expect(page).toHaveURL('/auth');
    await expect(remoteFrames(page).authTabs).toBeVisible();
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.panel).toBeHidden();
  });

  test('a link to another page closes the menu on that page', async ({ page }) => {
    const menu = mobileMenu(page);
    await page.goto('/');
    await expect(shell(page).heroTitle).toBeVisible();

    await menu.button.click();
    await menu.link('Contact').click();
    await expect(page).toHaveURL('/contact');
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.panel).toBeHidden();
    await menu.button.click();
    await expect(menu.link('Contact')).toHaveAttribute('aria-current', 'page');
  });

  test('the menu closes with its button and with Escape', async ({ page }) => {
    const menu = mobileMenu(page);
    await page.goto('/');
    await expect(shell(page).heroTitle).toBeVisible();

    await menu.button.click();
    await expect(menu.panel).toBeVisible();
    await menu.button.click();
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.panel).toBeHidden();

    await menu.button.click();
    await expect(menu.panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.panel).toBeHidden();
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.button).toBeFocused();

    // Following the link of the page already shown closes the menu as well.
    await menu.button.click();
    await menu.link('Home').click();
    await expect(menu.panel).toBeHidden();
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
    await expect(shell(page).heroTitle).toBeVisible();
  });

  test('the menu button is translated', async ({ page }) => {
    const site = shell(page);
    await page.goto('/');
    await site.languageButton('ES').click();
    const button = page.getByRole('banner').getByRole('button', { name: TEXT.es.menu });
    await button.click();
    await expect(
      page.locator('#mobile-menu').getByRole('navigation', { name: TEXT.es.nav }).getByRole('link'),
    ).toHaveText([...TEXT.es.navLinks, /^Stock/]);
  });

  test('from 768px wide the links are back in the bar', async ({ page }) => {
    const site = shell(page);
    const menu = mobileMenu(page);
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/');
    await expect(site.heroTitle).toBeVisible();
    await expect(site.nav).toBeVisible();
    await expect(site.loginLink).toBeVisible();
    await expect(menu.button).toBeHidden();

    await page.setViewportSize({ width: 767, height: 800 });
    await expect(menu.button).toBeVisible();
    await expect(site.nav).toBeHidden();
  });
});
