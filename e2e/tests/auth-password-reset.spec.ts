import { type Page, expect, test } from '@playwright/test';
import { accountNav, authPage, baseUrl, mailedLink, newAccount, toast } from './support/auth';

const UNUSABLE_LINK = {
  en: {
    title: 'This link cannot be used',
    message: 'This link is invalid or has expired. Please request a new one',
    requestNew: 'Request a new link',
    newPassword: 'New password',
  },
  es: {
    title: 'Este enlace no se puede usar',
    message: 'Este enlace no es válido o ha caducado. Por favor solicita uno nuevo',
    requestNew: 'Solicitar un nuevo enlace',
    newPassword: 'Nueva contraseña',
  },
} as const;

/** The reset page of a used or unknown link: no password form, a way to ask for a new link. */
async function expectUnusableLink(page: Page, language: 'en' | 'es'): Promise<void> {
  const text = UNUSABLE_LINK[language];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.getByRole('alert')).toHaveText(text.message);
  await expect(page.getByRole('link', { name: text.requestNew })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByLabel(text.newPassword, { exact: true })).toHaveCount(0);
}

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
    await expect(page).toHaveURL('/dashboard');
    await expect(toast(page)).toContainText('Login successful');
    await expect(accountNav(page).group).toContainText(account.firstName);

    // The link works once: opened again, it says so before asking for a password.
    await page.goto(resetLink);
    await expectUnusableLink(page, 'en');
  });

  for (const language of ['en', 'es'] as const) {
    test(`an unknown reset link says so before asking for a password, in ${language}`, async ({
      page,
    }) => {
      await page.goto(`/reset-password?token=${'x'.repeat(43)}&lang=${language}`);
      await expectUnusableLink(page, language);
    });
  }

  test('a valid reset link is not used up by opening it', async ({ page, request }) => {
    const account = newAccount('Martina');
    const registered = await request.post('/api/register', {
      data: { ...account, language: 'en' },
      headers: { Origin: baseUrl() },
    });
    expect(registered.status()).toBe(201);
    const forgot = await request.post('/api/forgot-password', {
      data: { email: account.email },
      headers: { Origin: baseUrl() },
    });
    expect(forgot.status()).toBe(200);
    const link = await mailedLink(account.email, '/reset-password');

    await page.goto(link);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await page.reload();
    const newPassword = 'Compass#Meadow2029';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm the new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Please sign in with the new one'),
    ).toBeVisible();
  });

  test('the verification link from the welcome email verifies the address', async ({ page }) => {
    const account = newAccount('Joaquín');
    await page.goto('/auth');
    await authPage(page).register(account);
    await expect(page).toHaveURL('/dashboard');

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
