import { type Browser, type Page, expect, test } from '@playwright/test';
import { ownRequests } from './support/checks';
import { TEXT, hydrated, shell } from './support/shell';

/**
 * A server-rendered page inlines, of each stylesheet, only the rules its markup uses, with short
 * class names; the whole stylesheets, linked disabled and fetched as the app starts, apply at the
 * visitor's first interaction or when the app shows something else, which has the build's names.
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
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
] as const;

/** The computed styles of every element under `selector`, one line per element. */
async function computedStyles(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots: Element[], properties: readonly string[]) => {
    const lines: string[] = [];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const style = getComputedStyle(element);
        const id = element.id ? `#${element.id}` : '';
        const label = `${element.tagName.toLowerCase()}${id}.${element.getAttribute('class') ?? ''}`;
        lines.push(`${label} ${properties.map((name) => style.getPropertyValue(name)).join('|')}`);
      }
    }
    return lines;
  }, PROPERTIES);
}

/**
 * For each whole stylesheet's link: whether its rules apply, read ahead into stylesheets of the
 * page's own (adopted), or from the link itself.
 */
function wholeStylesheetsApplied(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-rspack]')].map((link) =>
      link.dataset.applied === 'adopted'
        ? document.adoptedStyleSheets.some((sheet) => sheet.cssRules.length > 0)
        : link.dataset.applied === 'linked' &&
          !link.disabled &&
          link.media !== 'print' &&
          (link.sheet?.cssRules.length ?? 0) > 0,
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
 * How the page is styled: with the inline rules only (the stylesheets' files answer empty), or
 * with the whole stylesheets, read ahead into the page's own stylesheets (`adopted`) or, where the
 * page could not fetch them itself, applied through their links (`linked`).
 */
type Styling = 'inline' | 'adopted' | 'linked';

/**
 * The home page on a phone in the dark theme, styled as `styling` says, its menu open if asked
 * (what the app renders as it opens, its close icon, has the build's class names, which only the
 * whole stylesheets style).
 */
async function phoneHome(page: Page, styling: Styling, menu: 'open' | 'closed'): Promise<void> {
  // The files answer empty: the app takes the same course, only their rules are missing.
  if (styling === 'inline') {
    await page.route(/\.css$/, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  }
  if (styling === 'linked') {
    await page.route(/\.css$/, (route) =>
      route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
    );
  }
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page
    .context()
    .addCookies([{ name: 'theme', value: 'dark', url: test.info().project.use.baseURL! }]);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  if (styling !== 'inline') {
    if (styling === 'adopted') {
      await expect.poll(() => wholeStylesheetsFetched(page)).toEqual([true, true]);
      // The fetched text is split into pieces in the tasks right after.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    // A key pressed applies the whole files before the menu is opened.
    await page.keyboard.press('Shift');
    await expect.poll(() => wholeStylesheetsApplied(page)).toEqual([true, true]);
    const applied = await page
      .locator('link[data-rspack]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-applied')));
    expect(applied).toEqual([styling, styling]);
  }
  if (menu === 'open') {
    const button = page.getByRole('banner').getByRole('button', { name: TEXT.en.menu });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
  }
  // The inline rules leave out the states only an interaction brings (hover, focus), which the
  // whole files, applied at the first one, style: the page is compared without them. The button
  // loses its hover and focus colours (transition-colors), and a style read mid-way would differ
  // between the loads: compared once every transition has ended.
  await page.mouse.move(-1, -1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await transitionsEnded(page);
}

/** Once every CSS transition running in the page has ended. */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished),
    ),
  );
}

/** `phoneHome` in a context of its own, a phone's, with animations stopped (their frames would differ between loads). */
async function phoneHomeIn(browser: Browser, styling: Styling, menu: 'open' | 'closed') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await phoneHome(page, styling, menu);
  return { context, page };
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

  test('the page is sent with short class names; what the app renders has the build’s, styled', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const main = /<main[^]*<\/main>/.exec(html)![0];
    const classes = [...main.matchAll(/ class="([^"]*)"/g)].flatMap(([, value]) =>
      value!.split(' '),
    );
    const short = classes.filter((name) => /^[a-zA-Z][a-zA-Z0-9]?$/.test(name));
    expect(classes.length).toBeGreaterThan(500);
    expect(short.length / classes.length).toBeGreaterThan(0.9);
    // Links come without React Router's route-discovery mark, which only its framework mode reads.
    expect(main).toContain('<a ');
    expect(html).not.toContain('data-discover');
    // A rule of the inline CSS is written with them too.
    expect(html).toMatch(
      /<style data-href="\/remotes\/marketing\/[^"]+">[^<]*\.[a-zA-Z][a-zA-Z0-9]? \.[a-zA-Z][a-zA-Z0-9]?\{/,
    );

    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/services');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/services/i);
    // The app's heading has Tailwind's names (text-3xl ...), and their sizes.
    await expect(heading).toHaveAttribute('class', /\btext-(2|3|4|5)xl\b/);
    await expect(heading).not.toHaveCSS('font-size', '16px');
    await expect(heading).not.toHaveCSS('font-size', '32px');
  });

  test('the app starts only once the whole stylesheets are at hand', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its scripts are fetched meanwhile, but the app does not take the page over.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(1000);
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    release();
    await hydrated(page);
  });

  test('should the stylesheets never arrive, the app takes the page over all the same', async ({
    page,
  }) => {
    // Requests for the files are left hanging.
    await page.route(/\.css$/, () => undefined);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3000);
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    // preferences.js waits 8 s for them.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });
  });

  test('pointing at a link before anything else applies the whole files, with its hover colours', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const link = page.getByRole('banner').getByRole('link', { name: 'Services', exact: true });
    const colours = () =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.color} ${style.backgroundColor}`;
      });
    const resting = await colours();
    expect(await wholeStylesheetsApplied(page)).toEqual([false, false]);
    await link.hover();
    await expect.poll(() => wholeStylesheetsApplied(page)).toEqual([true, true]);
    // hover:bg-surface-muted hover:text-fg, which the inline rules do not have.
    await expect.poll(colours).not.toBe(resting);
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
    // Without the list of remotes, the app puts an error the server did not send in the page's place.
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');
    await expect(shell(page).remoteError).toBeVisible();
    expect(await wholeStylesheetsApplied(page)).toEqual([true, true]);
    // Styled as it should be: the error icon's tinted circle, a colour the home page does not use.
    const circle = page.getByRole('alert').locator('span.size-14');
    await expect(circle).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('printed before any interaction, the page has the whole files’ rules for paper', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const { header } = shell(page);
    // The inline rules leave out those for paper.
    expect(await page.locator('style[data-href]').allTextContents()).not.toContainEqual(
      expect.stringContaining('@media print'),
    );
    await expect.poll(() => wholeStylesheetsFetched(page)).toEqual([true, true]);
    expect(await wholeStylesheetsApplied(page)).toEqual([false, false]);
    // What the browser does as it prints: `beforeprint`, then the page laid out for paper.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    expect(await wholeStylesheetsApplied(page)).toEqual([true, true]);
    await page.emulateMedia({ media: 'print' });
    await expect(header).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(header).toBeVisible();
  });

  test('icons are drawn in outline by the inline rules; a caller’s stroke width wins', async ({
    browser,
  }) => {
    // The server's page alone, before any script: only the inline rules style it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const menuIcon = page.locator('button[aria-controls="mobile-menu"] svg');
    const outline = { fill: 'none', 'stroke-width': '1.8px', 'stroke-linecap': 'round' };
    for (const [name, value] of Object.entries(outline)) {
      await expect(menuIcon).toHaveCSS(name, value);
    }
    const color = await menuIcon.evaluate((svg) => getComputedStyle(svg).color);
    await expect(menuIcon).toHaveCSS('stroke', color);
    // The not-found page's compass asks for a finer stroke than the class's.
    await page.goto('/no-such-page');
    await expect(page.locator('main svg').first()).toHaveCSS('stroke-width', '1.5px');
    await context.close();
  });

  test.describe('on a phone, in the dark theme', () => {
    test('the inline rules style the page, its closed menu too, as the whole stylesheets do', async ({
      browser,
    }) => {
      // Three page loads, each hydrated.
      test.setTimeout(120_000);
      const styles: Partial<Record<Styling, string[]>> = {};
      for (const styling of ['inline', 'adopted', 'linked'] as const) {
        const { context, page } = await phoneHomeIn(browser, styling, 'closed');
        styles[styling] = await computedStyles(page, 'header, main, footer');
        await context.close();
      }
      const { inline, adopted, linked } = styles;
      expect(inline!.length, 'elements compared').toBeGreaterThan(500);
      // The hidden menu's links (their colours, sizes and spacing) are styled by the inline rules.
      const menuLinks = inline!.filter((line) => /^a\.\S* /.test(line));
      expect(menuLinks.length).toBeGreaterThan(10);
      expect(inline).toEqual(adopted);
      expect(inline).toEqual(linked);
    });

    test('the files read in pieces style the open menu and the pages the app shows next as the files do', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const styles: Partial<Record<Styling, string[]>> = {};
      for (const styling of ['adopted', 'linked'] as const) {
        const { context, page } = await phoneHomeIn(browser, styling, 'open');
        const requests = ownRequests(page);
        // The menu panel is laid out and painted on the dark surface, not left unstyled; its close
        // icon, which the app renders, has the build's class names.
        const panel = page.locator('#mobile-menu');
        await expect(panel).not.toHaveCSS('display', 'none');
        await expect(panel).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
        const lines = await computedStyles(page, 'header, main, footer');
        // Pages the app renders itself, with rules the home page's inline ones do not have.
        for (const [path, heading] of [
          ['/services', /services/i],
          ['/about', /about|bridge/i],
          ['/contact', /build what your business needs/i],
        ] as const) {
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await requests.settled();
          // The open menu's links change colour as the page changes (transition-colors).
          await transitionsEnded(page);
          lines.push(...(await computedStyles(page, 'header, main, footer')));
        }
        styles[styling] = lines;
        await context.close();
      }
      expect(styles.adopted!.length, 'elements compared').toBeGreaterThan(500);
      expect(styles.adopted).toEqual(styles.linked);
    });
  });
});
