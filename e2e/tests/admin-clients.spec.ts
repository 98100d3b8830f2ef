import { type APIRequestContext, type Page, expect, request, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO, baseUrl, newAccount, signIn, toast } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, shell, storePreferences } from './support/shell';

/** The Clients and Social sections' texts, as the admin reads them in each language. */
const TEXT = {
  en: {
    clients: 'Clients',
    social: 'Social media',
    search: 'Search by name, username or email',
    open: (name: string) => `Details for ${name}`,
    records: 'Client records',
    invoices: 'Invoices',
    sessions: 'Sessions',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    reactivateTitle: (name: string) => `Reactivate ${name}?`,
    deactivated: 'Deactivated',
    active: 'Active',
    close: 'Close',
    refused: 'This account has been deactivated',
    awaiting: 'Awaiting approval',
    socialSearch: 'Search the text or the client',
    newDraft: 'New draft',
    twoFactorOn: 'Two-factor on',
    resetTwoFactor: 'Reset two-factor',
    resetTwoFactorTitle: (name: string) => `Reset two-factor sign-in for ${name}?`,
    twoFactorReset: (name: string) => `Two-factor sign-in is off for ${name}; they were emailed.`,
  },
  es: {
    clients: 'Clientes',
    social: 'Redes sociales',
    search: 'Busca por nombre, usuario o correo',
    open: (name: string) => `Detalles de ${name}`,
    records: 'Registros del cliente',
    invoices: 'Facturas',
    sessions: 'Sesiones',
    deactivate: 'Desactivar',
    reactivate: 'Reactivar',
    deactivateTitle: (name: string) => `¿Desactivar a ${name}?`,
    reactivateTitle: (name: string) => `¿Reactivar a ${name}?`,
    deactivated: 'Desactivada',
    active: 'Activa',
    close: 'Cerrar',
    refused: 'Esta cuenta ha sido desactivada',
    awaiting: 'Esperando aprobación',
    socialSearch: 'Busca en el texto o por cliente',
    newDraft: 'Nuevo borrador',
    twoFactorOn: 'Doble factor activo',
    resetTwoFactor: 'Restablecer doble factor',
    resetTwoFactorTitle: (name: string) =>
      `¿Restablecer el inicio de sesión en dos pasos de ${name}?`,
    twoFactorReset: (name: string) =>
      `El doble factor de ${name} quedó desactivado; le avisamos por correo.`,
  },
} as const;

/** A plain API client from outside the page (its own cookies), naming the site as Origin. */
async function outsider(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() } });
}

async function signInStatus(username: string, password: string, language: Language) {
  const api = await outsider();
  const res = await api.post('/api/login', {
    data: { username, password },
    headers: { 'Accept-Language': language },
  });
  const body = (await res.json()) as { message?: string };
  await api.dispose();
  return { status: res.status(), message: body.message };
}

async function openSection(page: Page, section: 'clients' | 'social', heading: string) {
  await page.goto(`/admin?section=${section}`);
  // The admin remote and the section's chunk load first.
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}

/** Switches to the dark theme with the header's button, once its colour transitions are over. */
async function switchToDark(page: Page, language: Language) {
  await shell(page, language).darkModeButton.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Axe reads the colours of the moment: mid-transition they are neither theme's.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Axe in light, then in dark after the header's switch (the page keeps its state). */
async function expectAccessibleInBothThemes(page: Page, language: Language) {
  await expectNoAxeViolations(page);
  await switchToDark(page, language);
  await expectNoAxeViolations(page);
  await shell(page, language).darkModeButton.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test.describe(`admin clients and social (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      // Each test runs axe four times over a full admin page.
      test.slow();
      await storePreferences(page, { language, theme: 'light' });
      await signIn(page, DEMO.admin);
    });

    test('finds the demo client and reads their records', async ({ page }) => {
      // The demo client signs in from elsewhere, so the admin sees a session of theirs.
      expect(
        (await signInStatus(DEMO.client.username, DEMO.client.password, language)).status,
      ).toBe(200);
      await openSection(page, 'clients', text.clients);
      await page.getByRole('searchbox', { name: text.search }).fill('Mitchell');
      const open = page.getByRole('button', { name: text.open(DEMO.client.fullName) });
      await expect(open).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
      await expectAccessibleInBothThemes(page, language);

      await open.click();
      const dialog = page.getByRole('dialog', { name: DEMO.client.fullName });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(DEMO.client.email);
      const records = dialog.getByRole('tablist', { name: text.records });
      await records.getByRole('tab', { name: text.invoices }).click();
      await expect(dialog.getByRole('tabpanel')).toContainText('INV-0004');
      await records.getByRole('tab', { name: text.sessions }).click();
      await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: text.close }).click();
      await expect(dialog).toBeHidden();

      // The detail in the dark theme: the header's switch is behind the modal while it is open.
      await switchToDark(page, language);
      await open.click();
      await expect(dialog).toContainText(DEMO.client.email);
      await expectNoAxeViolations(page);
    });

    test('deactivates a client, who cannot sign in, and reactivates them', async ({ page }) => {
      // A client of this test alone: deactivating signs the account out everywhere, which would
      // pull the demo client out from under the tests running beside this one.
      const account = newAccount('Renata');
      const api = await outsider();
      const registered = await api.post('/api/register', {
        data: { ...account, language },
      });
      expect(registered.status()).toBe(201);
      await api.dispose();
      const name = `${account.firstName} ${account.lastName}`;

      await openSection(page, 'clients', text.clients);
      await page.getByRole('searchbox', { name: text.search }).fill(account.username);
      // The search runs once typing pauses: then the list holds this client alone.
      await expect(page.getByRole('row')).toHaveCount(2);
      await page.getByRole('button', { name: text.open(name) }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('button', { name: text.deactivate, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: text.deactivateTitle(name) });
      await confirm.getByRole('button', { name: text.deactivate, exact: true }).click();
      await expect(toast(page).first()).toContainText(name);
      await expect(dialog.getByText(text.deactivated, { exact: true })).toBeVisible();

      expect(await signInStatus(account.username, account.password, language)).toEqual({
        status: 403,
        // Followed by how to reach the agency.
        message: expect.stringContaining(text.refused),
      });

      await dialog.getByRole('button', { name: text.reactivate, exact: true }).click();
      const again = page.getByRole('dialog', { name: text.reactivateTitle(name) });
      await again.getByRole('button', { name: text.reactivate, exact: true }).click();
      await expect(dialog.getByText(text.active, { exact: true })).toBeVisible();
      expect((await signInStatus(account.username, account.password, language)).status).toBe(200);
    });

    test('resets the second factor of a client who lost their phone, after asking', async ({
      page,
    }) => {
      // A client of this test alone, with two-factor sign-in on.
      const account = newAccount('Lorena');
      const api = await outsider();
      expect((await api.post('/api/register', { data: { ...account, language } })).status()).toBe(
        201,
      );
      const setup = await api.post('/api/user/two-factor/setup');
      const { secret } = (await setup.json()) as { secret: string };
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
      expect((await api.post('/api/user/two-factor/enable', { data: { code } })).status()).toBe(
        200,
      );
      await api.dispose();
      const name = `${account.firstName} ${account.lastName}`;
      const login = async () => {
        const device = await outsider();
        const res = await device.post('/api/login', {
          data: { username: account.username, password: account.password },
        });
        const body = (await res.json()) as { twoFactorRequired?: boolean };
        await device.dispose();
        return body.twoFactorRequired === true;
      };
      expect(await login()).toBe(true);

      await openSection(page, 'clients', text.clients);
      await page.getByRole('searchbox', { name: text.search }).fill(account.username);
      await expect(page.getByRole('row')).toHaveCount(2);
      await page.getByRole('button', { name: text.open(name) }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.getByText(text.twoFactorOn, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: text.resetTwoFactor }).click();
      const confirm = page.getByRole('dialog', { name: text.resetTwoFactorTitle(name) });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      // Cancelling changes nothing.
      await confirm
        .getByRole('button', { name: language === 'en' ? 'Cancel' : 'Cancelar' })
        .click();
      await expect(confirm).toBeHidden();
      expect(await login()).toBe(true);

      await dialog.getByRole('button', { name: text.resetTwoFactor }).click();
      await confirm.getByRole('button', { name: text.resetTwoFactor }).click();
      await expect(toast(page).first()).toContainText(text.twoFactorReset(name));
      await expect(dialog.getByText(text.twoFactorOn, { exact: true })).toBeHidden();
      await expect(dialog.getByRole('button', { name: text.resetTwoFactor })).toHaveCount(0);
      // The detail in the dark theme: the header's switch is behind the modal while it is open.
      await dialog.getByRole('button', { name: text.close }).click();
      await switchToDark(page, language);
      await page.getByRole('button', { name: text.open(name) }).click();
      await expect(dialog).toContainText(account.email);
      await expect(dialog.getByRole('button', { name: text.resetTwoFactor })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The password alone signs them in now.
      expect(await login()).toBe(false);
    });

    test('lists the drafts prepared for clients', async ({ page }) => {
      await openSection(page, 'social', text.social);
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Mitchell Outdoor Supply now ships to Uruguay' });
      await expect(row).toBeVisible();
      await expect(row).toContainText(text.awaiting);
      await expect(row).toContainText(DEMO.client.fullName);
      await page.getByRole('searchbox', { name: text.socialSearch }).fill('Uruguay');
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('button', { name: text.newDraft })).toBeVisible();
      await expectAccessibleInBothThemes(page, language);
    });
  });
}
