import { type Page, expect, test } from '@playwright/test';

import { DEMO, baseUrl, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, storePreferences } from './support/shell';

/*
 * The audit log section: an admin's action (made through the API with the page's own session),
 * then found in the list by search, its changes read, the list filtered by kind and dates; axe
 * finds nothing in light and dark, in English and Spanish.
 */

const TEXT = {
  en: {
    tabs: 'Admin sections',
    tab: 'Audit log',
    heading: 'Audit log',
    list: 'Audit log entries, newest first',
    search: 'Search by person, action or target',
    action: 'Action',
    failedSignIns: 'Failed sign-ins',
    allActions: 'All actions',
    from: 'From',
    empty: 'No entries match these filters.',
    showChanges: 'Show changes',
    failed404: 'Failed (404)',
    onlyBy: `Show only entries by ${DEMO.admin.username}`,
    everyone: `Show everyone (now: ${DEMO.admin.username})`,
    mail: 'mail',
    resendSentence: (id: number) => `${DEMO.admin.username} tried to resend mail #${id}.`,
  },
  es: {
    tabs: 'Secciones de administración',
    tab: 'Auditoría',
    heading: 'Registro de auditoría',
    list: 'Entradas del registro de auditoría, las más recientes primero',
    search: 'Busca por persona, acción u objeto',
    action: 'Acción',
    failedSignIns: 'Inicios de sesión fallidos',
    allActions: 'Todas las acciones',
    from: 'Desde',
    empty: 'Ninguna entrada coincide con estos filtros.',
    showChanges: 'Ver cambios',
    failed404: 'Falló (404)',
    onlyBy: `Mostrar solo las entradas de ${DEMO.admin.username}`,
    everyone: `Mostrar a todos (ahora: ${DEMO.admin.username})`,
    mail: 'el correo',
    resendSentence: (id: number) => `${DEMO.admin.username} intentó reenviar el correo #${id}.`,
  },
} as const;

async function openAudit(page: Page, language: Language) {
  const text = TEXT[language];
  await page.goto('/admin?section=audit');
  const sections = page.getByRole('navigation', { name: text.tabs });
  await expect(sections.getByRole('link', { name: text.tab })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const section = page.getByRole('region', { name: text.heading });
  await expect(section.getByRole('table', { name: text.list })).toBeVisible();
  return section;
}

/** The rows of the audit list (not those of an entry's own changes table). */
const entryRows = (section: ReturnType<Page['locator']>, list: string) =>
  section.getByRole('table', { name: list }).locator(':scope > tbody > tr');

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`an admin's action shows in the audit log, found and filtered (${language})`, async ({
    page,
  }) => {
    test.slow();
    await storePreferences(page, { language, theme: 'light' });
    // A failed sign-in (a security event) under a name no one else tries.
    const tried = `e2e.audit.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const failed = await page.request.post('/api/login', {
      data: { username: tried, password: 'Not#ThePassword1' },
      headers: { Origin: baseUrl() },
    });
    expect(failed.status()).toBe(401);
    await signIn(page, DEMO.admin);
    // An admin action with the page's session: resending a message that does not exist.
    const messageId = 9_000_000 + Math.floor(Math.random() * 999_999);
    const resend = await page.request.post(`/api/admin/mail-outbox/${messageId}/resend`, {
      headers: { Origin: baseUrl() },
    });
    expect(resend.status()).toBe(404);

    const section = await openAudit(page, language);
    const rows = entryRows(section, text.list);

    await section.getByRole('searchbox', { name: text.search }).fill(String(messageId));
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.getByText('mail_outbox.resend', { exact: true })).toBeVisible();
    // Who did what to which record, in words.
    await expect(row.getByText(text.resendSentence(messageId))).toBeVisible();
    await expect(row.getByText(`${text.mail} #${messageId}`, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: text.onlyBy })).toBeVisible();
    await expect(row.getByText(text.failed404)).toBeVisible();
    await expect(row.getByText(/^(\d{1,3}\.){3}\d{1,3}$|^::/)).toBeVisible();
    await row.getByText(text.showChanges).click();
    await expect(row.getByText('params.id')).toBeVisible();
    await expect(
      row.getByText('POST /api/admin/mail-outbox/:id/resend', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Only this admin's entries, then everyone's again.
    await row.getByRole('button', { name: text.onlyBy }).click();
    await expect(section.getByRole('button', { name: text.everyone })).toBeVisible();
    await section.getByRole('button', { name: text.everyone }).click();
    await section.getByRole('searchbox', { name: text.search }).fill('');

    // The failed sign-ins: each row is one, and the name tried is among them.
    await section
      .getByRole('combobox', { name: text.action })
      .selectOption({ label: text.failedSignIns });
    await expect(rows.first().getByText('auth.sign_in_failed', { exact: true })).toBeVisible();
    await expect(
      rows.filter({ hasText: 'auth.sign_in' }).filter({ hasNotText: 'failed' }),
    ).toHaveCount(0);
    const ours = rows.filter({ hasText: tried });
    await expect(ours).toHaveCount(1);
    await ours.getByText(text.showChanges).click();
    await expect(ours.getByText(tried, { exact: true })).toBeVisible();
    await expect(ours).not.toContainText('Not#ThePassword1');

    // Nothing happens in the future.
    await section
      .getByRole('combobox', { name: text.action })
      .selectOption({ label: text.allActions });
    await section.getByLabel(text.from, { exact: true }).fill('2999-01-01');
    await expect(section.getByText(text.empty)).toBeVisible();
  });

  test(`the audit log section has no accessibility violations in light and dark (${language})`, async ({
    page,
  }) => {
    test.slow();
    for (const theme of ['light', 'dark'] as const) {
      await storePreferences(page, { language, theme });
      await signIn(page, DEMO.admin);
      const section = await openAudit(page, language);
      await expect(entryRows(section, text.list).first()).toBeVisible();
      await entryRows(section, text.list).first().getByText(text.showChanges).click();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page);
    }
  });
}
