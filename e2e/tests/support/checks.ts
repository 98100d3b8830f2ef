import AxeBuilder from '@axe-core/playwright';
import { type Page, type Request, type Route, expect } from '@playwright/test';

/** WCAG 2.2 AA, and the earlier levels it includes. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now; a failure names each rule and the elements breaking it. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Nothing on the page is wider than a 390 px phone: no sideways scrolling. */
export async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Holds every request to `url` until the returned function is called (to see loading states). */
export async function holdResponses(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Watches the requests the page makes to its own site from now on; `settled()` resolves once all
 * of them have finished and none has started for `quietMs`. Playwright's `networkidle` waits on
 * the page's frames of other sites as well (the contact page's maps, which no test can reach),
 * and once waited past a test's two minutes for them.
 */
export function ownRequests(page: Page, quietMs = 500) {
  const origin = new URL(page.url()).origin;
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) return;
    open.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    settled: () =>
      expect
        .poll(
          () => ({
            open: [...open].map((request) => request.url()),
            quiet: Date.now() - lastChange >= quietMs,
          }),
          { message: "the page's own requests finished", intervals: [100] },
        )
        .toEqual({ open: [], quiet: true }),
  };
}
