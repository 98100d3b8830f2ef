import { readFileSync } from 'node:fs';

import { expect, request, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DEMO, baseUrl, newClientInSettings, signIn, toast } from './support/auth';
import { expectNoAxeViolations, fitsThePhone } from './support/checks';
import { storePreferences } from './support/shell';

/** Settings' "Your data" and the back-office's deletion requests, as each reader sees them. */
const TEXT = {
  en: {
    section: 'Your data',
    download: 'Download my data',
    downloading: /^Your file terrabridge-data-\d{4}-\d{2}-\d{2}\.zip is downloading\.$/,
    password: 'Your password',
    reason: 'Why are you leaving?',
    ask: 'Ask to delete my account',
    pending: 'Deletion requested',
    cancel: 'Cancel the request',
    clients: 'Clients',
    requests: 'Account deletion requests',
    confirmFor: (name: string) => `Confirm deletion of ${name}’s account`,
    confirmTitle: (name: string) => `Delete ${name}’s account?`,
    confirm: 'Confirm deletion',
    deleted: (name: string) => `${name}’s account is deleted and anonymised.`,
    ended: 'Your session has ended',
  },
  es: {
    section: 'Tus datos',
    download: 'Descargar mis datos',
    downloading: /^Se está descargando tu archivo terrabridge-data-\d{4}-\d{2}-\d{2}\.zip\.$/,
    password: 'Tu contraseña',
    reason: '¿Por qué te vas?',
    ask: 'Pedir que se elimine mi cuenta',
    pending: 'Eliminación solicitada',
    cancel: 'Cancelar la solicitud',
    clients: 'Clientes',
    requests: 'Solicitudes de eliminación de cuentas',
    confirmFor: (name: string) => `Confirmar eliminación de la cuenta de ${name}`,
    confirmTitle: (name: string) => `¿Eliminar la cuenta de ${name}?`,
    confirm: 'Confirmar eliminación',
    deleted: (name: string) => `La cuenta de ${name} se eliminó y anonimizó.`,
    ended: 'Tu sesión ha terminado',
  },
} as const;

// Each language in one theme, both on a 390 px phone: together light and dark, English and Spanish.
for (const [language, theme] of [
  ['en', 'light'],
  ['es', 'dark'],
] as const) {
  const text = TEXT[language];

  test(`a client downloads their data and has their account deleted by the team (${language}, ${theme}, 390 px)`, async ({
    page,
    browser,
  }) => {
    // Axe runs five times over two apps.
    test.slow();
    const account = await newClientInSettings(page, 'Renata', { language, theme });
    const name = `${account.firstName} ${account.lastName}`;

    const section = page.getByRole('region', { name: text.section });
    await expect(section.getByRole('button', { name: text.ask })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await fitsThePhone(page);

    // The zip arrives as a download named by the day, with this account's own data.
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: text.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^terrabridge-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const profile = JSON.parse(Buffer.from(files['profile.json']).toString('utf8'));
    expect(profile).toMatchObject({ email: account.email, username: account.username, language });
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['projects.json', 'invoices.json', 'payments.json', 'messages.json']),
    );
    await expect(section.getByRole('status')).toHaveText(text.downloading);

    // Asking: with the password; the request waits for the team and can be taken back.
    await section.getByLabel(text.password, { exact: true }).fill(account.password);
    await section.getByLabel(text.reason).fill('Closing the business');
    await section.getByRole('button', { name: text.ask }).click();
    await expect(section.getByText(text.pending)).toBeVisible();
    await expect(section).toContainText('Closing the business');
    await expectNoAxeViolations(page);
    await fitsThePhone(page);
    await section.getByRole('button', { name: text.cancel }).click();
    await expect(section.getByRole('button', { name: text.ask })).toBeVisible();
    await section.getByLabel(text.password, { exact: true }).fill(account.password);
    await section.getByRole('button', { name: text.ask }).click();
    await expect(section.getByText(text.pending)).toBeVisible();

    // The team confirms it in the back-office's Clients section.
    const team = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const admin = await team.newPage();
    await storePreferences(admin, { language, theme });
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin?section=clients');
    await expect(admin.getByRole('heading', { level: 2, name: text.clients })).toBeVisible({
      timeout: 30_000,
    });
    const requests = admin.getByRole('region', { name: text.requests });
    // Found by address: other tests' clients may share the name.
    const confirmIt = requests
      .getByRole('listitem')
      .filter({ hasText: account.email })
      .getByRole('button', { name: text.confirmFor(name) });
    await expect(confirmIt).toBeVisible();
    await expectNoAxeViolations(admin);
    await fitsThePhone(admin);
    await confirmIt.click();
    const dialog = admin.getByRole('dialog', { name: text.confirmTitle(name) });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(toast(admin).first()).toContainText(text.deleted(name));
    await expect(confirmIt).toBeHidden();
    await team.close();

    // The client's session is over: the page's next request takes them to the sign-in page, which
    // says so, and the account signs in no more.
    await section.getByRole('button', { name: text.download }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await expect(page.getByRole('status').filter({ hasText: text.ended })).toBeVisible();
    const outsider = await request.newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: { Origin: baseUrl() },
    });
    const signIn2 = await outsider.post('/api/login', {
      data: { username: account.username, password: account.password },
    });
    expect(signIn2.status()).toBe(401);
    await outsider.dispose();
  });
}
