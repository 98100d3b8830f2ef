import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { authPage, baseUrl, newClientInSettings } from './support/auth';
import { expectNoAxeViolations, fitsThePhone } from './support/checks';
import { hydrated } from './support/shell';

/** Settings' and the sign-in page's two-factor texts, as a client reads them in each language. */
const TEXT = {
  en: {
    section: 'Two-factor sign-in',
    on: 'On',
    off: 'Off',
    setUp: 'Set up',
    qr: 'QR code to add your TerraBridge Digital account to an authenticator app',
    code: 'Authentication code',
    turnOn: 'Turn on',
    codes: 'Save your recovery codes',
    saved: 'I saved my codes',
    enabled: 'Two-factor sign-in is on.',
    stepTitle: 'Two-factor sign-in',
    verify: 'Verify and sign in',
    useRecovery: 'Use a recovery code',
  },
  es: {
    section: 'Inicio de sesión en dos pasos',
    on: 'Activado',
    off: 'Desactivado',
    setUp: 'Configurar',
    qr: 'Código QR para añadir tu cuenta de TerraBridge Digital a una app de autenticación',
    code: 'Código de autenticación',
    turnOn: 'Activar',
    codes: 'Guarda tus códigos de recuperación',
    saved: 'Ya guardé mis códigos',
    enabled: 'El inicio de sesión en dos pasos está activado.',
    stepTitle: 'Inicio de sesión en dos pasos',
    verify: 'Verificar e iniciar sesión',
    useRecovery: 'Usar un código de recuperación',
  },
} as const;

/** The authenticator app: the code of the secret at now + `offsetSeconds`. */
const appCode = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

// Each language in one theme, both on a 390 px phone: together light and dark, English and Spanish.
for (const [language, theme] of [
  ['en', 'light'],
  ['es', 'dark'],
] as const) {
  const text = TEXT[language];

  test(`a client turns two-factor sign-in on in Settings and signs in with a code (${language}, ${theme}, 390 px)`, async ({
    page,
  }) => {
    // A new account of its own: the demo logins other tests use keep signing in with a password.
    const account = await newClientInSettings(page, 'Lucía', { language, theme });

    const section = page.getByRole('region', { name: text.section });
    await expect(section.getByText(text.off, { exact: true })).toBeVisible();
    await section.getByRole('button', { name: text.setUp }).click();

    const setup = page.getByRole('dialog', { name: text.section });
    await expect(setup.getByRole('img', { name: text.qr })).toBeVisible();
    const secret = (await setup.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page);
    await fitsThePhone(page);
    await setup.getByLabel(text.code, { exact: true }).fill(await appCode(secret));
    await setup.getByRole('button', { name: text.turnOn, exact: true }).click();

    const codes = page.getByRole('dialog', { name: text.codes });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expectNoAxeViolations(page);
    await fitsThePhone(page);
    await codes.getByRole('button', { name: text.saved }).click();
    await expect(codes).toBeHidden();
    await expect(section.getByText(text.on, { exact: true })).toBeVisible();
    await expect(section.getByRole('status')).toHaveText(text.enabled);
    // Now with the forms for new recovery codes and for turning it off.
    await expectNoAxeViolations(page);
    await fitsThePhone(page);

    // Signed out, the password alone is no longer enough.
    expect(
      (await page.request.post('/api/logout', { headers: { Origin: baseUrl() } })).status(),
    ).toBe(200);
    await page.goto('/auth');
    await hydrated(page);
    const auth = authPage(page, language);
    await auth.signIn(account);
    await expect(auth.form.getByRole('heading', { name: text.stepTitle })).toBeVisible();
    const code = auth.form.getByLabel(text.code, { exact: true });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(auth.form.getByRole('button', { name: text.useRecovery })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await expectNoAxeViolations(page);
    await fitsThePhone(page);

    // The next code of the app (the one that turned it on is used up).
    await code.fill(await appCode(secret, 30));
    await auth.form.getByRole('button', { name: text.verify }).click();
    await expect(page).not.toHaveURL(/\/auth(\?|$)/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });
}
