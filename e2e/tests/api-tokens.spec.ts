import { type Locator, type Page, expect, request, test } from '@playwright/test';
import { DEMO, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { hydrated, storePreferences } from './support/shell';

/** The tokens panel's texts, where a client (Settings) and an admin (back-office) read them. */
const TEXT = {
  en: {
    settingsRegion: 'Access tokens',
    adminRegion: 'Personal access tokens',
    name: 'Name',
    create: 'Create token',
    shown: 'Your new token',
    done: 'Done',
    copy: 'Copy',
    copied: 'Copied',
    neverUsed: 'Never used',
    lastUsed: /Last used/,
    revokeLabel: (name: string) => `Revoke the token ${name}`,
    confirm: 'Revoke this token?',
    revoke: 'Revoke',
    revoked: 'Token revoked.',
    nameRequired: 'Give the token a name',
    tokenName: 'Accounting export',
  },
  es: {
    settingsRegion: 'Tokens de acceso',
    adminRegion: 'Tokens de acceso personal',
    name: 'Nombre',
    create: 'Crear token',
    shown: 'Tu nuevo token',
    done: 'Listo',
    copy: 'Copiar',
    copied: 'Copiado',
    neverUsed: 'Nunca usado',
    lastUsed: /Último uso/,
    revokeLabel: (name: string) => `Revocar el token ${name}`,
    confirm: '¿Revocar este token?',
    revoke: 'Revocar',
    revoked: 'Token revocado.',
    nameRequired: 'Ponle un nombre al token',
    tokenName: 'Exportación contable',
  },
} as const;

type Language = keyof typeof TEXT;

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** A client with no cookie and no Origin: a script calling the API with the token alone. */
async function script(token: string) {
  return request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { Authorization: `Bearer ${token}`, Connection: 'close' },
  });
}

/** Makes a token in the panel with the scopes named, and returns the token shown once. */
async function createToken(page: Page, section: Locator, language: Language, scopes: string[]) {
  const text = TEXT[language];
  // Nothing named: the form says what is missing, in the reader's language.
  await section.getByRole('button', { name: text.create }).click();
  await expect(section.getByText(text.nameRequired)).toBeVisible();
  await section.getByRole('textbox', { name: text.name }).fill(text.tokenName);
  for (const scope of scopes)
    await section.getByRole('checkbox', { name: new RegExp(`^${scope} `) }).check();
  await section.getByRole('button', { name: text.create }).click();
  const dialog = page.getByRole('dialog', { name: text.shown });
  const token = (await dialog.getByTestId('new-access-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^tbpat_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: text.copy }).click();
  await expect(dialog.getByRole('button', { name: text.copied })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsThePhone(page);
  await dialog.getByRole('button', { name: text.done }).click();
  await expect(dialog).toBeHidden();
  // Listed without the secret.
  await expect(section.getByText(text.tokenName, { exact: true })).toBeVisible();
  await expect(section).not.toContainText(token.slice(12));
  return token;
}

/** Revokes the token in the panel, after the confirmation. */
async function revokeToken(page: Page, section: Locator, language: Language) {
  const text = TEXT[language];
  await section.getByRole('button', { name: text.revokeLabel(text.tokenName) }).click();
  const confirm = page.getByRole('dialog', { name: text.confirm });
  await confirm.getByRole('button', { name: text.revoke, exact: true }).click();
  await expect(section.getByText(text.revoked)).toBeVisible();
  await expect(section.getByText(text.tokenName, { exact: true })).toBeHidden();
}

// Each language in one theme, both on a 390 px phone: together light and dark, English and Spanish.
for (const [language, theme] of [
  ['en', 'light'],
  ['es', 'dark'],
] as const) {
  const text = TEXT[language];

  test(`a client makes a token in Settings, a script uses it, and it is revoked (${language}, ${theme}, 390 px)`, async ({
    page,
    context,
  }) => {
    // Two pages' worth of work with two accessibility scans.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    const account = newAccount('Martina');
    const registered = await page.request.post('/api/register', {
      data: { ...account, language },
      headers: { Origin: baseUrl() },
    });
    expect(registered.status()).toBe(201);
    await storePreferences(page, { language, theme });
    await page.goto('/dashboard?tab=settings');
    await hydrated(page);

    const section = page.getByRole('region', { name: text.settingsRegion });
    // A client is offered no admin scope.
    await expect(section.getByRole('checkbox', { name: /^invoices:read / })).toBeVisible();
    await expect(section.getByRole('checkbox', { name: /^admin:/ })).toHaveCount(0);
    const token = await createToken(page, section, language, ['invoices:read']);
    await expect(section.getByText(text.neverUsed)).toBeVisible();

    const api = await script(token);
    expect((await api.get('/api/invoices')).status()).toBe(200);
    expect((await api.get('/api/user/projects')).status()).toBe(403);
    await page.reload();
    await hydrated(page);
    await expect(section.getByText(text.lastUsed)).toBeVisible();
    await expectNoAxeViolations(page);
    await fitsThePhone(page);

    await revokeToken(page, section, language);
    expect((await api.get('/api/invoices')).status()).toBe(401);
    await api.dispose();
  });
}

for (const [language, theme] of [
  ['en', 'dark'],
  ['es', 'light'],
] as const) {
  const text = TEXT[language];

  test(`an admin makes an admin:read token in the back-office and revokes it (${language}, ${theme}, 390 px)`, async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await storePreferences(page, { language, theme });
    await page.goto('/admin?section=tokens');
    await hydrated(page);

    const section = page.getByRole('region', { name: text.adminRegion });
    const token = await createToken(page, section, language, ['admin:read']);
    const api = await script(token);
    expect((await api.get('/api/admin/clients')).status()).toBe(200);
    // Reading is not changing.
    expect((await api.post('/api/admin/mail/test', { data: {} })).status()).toBe(403);
    await revokeToken(page, section, language);
    expect((await api.get('/api/admin/clients')).status()).toBe(401);
    await api.dispose();
  });
}
