import { type Page, expect, test } from '@playwright/test';
import { TEXT, hydrated } from './support/shell';

/**
 * A server-rendered page inlines, of each stylesheet, only the rules its markup uses; the whole
 * stylesheets, linked disabled and fetched as the app starts, apply at the visitor's first
 * interaction or when the app shows something else.
 */

/** The computed styles that show whether an element is styled as it should be. */
const PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'border-top-color',
  'border-top-width',
  'padding-top',
  'padding-left',
  'margin-top',
  'font-size',
  'font-weight',
  'width',
  'height',
  'box-shadow',
  'opacity',
] as const;

/** The computed styles of every element under `selector`, one line per element. */
async function computedStyles(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots: Element[], properties: readonly string[]) => {
    const lines: string[] = [];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const style = getComputedStyle(element);
        const label = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
        lines.push(`${label} ${properties.map((name) => style.getPropertyValue(name)).join('|')}`);
      }
    }
    return lines;
  }, PROPERTIES);
}

/** For each whole stylesheet's link: whether it applies, with its rules loaded. */
function wholeStylesheetsApplied(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-rspack]')].map(
      // Fetched ahead, they are read as print stylesheets until they apply.
      (link) => !link.disabled && link.media !== 'print' && (link.sheet?.cssRules.length ?? 0) > 0,
    ),
  );
}

/** Whether the page has fetched each whole stylesheet, ready to apply it without the network. */
function wholeStylesheetsFetched(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-rspack]')].map((link) =>
      performance
        .getEntriesByName(link.href, 'resource')
        .some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
    ),
  );
}

/**
 * The home page on a phone in the dark theme, its menu open, styled with the inline rules only
 * (`inlineOnly`: the stylesheets' files answer empty) or with the whole stylesheets.
 */
async function homeWithMenuOpen(page: Page, inlineOnly: boolean): Promise<void> {
  // The files answer empty: the app takes the same course, only their rules are missing.
  if (inlineOnly) {
    await page.route(/\.css$/, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  }
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page
    .context()
    .addCookies([{ name: 'theme', value: 'dark', url: test.info().project.use.baseURL! }]);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  if (!inlineOnly) {
    // A key pressed applies the whole files before the menu is opened.
    await page.keyboard.press('Shift');
    await expect.poll(() => wholeStylesheetsApplied(page)).toEqual([true, true]);
  }
  const button = page.getByRole('banner').getByRole('button', { name: TEXT.en.menu });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  // The pointer rests on the button: its hover colours fade in (transition-colors), and a style
  // read mid-way would differ between the two loads. Compared once every transition has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished),
    ),
  );
}

test.describe('page styles', () => {
  test('the home page inlines part of each stylesheet; the whole files apply at the first key', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-href]')].map((style) => ({
        href: style.getAttribute('data-href')!,
        inline: style.textContent ?? '',
      })),
    );
    expect(sheets.length, 'the shell and the marketing remote have a stylesheet').toBe(2);
    for (const { href, inline } of sheets) {
      const whole = await (await request.get(href)).text();
      expect(inline.length, `${href} inline`).toBeGreaterThan(0);
      expect(inline.length, `${href} inline, against ${whole.length} in the file`).toBeLessThan(
        whole.length * 0.75,
      );
    }
    // Fetched as the app starts, applied only once the page may need them.
    await expect.poll(() => wholeStylesheetsFetched(page)).toEqual([true, true]);
    expect(await wholeStylesheetsApplied(page)).toEqual([false, false]);
    await page.keyboard.press('Shift');
    await expect.poll(() => wholeStylesheetsApplied(page)).toEqual([true, true]);
  });

  test('a touch applies the whole files', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    expect(await wholeStylesheetsApplied(page)).toEqual([false, false]);
    await page.touchscreen.tap(5, 400);
    await expect.poll(() => wholeStylesheetsApplied(page)).toEqual([true, true]);
    await context.close();
  });

  test('the app applies the whole files before it shows another page, even untouched', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    expect(await wholeStylesheetsApplied(page)).toEqual([false, false]);
    // A navigation with no click or key (as the browser's Back button makes one).
    await page.evaluate(() => {
      history.pushState(null, '', '/services');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/services/i);
    await expect.poll(() => wholeStylesheetsApplied(page)).toEqual([true, true]);
  });

  test('the whole files apply before the app shows what the server did not send, untouched', async ({
    page,
  }) => {
    // The server sends a project it cannot find as a spinner; the app then shows Not Found.
    await page.goto('/projects/999');
    await hydrated(page);
    const notFound = page.getByRole('heading', { level: 1 });
    await expect(notFound).toHaveText('Project Not Found');
    expect(await wholeStylesheetsApplied(page)).toEqual([true, true]);
    // Styled as it should be: the icon's 5 rem circle (size-20), not the inline rules' default.
    const circle = page.locator('main span.size-20');
    await expect(circle).toHaveCSS('width', '80px');
  });

  test.describe('on a phone, in the dark theme', () => {
    test('the inline rules style the page and its open menu as the whole stylesheets do', async ({
      browser,
    }) => {
      // Two page loads, each hydrated.
      test.setTimeout(90_000);
      const styles: string[][] = [];
      for (const inlineOnly of [true, false]) {
        const context = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: { width: 375, height: 800 },
          // Animations stopped: their frames would differ between the two loads.
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await homeWithMenuOpen(page, inlineOnly);
        styles.push(await computedStyles(page, 'header, main, footer'));
        await context.close();
      }
      const [inline, whole] = styles;
      expect(inline!.length, 'elements compared').toBeGreaterThan(500);
      // The menu panel is laid out and painted on the dark surface, not left unstyled.
      expect(inline!.find((line) => line.startsWith('div.max-h-'))).not.toMatch(/^\S+ none\|/);
      expect(inline).toEqual(whole);
    });
  });
});
