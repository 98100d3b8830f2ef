import { type Page, expect, request, test } from '@playwright/test';
import { type NewAccount, baseUrl, newAccount } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The Settings tab's texts and the server's answers, as the client reads them in each language. */
const TEXT = {
  en: {
    greeting: 'Welcome',
    profile: 'Profile',
    firstName: 'First name',
    lastName: 'Last name',
    saveProfile: 'Save profile',
    saved: 'Your profile is saved.',
    password: 'Password',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm the new password',
    change: 'Change password',
    wrong: 'The current password is not correct',
    changed: 'Your password has been changed and your other sessions have been signed out',
  },
  es: {
    greeting: 'Hola',
    profile: 'Perfil',
    firstName: 'Nombre',
    lastName: 'Apellido',
    saveProfile: 'Guardar perfil',
    saved: 'Tu perfil está guardado.',
    password: 'Contraseña',
    current: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirm: 'Confirma la nueva contraseña',
    change: 'Cambiar contraseña',
    wrong: 'La contraseña actual no es correcta',
    changed: 'Tu contraseña ha sido cambiada y se cerraron tus otras sesiones',
  },
} as const;

/** A new account, registered (and so signed in) in the page's browser context. */
async function registered(page: Page, language: Language): Promise<NewAccount> {
  const account = newAccount('Camila');
  const res = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(201);
  return account;
}

async function openSettings(page: Page, language: Language, theme: 'light' | 'dark' = 'light') {
  await storePreferences(page, { language, theme });
  await page.goto('/dashboard?tab=settings');
  await hydrated(page);
}

/** An API client of its own (a second device), signed in with these credentials. */
async function secondDevice(username: string, password: string) {
  const device = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { Origin: baseUrl() },
  });
  const res = await device.post('/api/login', { data: { username, password } });
  return { device, status: res.status() };
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a client renames the account and changes the password (${language})`, async ({ page }) => {
    const account = await registered(page, language);
    await openSettings(page, language);

    const profile = page.getByRole('region', { name: text.profile });
    await profile.getByLabel(text.firstName, { exact: true }).fill('Mariana');
    await profile.getByLabel(text.lastName, { exact: true }).fill('Ferreira');
    await profile.getByRole('button', { name: text.saveProfile }).click();
    await expect(profile.getByRole('status')).toHaveText(text.saved);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${text.greeting}, Mariana Ferreira`,
    );

    const password = page.getByRole('region', { name: text.password, exact: true });
    const newPassword = 'Lantern#River2027';
    await password.getByLabel(text.current, { exact: true }).fill('Not#MyPassword2026');
    await password.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await password.getByLabel(text.confirm, { exact: true }).fill(newPassword);
    await password.getByRole('button', { name: text.change }).click();
    await expect(password.getByRole('alert')).toHaveText(text.wrong);

    await password.getByLabel(text.current, { exact: true }).fill(account.password);
    await password.getByRole('button', { name: text.change }).click();
    await expect(password.getByRole('status')).toHaveText(text.changed);
    await expect(password.getByLabel(text.current, { exact: true })).toHaveValue('');

    const withNew = await secondDevice(account.username, newPassword);
    expect(withNew.status).toBe(200);
    await withNew.device.dispose();
    const withOld = await secondDevice(account.username, account.password);
    expect(withOld.status).toBe(401);
    await withOld.device.dispose();
  });
}

test('a client sees where the account is signed in and signs another device out', async ({
  page,
}) => {
  const account = await registered(page, 'en');
  const other = await secondDevice(account.username, account.password);
  expect(other.status).toBe(200);
  expect((await other.device.get('/api/user')).status()).toBe(200);

  await openSettings(page, 'en');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  const items = sessions.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();

  await sessions.getByRole('button', { name: /^Sign out .+, last seen / }).click();
  await expect(sessions.getByRole('status')).toHaveText('That device is signed out.');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('This device');
  expect((await other.device.get('/api/user')).status()).toBe(401);
  await other.device.dispose();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Settings tab passes axe and fits a 390 px phone (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registered(page, 'en');
    await openSettings(page, 'en', theme);
    await expect(page.getByRole('region', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(
      1,
    );
    // A rule's error shown, so its colours are checked too.
    const password = page.getByRole('region', { name: 'Password', exact: true });
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByLabel('Current password', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}
