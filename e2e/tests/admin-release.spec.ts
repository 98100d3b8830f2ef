import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DEMO, signIn } from './support/auth';
import { remoteFrames, shell, storePreferences } from './support/shell';

// The release server of playwright.config.ts serves this copy of the built frontends.
const WORKSPACE = resolve(__dirname, '../..');
const FRONTENDS_DIR = resolve(WORKSPACE, 'dist/e2e-release-frontends');
const { REMOTE_CONTRACT } = createRequire(__filename)('../../frontends/build/remote-contract.cjs');

const run = promisify(execFile);

/** The documented commands, run against the running server's frontends folder. */
async function npmRun(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: WORKSPACE,
    env: { ...process.env, FRONTENDS_DIR, ...env },
  });
  return stdout;
}

/** The admin release remotes.json points at now. */
function currentAdminRelease(): string {
  const remotes = JSON.parse(readFileSync(resolve(FRONTENDS_DIR, 'remotes.json'), 'utf8'));
  return remotes.admin.release;
}

/** The release published just before `release` (admin-releases.json, in publishing order). */
function publishedBefore(release: string): string {
  const history = JSON.parse(readFileSync(resolve(FRONTENDS_DIR, 'admin-releases.json'), 'utf8'));
  const order: string[] = history.releases.map((entry: { release: string }) => entry.release);
  return order[order.indexOf(release) - 1];
}

const releaseLine = (page: Page) => page.getByTestId('admin-release');
/** The admin panel loads its remote, the federation runtime and its first section: give it time. */
const LOADED = { timeout: 30_000 };

async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(remoteFrames(page).adminTitle).toBeVisible(LOADED);
}

// One server, one admin release at a time: the tests switch it one after the other.
test.describe.configure({ mode: 'serial' });

let original: string;

test.beforeAll(() => {
  original = currentAdminRelease();
});

test.afterAll(async () => {
  // Whatever happened, the server goes back to the release it started with.
  await npmRun('rollback:admin', [original]);
  expect(currentAdminRelease()).toBe(original);
});

test('a new admin release shows on the next page load, and a rollback brings the old one back', async ({
  page,
}) => {
  // A build of the admin remote and five loads of the panel (the machine may be busy).
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);
  await openAdmin(page);
  await expect(releaseLine(page)).toHaveText(`Admin release ${original}`);
  const shellEntry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => new URL(name).pathname)
      .find((path) => /^\/main\.[0-9a-f]+\.js$/.test(path)),
  );

  const label = `e2e-${Date.now().toString(36)}`;
  const output = await npmRun('release:admin', [], { RELEASE_LABEL: label });
  const released = currentAdminRelease();
  expect(released).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(released).not.toBe(original);
  expect(output).toContain(`switched to release ${released}`);

  // The running server lists it at once, fresh on every request.
  const listing = await page.request.get('/remotes.json');
  expect(listing.headers()['cache-control']).toBe('no-cache');
  expect((await listing.json()).admin).toEqual({
    entry: `/remotes/admin/releases/${released}/remoteEntry.js`,
    release: released,
    contract: REMOTE_CONTRACT,
  });
  const entry = await page.request.get(`/remotes/admin/releases/${released}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The same shell, not rebuilt nor restarted, loads the new release on the next page load.
  await page.reload();
  await expect(releaseLine(page)).toHaveText(`Admin release ${released} · ${label}`, LOADED);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
  );
  expect(loaded).toContain(shellEntry);
  // Every admin file of the page comes from the one release: never a mix of two.
  const adminFiles = loaded.filter((path) => path.startsWith('/remotes/admin/'));
  expect(adminFiles.length).toBeGreaterThan(1);
  expect(
    adminFiles.filter((path) => !path.startsWith(`/remotes/admin/releases/${released}/`)),
  ).toEqual([]);

  // Rolled back to the release published before it (the one the server started with, unless
  // dist/frontends was itself rolled back): the old one on the next load.
  const previous = publishedBefore(released);
  expect(previous).toBeTruthy();
  expect(await npmRun('rollback:admin')).toContain(`to release ${previous}`);
  expect(currentAdminRelease()).toBe(previous);
  await page.reload();
  await expect(releaseLine(page)).toHaveText(`Admin release ${previous}`, LOADED);

  // Spanish, and readable in both themes.
  await shell(page).languageButton('ES').click();
  await expect(releaseLine(page)).toHaveText(`Versión del panel ${previous}`);
  for (const theme of ['light', 'dark'] as const) {
    await storePreferences(page, { theme });
    await page.reload();
    await expect(releaseLine(page)).toBeVisible(LOADED);
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="admin-release"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map(({ id }) => `${theme}: ${id}`)).toEqual([]);
  }
});

test('a release built for another contract is refused: the section shows its error, and Retry picks up the rollback', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const output = await npmRun('release:admin', [], {
    REMOTE_CONTRACT_OVERRIDE: String(REMOTE_CONTRACT + 1),
  });
  const incompatible = currentAdminRelease();
  expect(output).toContain(`contract ${REMOTE_CONTRACT + 1}`);
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  const site = shell(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This section does not match this version of the site', LOADED);
  await expect(alert).toContainText('It was released for another version of the site');
  await expect(site.nav).toBeVisible();
  // The back-office goes without the marketing footer, its remote loaded or not.
  await expect(site.footer).toHaveCount(0);
  await expect(remoteFrames(page).adminTitle).toHaveCount(0);
  // Refused from its listing: none of its code ran (the page may have preloaded its entry, but
  // no script of it was added and its federation container never started).
  expect(
    await page.evaluate(
      (release) => document.querySelectorAll(`script[src*="${release}"]`).length,
      incompatible,
    ),
  ).toBe(0);
  expect(
    await page.evaluate(() => typeof (window as { admin?: { init?: unknown } }).admin?.init),
  ).toBe('undefined');
  const axe = await new AxeBuilder({ page })
    .include('[role="alert"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map(({ id }) => id)).toEqual([]);

  // Rolled back while the page is open: Retry reads /remotes.json again and loads the old release.
  await npmRun('rollback:admin', [original]);
  await site.retryButton.click();
  await expect(remoteFrames(page).adminTitle).toBeVisible(LOADED);
  await expect(releaseLine(page)).toHaveText(`Admin release ${original}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
