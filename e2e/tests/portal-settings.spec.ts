import { type Page, expect, request, test } from '@playwright/test';
import { type NewAccount, baseUrl, mailedLink, newAccount } from './support/auth';
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
    email: 'Email',
    newEmail: 'New email address',
    changeEmail: 'Change email',
    emailSent: (email: string) =>
      `We sent a link to ${email}. Your address changes when you open it`,
    pending: 'Waiting for confirmation',
    verifiedPage: 'Your email address is verified',
    verified: 'Verified',
    sessions: 'Sessions',
    devices: 'Signed-in devices',
    thisDevice: 'This device',
    localNetwork: 'Local network',
    signOutOne: /^Sign out .+, last seen /,
    signOut: 'Sign out',
    cancel: 'Cancel',
    confirmOne: 'Sign out this device?',
    endedOne: 'That device is signed out.',
    signOutOthers: 'Sign out everywhere else',
    confirmOthers: 'Sign out everywhere else?',
    endedOthers: 'You have been signed out everywhere else',
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
    email: 'Correo electrónico',
    newEmail: 'Nueva dirección de correo',
    changeEmail: 'Cambiar correo',
    emailSent: (email: string) =>
      `Te enviamos un enlace a ${email}. Tu dirección cambiará cuando lo abras`,
    pending: 'Esperando confirmación',
    verifiedPage: 'Tu correo electrónico está verificado',
    verified: 'Verificado',
    sessions: 'Sesiones',
    devices: 'Dispositivos con sesión iniciada',
    thisDevice: 'Este dispositivo',
    localNetwork: 'Red local',
    signOutOne: /^Cerrar sesión en .+, última actividad /,
    signOut: 'Cerrar sesión',
    cancel: 'Cancelar',
    confirmOne: '¿Cerrar la sesión en este dispositivo?',
    endedOne: 'Se cerró la sesión en ese dispositivo.',
    signOutOthers: 'Cerrar sesión en todos los demás',
    confirmOthers: '¿Cerrar sesión en todos los demás dispositivos?',
    endedOthers: 'Cerraste sesión en todos los demás dispositivos',
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

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a client signs other devices out after confirming, and cancelling keeps them (${language})`, async ({
    page,
  }) => {
    const account = await registered(page, language);
    const phone = await secondDevice(account.username, account.password);
    const laptop = await secondDevice(account.username, account.password);
    expect([phone.status, laptop.status]).toEqual([200, 200]);
    const signedIn = async () => [
      (await phone.device.get('/api/user')).status(),
      (await laptop.device.get('/api/user')).status(),
    ];

    await openSettings(page, language);
    const sessions = page.getByRole('region', { name: text.sessions });
    const items = sessions.getByRole('list', { name: text.devices }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: text.thisDevice })).toHaveCount(1);
    // The test server trusts no proxy: every browser here connects from loopback.
    await expect(items.first()).toContainText(text.localNetwork);

    const dialog = page.getByRole('dialog');
    await sessions.getByRole('button', { name: text.signOutOne }).first().click();
    await expect(dialog).toHaveAccessibleName(text.confirmOne);
    await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(3);
    expect(await signedIn()).toEqual([200, 200]);

    await sessions.getByRole('button', { name: text.signOutOne }).first().click();
    await dialog.getByRole('button', { name: text.signOut, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(sessions.getByRole('status')).toHaveText(text.endedOne);
    await expect(items).toHaveCount(2);
    expect((await signedIn()).sort()).toEqual([200, 401]);

    await sessions.getByRole('button', { name: text.signOutOthers }).click();
    await expect(dialog).toHaveAccessibleName(text.confirmOthers);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(2);

    await sessions.getByRole('button', { name: text.signOutOthers }).click();
    await dialog.getByRole('button', { name: text.signOutOthers }).click();
    await expect(dialog).toBeHidden();
    await expect(sessions.getByRole('status')).toHaveText(text.endedOthers);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(text.thisDevice);
    expect(await signedIn()).toEqual([401, 401]);
    await phone.device.dispose();
    await laptop.device.dispose();
  });

  test(`a client changes the email and verifies it from the mailed link (${language})`, async ({
    page,
  }) => {
    const account = await registered(page, language);
    const newEmail = newAccount().email;
    await openSettings(page, language);

    const email = page.getByRole('region', { name: text.email, exact: true });
    await email.getByLabel(text.newEmail, { exact: true }).fill(newEmail);
    await email.getByLabel(text.current, { exact: true }).fill(account.password);
    await email.getByRole('button', { name: text.changeEmail }).click();
    await expect(email.getByRole('status')).toHaveText(text.emailSent(newEmail));
    await expect(email.getByRole('definition').filter({ hasText: newEmail })).toBeVisible();
    await expect(email).toContainText(text.pending);

    // Only the new address gets the link; opening it makes the address the account's.
    await page.goto(await mailedLink(newEmail, '/verify-email'));
    await expect(page.getByText(text.verifiedPage)).toBeVisible();

    await openSettings(page, language);
    const current = email.getByRole('definition').first();
    await expect(current).toContainText(newEmail);
    await expect(current).toContainText(text.verified);
    await expect(email).not.toContainText(text.pending);
    await expect(email).not.toContainText(account.email);
  });
}

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

for (const theme of ['light', 'dark'] as const) {
  test(`the sign-out dialog passes axe and fits a 390 px phone, with a failure shown in it (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await registered(page, 'en');
    const other = await secondDevice(account.username, account.password);
    expect(other.status).toBe(200);
    await openSettings(page, 'en', theme);

    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('button', { name: /^Sign out .+, last seen / }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);

    // A failed sign-out is told inside the dialog, which stays open to try again or cancel.
    await page.route('**/api/user/sessions/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 503,
            json: { statusCode: 503, message: 'The service is unavailable', error: 'Error' },
          })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The service is unavailable');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await other.device.get('/api/user')).status()).toBe(200);
    await other.device.dispose();
  });
}
