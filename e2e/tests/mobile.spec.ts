import { type Locator, type Page, expect, test } from '@playwright/test';
import { type Language, STOCK_SITE, TEXT, remoteFrames, shell } from './support/shell';

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

/** Nothing of `locator` is cut off: it lies inside the viewport and inside every clipping box. */
async function expectWhollyShown(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeInViewport({ ratio: 1 });
}

const PHONE_TEXT = {
  en: {
    projectTabs: 'About this project',
    cookieTable: 'Cookies and local storage used by this website',
    cookieColumns: ['Type', 'Purpose', 'Duration'],
  },
  es: {
    projectTabs: 'Sobre este proyecto',
    cookieTable: 'Cookies y almacenamiento local que usa este sitio web',
    cookieColumns: ['Tipo', 'Finalidad', 'Duración'],
  },
} as const;

test.describe('phone layouts (375 x 800)', () => {
  for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
    test(`every tab of a project is shown whole, in ${language}`, async ({ page, request }) => {
      const projects = (await (await request.get('/api/projects')).json()) as { id: number }[];
      await page.goto(`/projects/${projects[0].id}?lang=${language}`);
      const tabs = page.getByRole('tablist', { name: PHONE_TEXT[language].projectTabs });
      await tabs.scrollIntoViewIfNeeded();
      await expect(tabs.getByRole('tab')).toHaveCount(3);
      // No tab reaches past the list's visible box or the screen's edge (where it is cut off).
      const cutOff = await tabs.evaluate((list) => {
        const box = list.getBoundingClientRect();
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, document.documentElement.clientWidth);
        return [...list.querySelectorAll('[role="tab"]')]
          .filter((tab) => {
            const { left: start, right: end } = tab.getBoundingClientRect();
            return start < left - 0.5 || end > right + 0.5;
          })
          .map((tab) => tab.textContent);
      });
      expect(cutOff, 'tabs cut off at the side').toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`project-tabs-${language}.png`) });
    });

    test(`the cookie table reads on a phone without sideways scrolling, in ${language}`, async ({
      page,
    }) => {
      const text = PHONE_TEXT[language];
      await page.goto(`/cookie-policy?lang=${language}#what-we-store`);
      const table = page.getByRole('table', { name: text.cookieTable });
      await expect(table.getByRole('rowheader')).toHaveText(['tb_session', 'language', 'theme']);
      const region = page.getByRole('region', { name: text.cookieTable });
      const overflow = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(overflow, 'the table is as wide as its box').toBeLessThanOrEqual(0);
      // Each value of a row says which column it belongs to.
      const row = table
        .getByRole('row')
        .filter({ has: page.getByText('language', { exact: true }) });
      for (const column of text.cookieColumns) {
        await expect(row.getByText(column, { exact: true })).toBeVisible();
      }
      await row.scrollIntoViewIfNeeded();
      await expectWhollyShown(row.getByRole('cell').first(), 'the first cell');
      await page.screenshot({ path: test.info().outputPath(`cookie-table-${language}.png`) });
    });
  }

  test('the header shows the company name beside the mark', async ({ page }) => {
    for (const language of ['en', 'es'] as const) {
      await page.goto(`/?lang=${language}`);
      const header = page.getByRole('banner');
      const name = header.getByText(/^TerraBridge\s*Digital$/);
      await expectWhollyShown(name, `the company name (${language})`);
      await expectWhollyShown(
        header.getByRole('button', { name: TEXT[language].menu }),
        `the menu button (${language})`,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page width at 375px',
      ).toBeLessThanOrEqual(375);
      await page.screenshot({ path: test.info().outputPath(`header-${language}.png`) });
    }
  });
});
