import { expect, test } from '@playwright/test';
import { DEMO, authPage, signIn } from './support/auth';
import { ADMIN_SECTIONS, remoteFrames, shell } from './support/shell';

test.describe('roles', () => {
  test('a signed-out visitor of /admin signs in first and comes back', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/auth?next=/admin');
    await authPage(page).signIn(DEMO.admin);
    await expect(page).toHaveURL('/admin');
    await expect(remoteFrames(page).adminTitle).toBeVisible();
  });

  test('a client visiting /admin lands on the home page', async ({ page }) => {
    await signIn(page, DEMO.client);
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(shell(page).heroTitle).toBeVisible();
    await expect(remoteFrames(page).adminTitle).toHaveCount(0);
  });

  test('the admin sees the panel and the Admin Panel tab of the dashboard', async ({ page }) => {
    const frames = remoteFrames(page);
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await expect(frames.adminTitle).toBeVisible();
    await expect(frames.adminNav.getByRole('link')).toHaveCount(ADMIN_SECTIONS.length);

    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${DEMO.admin.fullName}`,
    );
    const sections = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(sections.getByRole('tab')).toHaveText([
      'Overview',
      'Projects',
      'Social Media',
      'Billing',
      'Analytics',
      'Settings',
      'Admin Panel',
    ]);
    await sections.getByRole('tab', { name: 'Admin Panel' }).click();
    // The admin remote itself, inside the dashboard.
    await expect(frames.adminNav.getByRole('link')).toHaveText([...ADMIN_SECTIONS]);
    await frames.adminNav.getByRole('link', { name: 'Mail', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Mail diagnostics' })).toBeVisible();
    await expect(frames.adminTitle).toHaveCount(0);

    // The keyboard moves through the dashboard sections too.
    await sections.getByRole('tab', { name: 'Admin Panel' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(sections.getByRole('tab', { name: 'Settings' })).toBeFocused();
    await expect(page.getByRole('tabpanel').first()).toContainText(
      'Your profile, password, email and signed-in devices.',
    );
  });

  test('the sections of the /admin page answer clicks', async ({ page }) => {
    const frames = remoteFrames(page);
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await expect(frames.adminTitle).toBeVisible();

    await frames.adminNav.getByRole('link', { name: 'Mail', exact: true }).click();
    await expect(frames.adminNav.getByRole('link', { name: 'Mail', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Mail diagnostics' })).toBeVisible();
    await frames.adminNav.getByRole('link', { name: 'Testimonials' }).click();
    await expect(frames.adminNav.getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The page said it had taken over, so clicks are no longer held for later.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  });
});
