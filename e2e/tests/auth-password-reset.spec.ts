import { expect, test } from '@playwright/test';
import { accountNav, authPage, baseUrl, mailedLink, newAccount, toast } from './support/auth';

// Runs on the server with a mailbox (project "mailbox"): links are read as the recipient gets them.
test.describe('password reset', () => {
  test('a reset link from the email sets a new password; the old one stops working', async ({
    page,
    request,
  }) => {
    const account = newAccount('Camila');
    const registered = await request.post('/api/register', {
      data: { ...account, language: 'en' },
      headers: { Origin: baseUrl() },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('status').first()).toContainText(
      'If an account exists for that email, we have sent a link to reset the password',
    );

    const resetLink = await mailedLink(account.email, '/reset-password');
    await page.goto(resetLink);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    const newPassword = 'Lantern#River2027';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(page.getByText('Password strength: strong')).toBeVisible();
    await page.getByLabel('Confirm the new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Please sign in with the new one'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/auth');
    const auth = authPage(page);
    await auth.signIn({ username: account.username, password: account.password });
    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid username or password');

    await auth.signIn({ username: account.username, password: newPassword });
    await expect(page).toHaveURL('/');
    await expect(toast(page)).toContainText('Login successful');
    await expect(accountNav(page).group).toContainText(account.firstName);

    // The link works once.
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill('Another#Password2028');
    await page.getByLabel('Confirm the new password', { exact: true }).fill('Another#Password2028');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('This link is invalid or has expired. Please request a new one'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('the verification link from the welcome email verifies the address', async ({ page }) => {
    const account = newAccount('Joaquín');
    await page.goto('/auth');
    await authPage(page).register(account);
    await expect(page).toHaveURL('/');

    const verifyLink = await mailedLink(account.email, '/verify-email');
    await page.goto(verifyLink);
    await expect(page.getByText('Your email address is verified')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Verified');

    await page.goto(verifyLink);
    await expect(page.getByText('This link cannot be used')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});
