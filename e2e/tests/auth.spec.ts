import { expect, test } from '@playwright/test';
import { AUTH_TEXT, DEMO, accountNav, authPage, newAccount, toast } from './support/auth';
import { openWithoutJavaScript } from './support/no-javascript';
import { hydrated, shell, storePreferences } from './support/shell';

const WRONG_PASSWORD = {
  en: { toast: 'Login failed', message: 'Invalid username or password' },
  es: { toast: 'Error al iniciar sesión', message: 'Usuario o contraseña incorrectos' },
} as const;

const CREATE_ACCOUNT = {
  en: 'Create your free account',
  es: 'Crea tu cuenta gratuita',
} as const;

const NO_SCRIPT = {
  en: 'This page needs JavaScript',
  es: 'Esta página necesita JavaScript',
} as const;

test.describe('sign-in and registration', () => {
  test('a visitor registers, lands signed in with the first name in the navigation, and logs out', async ({
    page,
  }) => {
    const site = shell(page);
    const account = newAccount('Valentina');
    await page.goto('/auth');
    await authPage(page).register(account);

    // A new account starts on its dashboard.
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${account.firstName} ${account.lastName}`,
    );
    await expect(toast(page)).toContainText('Registration successful');
    await expect(toast(page)).toContainText('Your account has been created!');
    const nav = accountNav(page);
    await expect(nav.group).toContainText('Valentina');
    await expect(nav.dashboardLink).toHaveAttribute('href', '/dashboard');
    await expect(site.loginLink).toHaveCount(0);

    // The session is the server's: it survives a reload.
    await page.reload();
    await expect(nav.group).toContainText('Valentina');

    await nav.logoutButton.click();
    await expect(toast(page)).toContainText('Logged out');
    await expect(toast(page)).toContainText('You have been logged out successfully');
    await expect(site.loginLink).toBeVisible();
    await expect(nav.group).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(site.loginLink).toBeVisible();
  });

  for (const language of ['en', 'es'] as const) {
    test(`a wrong password is told next to the form and in the "Login failed" toast, in ${language}`, async ({
      page,
    }) => {
      const text = WRONG_PASSWORD[language];
      const auth = authPage(page, language);
      await page.goto(`/auth?lang=${language}`);
      await auth.signIn({ username: DEMO.client.username, password: 'Not#ThePassword1' });

      // Inside the login form, where the visitor is looking, and read out by screen readers.
      const inline = auth.form.getByRole('alert');
      await expect(inline).toHaveText(text.message);
      expect(
        await inline.evaluate((alert) => alert.closest('form') !== null),
        'the message is part of the form',
      ).toBe(true);

      const failed = toast(page);
      await expect(failed).toContainText(text.toast);
      await expect(failed).toContainText(text.message);
      // Announced as an alert.
      await expect(failed.getByRole('alert')).toContainText(text.toast);
      await expect(page).toHaveURL(/\/auth(\?|$)/);
      await expect(shell(page, language).loginLink).toBeVisible();
      await expect(auth.signInButton).toBeEnabled();

      // The next try starts without the old message.
      await auth.signIn(DEMO.client);
      await expect(page).toHaveURL('/dashboard');
    });
  }

  test('the login form checks the required fields before sending', async ({ page }) => {
    const auth = authPage(page);
    const logins: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/login')) logins.push(req.url());
    });
    await page.goto('/auth');
    await auth.signInButton.click();
    await auth.expectFieldError('Username or email', 'Username is required');
    await auth.expectFieldError('Password', 'Password is required');
    await expect(auth.field('Username or email')).toBeFocused();
    expect(logins).toEqual([]);
  });

  test('login works with the email address and greets the user', async ({ page }) => {
    await page.goto('/auth');
    await authPage(page).signIn({ username: DEMO.client.email, password: DEMO.client.password });

    // Not sent here from a protected page: on to the dashboard.
    await expect(page).toHaveURL('/dashboard');
    await expect(toast(page)).toContainText('Login successful');
    await expect(toast(page)).toContainText('Welcome back!');
    await expect(accountNav(page).group).toContainText(DEMO.client.firstName);
  });

  test('a protected page sends a visitor to sign in and back to it', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth?next=/dashboard');
    await authPage(page).signIn(DEMO.client);

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${DEMO.client.fullName}`,
    );
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText(DEMO.client.email);
    // Only admins have the Admin Panel tab.
    await expect(page.getByRole('tab', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('the return path keeps its query and never leaves the site', async ({ page }) => {
    await page.goto('/dashboard?tab=projects');
    await expect(page).toHaveURL('/auth?next=/dashboard%3Ftab%3Dprojects');

    await page.goto('/auth?next=//evil.example/steal');
    await authPage(page).signIn(DEMO.client);
    await expect(page).toHaveURL('/dashboard');

    // Judged after normalising: each of these resolves or decodes to another host.
    for (const next of ['/..//evil.example', '/%5Cevil.example', '/%2e%2e//evil.example/steal']) {
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL('/dashboard');
    }
  });

  test('the Spanish register form speaks Spanish, on its own and from the server', async ({
    page,
  }) => {
    await storePreferences(page, { language: 'es' });
    const auth = authPage(page, 'es');
    await page.goto('/auth');
    await auth.registerTab.click();

    await auth.createAccountButton.click();
    await auth.expectFieldError('Nombre', 'El nombre es obligatorio');
    await auth.expectFieldError('Nombre de usuario', 'El nombre de usuario es obligatorio');
    await expect(auth.field('Nombre')).toBeFocused();

    await auth.field('Nombre de usuario').fill('ana');
    await auth.field('Correo electrónico').fill('ana@correo');
    await auth.field('Contraseña').fill('corta');
    await auth.field('Contraseña').blur();
    await auth.expectFieldError(
      'Nombre de usuario',
      'El nombre de usuario debe tener al menos 7 caracteres',
    );
    await auth.expectFieldError(
      'Correo electrónico',
      'Por favor ingresa una dirección de correo electrónico válida',
    );
    await auth.expectFieldError('Contraseña', 'La contraseña debe tener al menos 10 caracteres');
    await auth.field('Contraseña').fill('sinmayusculas#2026');
    await auth.expectFieldError(
      'Contraseña',
      'La contraseña debe incluir letras mayúsculas y minúsculas, números y caracteres especiales',
    );

    // The live check already knows the demo username...
    await auth.field('Nombre de usuario').fill(DEMO.client.username);
    await auth.expectFieldError('Nombre de usuario', 'Este nombre de usuario ya está en uso');

    // ...and when the check cannot answer, the name counts as free and the server refuses it.
    await page.route('**/api/check-username?**', (route) => route.abort('failed'));
    const account = newAccount('Lucía');
    await auth.field('Nombre').fill(account.firstName);
    await auth.field('Apellido').fill(account.lastName);
    await auth.field('Nombre de usuario').fill(`${DEMO.client.username}`.toUpperCase());
    await auth.field('Correo electrónico').fill(account.email);
    await auth.field('Contraseña').fill(account.password);
    await expect(auth.field('Nombre de usuario')).not.toHaveAttribute('aria-invalid', 'true');
    const registration = page.waitForResponse((res) => res.url().endsWith('/api/register'));
    await auth.createAccountButton.click();
    expect((await registration).status()).toBe(409);

    await auth.expectFieldError('Nombre de usuario', 'Este nombre de usuario ya está en uso');
    await expect(auth.field('Nombre de usuario')).toBeFocused();
    await expect(toast(page)).toContainText('Error en el registro');
    await expect(toast(page)).toContainText('Este nombre de usuario ya está en uso');
    await expect(shell(page, 'es').loginLink).toBeVisible();
  });

  test('the Login link of the header leads to the dashboard once signed in', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await shell(page).loginLink.click();
    await expect(page).toHaveURL('/auth');
    await authPage(page).signIn(DEMO.client);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${DEMO.client.fullName}`,
    );
  });

  for (const language of ['en', 'es'] as const) {
    test(`"Create your free account" opens the Register tab, in ${language}`, async ({ page }) => {
      const text = AUTH_TEXT[language];
      const auth = authPage(page, language);
      await page.goto(`/?lang=${language}`);
      await hydrated(page);
      await page.getByRole('link', { name: CREATE_ACCOUNT[language] }).click();

      await expect(page).toHaveURL('/auth?tab=register');
      await expect(auth.registerTab).toHaveAttribute('aria-selected', 'true');
      await expect(auth.field(text.firstName)).toBeVisible();
      await expect(auth.createAccountButton).toBeVisible();

      // The tab is part of the address: a reload keeps it, and switching tabs updates it.
      await page.reload();
      await expect(auth.registerTab).toHaveAttribute('aria-selected', 'true');
      await auth.loginTab.click();
      await expect(page).toHaveURL('/auth');
      await expect(auth.field(text.identifier)).toBeVisible();
    });

    test(`without JavaScript /auth says it needs JavaScript instead of spinning, in ${language}`, async ({
      browser,
    }) => {
      await openWithoutJavaScript(browser, `/auth?lang=${language}`, async (bare) => {
        const main = bare.getByRole('main');
        await expect(main.getByText(NO_SCRIPT[language])).toBeVisible();
        await expect(main.getByText(NO_SCRIPT[language])).toBeInViewport();
        await expect(main.getByRole('status')).toBeHidden();
      });
    });
  }
});
