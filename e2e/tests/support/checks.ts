import AxeBuilder from '@axe-core/playwright';
import { type Page, type Route, expect } from '@playwright/test';

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
