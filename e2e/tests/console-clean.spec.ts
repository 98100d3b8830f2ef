import { type ConsoleMessage, type Page, expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/auth';
import { hydrated } from './support/shell';

/**
 * The browser console stays clean on every page: no error, no warning. Among the warnings this
 * catches is Chromium's "preloaded using link preload but not used within a few seconds from the
 * window's load event", which comes only a few seconds after the page has loaded: each page is
 * watched for that long.
 */
const PRELOAD_WARNING_AFTER_MS = 3_500;

const PUBLIC_PATHS = ['/', '/services', '/projects', '/blog', '/about', '/contact', '/auth'];
const CLIENT_PATHS = [
  '/dashboard',
  '/dashboard?tab=projects',
  '/dashboard?tab=social-media',
  '/dashboard?tab=billing',
  '/dashboard?tab=analytics',
  '/dashboard?tab=settings',
];
const ADMIN_PATHS = ['/admin', '/dashboard?tab=admin'];

function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Each page loaded anew (as a visitor arriving from a link would), then watched a while. */
async function visitAll(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems = recordProblems(page);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(PRELOAD_WARNING_AFTER_MS);
  }
  return problems;
}

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'es'] as const) {
  test(`the public pages leave the console clean (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const paths = PUBLIC_PATHS.map((path) => `${path}?lang=${language}`);
    expect(await visitAll(page, paths)).toEqual([]);
  });
}

test('the signed-in pages leave the console clean: dashboard tabs and admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.client);
  const client = await visitAll(page, CLIENT_PATHS);
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin);
  const adminProblems = await visitAll(admin, ADMIN_PATHS);
  await admin.close();
  expect([...client, ...adminProblems]).toEqual([]);
});
