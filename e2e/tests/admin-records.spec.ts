import { type Page, expect, test } from '@playwright/test';

import { DEMO, baseUrl, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/*
 * Readable records: the audit log says who did what to which record in words, with amounts as
 * money and times in the viewer's own time zone, and the raw record on demand; the queue
 * dashboard opens from the back-office and leads back to it. axe finds nothing in light and
 * dark, in both languages, and at 390 px.
 */

// The viewer is in Montevideo: the log's times read in that zone, whatever the server's.
test.use({ timezoneId: 'America/Montevideo' });

const TEXT = {
  en: {
    nav: 'Admin sections',
    audit: 'Audit log',
    list: 'Audit log entries, newest first',
    search: 'Search by person, action or target',
    showChanges: 'Show changes',
    raw: 'Show the raw record',
    rawLabel: (id: number) => `Entry ${id} as recorded (JSON)`,
    sentence: (id: number) => `${DEMO.admin.username} tried to refund payment #${id} ($12.50).`,
    queues: 'Queues',
    dashboard: 'Open the queue dashboard',
  },
  es: {
    nav: 'Secciones de administración',
    audit: 'Auditoría',
    list: 'Entradas del registro de auditoría, las más recientes primero',
    search: 'Busca por persona, acción u objeto',
    showChanges: 'Ver cambios',
    raw: 'Ver el registro sin procesar',
    rawLabel: (id: number) => `Entrada ${id} tal como se registró (JSON)`,
    sentence: (id: number) =>
      `${DEMO.admin.username} intentó reembolsar el pago #${id} (US$\u00a012,50).`,
    queues: 'Colas',
    dashboard: 'Abrir el panel de colas',
  },
} as const;

/** An admin action with an amount that changes nothing: refunding a payment that does not exist. */
async function refundNothing(page: Page): Promise<number> {
  const paymentId = 8_000_000 + Math.floor(Math.random() * 999_999);
  const res = await page.request.post(`/api/admin/payments/${paymentId}/refund`, {
    data: { amountCents: 1250 },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(404);
  return paymentId;
}

async function openAudit(page: Page, language: Language, theme: 'light' | 'dark') {
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  await page.goto('/admin?section=audit');
  await hydrated(page);
  await expect(page.getByRole('table', { name: TEXT[language].list })).toBeVisible();
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`the audit log says what happened in words, the raw record on demand (${language})`, async ({
    page,
  }) => {
    await openAudit(page, language, 'light');
    const paymentId = await refundNothing(page);
    await page.getByRole('searchbox', { name: text.search }).fill(String(paymentId));
    const rows = page.getByRole('table', { name: text.list }).locator(':scope > tbody > tr');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.getByText(text.sentence(paymentId))).toBeVisible();
    // Montevideo is three hours behind UTC all year.
    await expect(row.locator('time')).toContainText(/GMT-3|UYT/);
    await row.getByText(text.showChanges).click();
    await row.getByText(text.raw).click();
    const raw = row.getByRole('region', { name: /JSON/ });
    await expect(raw).toContainText('"amountCents": 1250');
    await expect(raw).toContainText('"action": "payment.refund"');
    await expectNoAxeViolations(page);

    for (const theme of ['dark'] as const) {
      await openAudit(page, language, theme);
      await page.getByRole('searchbox', { name: text.search }).fill(String(paymentId));
      await expect(rows).toHaveCount(1);
      await rows.first().getByText(text.showChanges).click();
      await rows.first().getByText(text.raw).click();
      await expectNoAxeViolations(page);
    }
  });

  test(`the queue dashboard opens from the back-office and leads back (${language})`, async ({
    page,
  }) => {
    await storePreferences(page, { language, theme: 'light' });
    await signIn(page, DEMO.admin);
    await page.goto('/admin?section=queues');
    await hydrated(page);
    await page.getByRole('link', { name: text.dashboard }).click();
    await expect(page).toHaveURL('/admin/queues');
    await page.getByRole('link', { name: /Back to the back-office/ }).click();
    await expect(page).toHaveURL('/admin?section=queues');
    await expect(
      page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.queues }),
    ).toHaveAttribute('aria-current', 'page');
  });
}

test.describe('the audit log on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'es'] as const)
    test(`the sentences fit and pass axe (${language})`, async ({ page }) => {
      const text = TEXT[language];
      await openAudit(page, language, language === 'en' ? 'dark' : 'light');
      const paymentId = await refundNothing(page);
      await page.getByRole('searchbox', { name: text.search }).fill(String(paymentId));
      await expect(page.getByText(text.sentence(paymentId))).toBeVisible();
      await expectNoAxeViolations(page);
    });
});
