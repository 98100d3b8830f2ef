import { type Page, expect, test } from '@playwright/test';
import { TEXT, expectStored, hydrated, shell, storePreferences } from './support/shell';

interface RootState {
  dark: boolean;
  lang: string;
  navLabel?: string | null;
  firstNavLink?: string | null;
}

/**
 * Records the document root when the parser first inserts <body> (before anything can be painted)
 * and when the navigation is first rendered, to prove stored preferences apply without a flash.
 */
async function recordEarlyStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as Record<string, unknown>;
    const snapshot = () => ({
      dark: document.documentElement.classList.contains('dark'),
      lang: document.documentElement.lang,
    });
    const observer = new MutationObserver(() => {
      if (document.body && !store.__atBody) store.__atBody = snapshot();
      const nav = document.querySelector('header nav[aria-label]');
      if (nav && !store.__atFirstNav) {
        store.__atFirstNav = {
          ...snapshot(),
          navLabel: nav.getAttribute('aria-label'),
          firstNavLink: nav.querySelector('a')?.textContent ?? null,
        };
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

function readState(page: Page, key: '__atBody' | '__atFirstNav'): Promise<RootState | undefined> {
  return page.evaluate(
    (name) => (window as unknown as Record<string, RootState | undefined>)[name],
    key,
  );
}

test.describe('language and theme preferences', () => {
  test('a link in a language (?lang=es) opens the site in that language and keeps it', async ({
    page,
  }) => {
    const es = shell(page, 'es');
    await page.goto('/services?lang=es');
    await expect(es.nav.getByRole('link')).toHaveText([...TEXT.es.navLinks, /^Stock/]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectStored(page, 'language', 'es');
    await page.goto('/about');
    await expect(es.languageButton('ES')).toHaveAttribute('aria-pressed', 'true');
  });

  test('English chosen on a ?lang=es page drops the parameter and stays chosen on reload', async ({
    page,
  }) => {
    const en = shell(page, 'en');
    const es = shell(page, 'es');
    await page.goto('/?lang=es');
    await expect(es.heroTitle).toBeVisible();

    await es.languageButton('EN').click();
    await expect(en.heroTitle).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(en.heroTitle).toBeVisible();
    await expect(en.languageButton('EN')).toHaveAttribute('aria-pressed', 'true');
    await expectStored(page, 'language', 'en');
  });

  test('English chosen after leaving a ?lang=es page stays chosen when going back to it', async ({
    page,
  }) => {
    const en = shell(page, 'en');
    const es = shell(page, 'es');
    await page.goto('/?lang=es');
    await expect(es.heroTitle).toBeVisible();
    await hydrated(page);
    await es.navLink(TEXT.es.navLinks[3]).click();
    await expect(page).toHaveURL('/about');
    await es.languageButton('EN').click();
    await expect(en.nav.getByRole('link')).toHaveText([...TEXT.en.navLinks, /^Stock/]);
    await page.goBack();
    await expect(en.heroTitle).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(en.heroTitle).toBeVisible();
  });

  test('Spanish chosen on an English page gets the Spanish address, kept on reload and shared', async ({
    page,
    browser,
  }) => {
    const en = shell(page, 'en');
    const es = shell(page, 'es');
    await page.goto('/services?lang=en');
    await expect(en.nav.getByRole('link')).toHaveText([...TEXT.en.navLinks, /^Stock/]);

    await en.languageButton('ES').click();
    await expect(es.nav.getByRole('link')).toHaveText([...TEXT.es.navLinks, /^Stock/]);
    await expect(page).toHaveURL('/services?lang=es');
    await page.reload();
    await expect(es.nav.getByRole('link')).toHaveText([...TEXT.es.navLinks, /^Stock/]);
    await expectStored(page, 'language', 'es');

    // Someone with an English browser opens the address the visitor shares.
    const other = await browser.newPage({ locale: 'en-US' });
    await other.goto(page.url());
    await expect(shell(other, 'es').nav.getByRole('link')).toHaveText([
      ...TEXT.es.navLinks,
      /^Stock/,
    ]);
    await other.close();
  });

  test('switching to Spanish translates the site and survives a reload', async ({ page }) => {
    const en = shell(page, 'en');
    const es = shell(page, 'es');
    await page.goto('/');
    await expect(en.heroTitle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(en.languageButton('EN')).toHaveAttribute('aria-pressed', 'true');

    await en.languageButton('ES').click();

    await expect(es.nav.getByRole('link')).toHaveText([...TEXT.es.navLinks, /^Stock/]);
    await expect(es.heroTitle).toBeVisible();
    await expect(es.loginLink).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(es.languageButton('ES')).toHaveAttribute('aria-pressed', 'true');
    await expect(es.languageButton('EN')).toHaveAttribute('aria-pressed', 'false');
    // The footer and the document title follow the same language.
    await expect(es.footer.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
    await expect(page).toHaveTitle(
      'TerraBridge Digital | Diseño web, automatización e IA para pequeñas empresas',
    );
    await expectStored(page, 'language', 'es');

    await page.reload();
    await expect(es.nav.getByRole('link')).toHaveText([...TEXT.es.navLinks, /^Stock/]);
    await expect(es.heroTitle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(es.languageButton('ES')).toHaveAttribute('aria-pressed', 'true');

    await es.languageButton('EN').click();
    await expect(en.nav.getByRole('link')).toHaveText([...TEXT.en.navLinks, /^Stock/]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectStored(page, 'language', 'en');
  });

  test('the footer language toggle switches the whole site', async ({ page }) => {
    const es = shell(page, 'es');
    await page.goto('/auth');
    await expect(page.getByRole('tablist', { name: 'Account access' })).toBeVisible();
    await shell(page).footer.getByRole('button', { name: 'ES' }).click();

    await expect(es.nav).toBeVisible();
    // The portal remote's own texts switch together with the shell's.
    const tabs = page.getByRole('tablist', { name: 'Acceso a la cuenta' });
    await expect(tabs.getByRole('tab')).toHaveText(['Iniciar sesión', 'Registrarse']);
    await expect(es.languageButton('ES')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectStored(page, 'language', 'es');
  });

  test('switching to dark mode sets the dark class and survives a reload', async ({ page }) => {
    const site = shell(page);
    const html = page.locator('html');
    await page.goto('/');
    await expect(site.heroTitle).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(site.darkModeButton).toHaveAttribute('aria-pressed', 'false');

    await site.darkModeButton.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(site.darkModeButton).toHaveAttribute('aria-pressed', 'true');
    await expectStored(page, 'theme', 'dark');

    await page.reload();
    await expect(site.heroTitle).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(site.darkModeButton).toHaveAttribute('aria-pressed', 'true');

    await site.darkModeButton.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(site.darkModeButton).toHaveAttribute('aria-pressed', 'false');
    await expectStored(page, 'theme', 'light');
    await page.reload();
    await expect(site.heroTitle).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('stored Spanish and dark preferences apply from the first paint', async ({ page }) => {
    await storePreferences(page, { language: 'es', theme: 'dark' });
    await recordEarlyStates(page);
    const es = shell(page, 'es');
    await page.goto('/');

    await expect(es.heroTitle).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(es.darkModeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(es.languageButton('ES')).toHaveAttribute('aria-pressed', 'true');

    expect(await readState(page, '__atBody'), 'root state before the first paint').toEqual({
      dark: true,
      lang: 'es',
    });
    expect(await readState(page, '__atFirstNav'), 'first render of the navigation').toEqual({
      dark: true,
      lang: 'es',
      navLabel: TEXT.es.nav,
      firstNavLink: TEXT.es.navLinks[0],
    });
  });

  test('without stored preferences the site starts in English and light', async ({ page }) => {
    await recordEarlyStates(page);
    const site = shell(page);
    await page.goto('/');

    await expect(site.heroTitle).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await readState(page, '__atFirstNav')).toEqual({
      dark: false,
      lang: 'en',
      navLabel: TEXT.en.nav,
      firstNavLink: TEXT.en.navLinks[0],
    });
  });

  test('a change in one tab reaches the other open tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/auth');
    await expect(shell(second).nav).toBeVisible();

    await shell(first).languageButton('ES').click();
    await shell(first, 'es').darkModeButton.click();

    await expect(shell(second, 'es').nav).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('lang', 'es');
    await expect(second.locator('html')).toHaveClass(/\bdark\b/);
    await expect(shell(second, 'es').darkModeButton).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown stored value falls back to English and light', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('language', 'fr');
      window.localStorage.setItem('theme', '"dark"');
    });
    const site = shell(page);
    await page.goto('/');

    await expect(site.heroTitle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(site.languageButton('EN')).toHaveAttribute('aria-pressed', 'true');
  });
});
