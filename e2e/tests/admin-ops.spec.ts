import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/**
 * The admin panel's operations sections on the default install: no mail transport (mail is held
 * in the outbox), Stripe in test mode, PayPal unconfigured, the queues run in the API process.
 */
const TEXT = {
  en: {
    sections: 'Admin sections',
    services: 'Services',
    mail: 'Mail',
    queues: 'Queues',
    mailCard: 'Mail',
    stripeCard: 'Card payments (Stripe)',
    paypalCard: 'Wallet (PayPal)',
    ready: 'Ready',
    notReady: 'Not ready',
    noTransport: 'None: mail is held',
    mailMessage: 'No mail transport is configured (SMTP_URL or GMAIL_*)',
    testMode: 'Test',
    stripeMessage: 'Stripe is configured with test keys: no real money moves.',
    testTitle: 'Send a test message',
    sendTo: 'Send to',
    send: 'Send test message',
    refused: 'The test could not run',
    refusedMessage:
      'No mail transport is configured (SMTP_URL or GMAIL_*): there is nothing to test',
    gmail: 'Test Gmail credentials',
    notGmail: 'Gmail is not the mail transport',
    gmailMessage: 'Gmail with OAuth2 is not the mail transport',
    outbox: 'Outgoing mail',
    search: 'Search by recipient or subject',
    status: 'Status',
    held: 'Held',
    hidden: '[one-time link hidden]',
    queuesTable: 'Jobs per queue',
    inline: 'In this process',
    emails: 'Emails',
    failures: 'Latest failures',
    heldReason: 'held: No mail transport is configured',
  },
  es: {
    sections: 'Secciones de administración',
    services: 'Servicios',
    mail: 'Correo',
    queues: 'Colas',
    mailCard: 'Correo',
    stripeCard: 'Pagos con tarjeta (Stripe)',
    paypalCard: 'Billetera (PayPal)',
    ready: 'Listo',
    notReady: 'No disponible',
    noTransport: 'Ninguno: el correo queda retenido',
    mailMessage: 'No hay envío de correo configurado (SMTP_URL o GMAIL_*)',
    testMode: 'Prueba',
    stripeMessage: 'Stripe está configurado con claves de prueba: no se mueve dinero real.',
    testTitle: 'Envía un mensaje de prueba',
    sendTo: 'Enviar a',
    send: 'Enviar mensaje de prueba',
    refused: 'La prueba no se pudo hacer',
    refusedMessage:
      'No hay envío de correo configurado (SMTP_URL o GMAIL_*): no hay nada que probar',
    gmail: 'Probar credenciales de Gmail',
    notGmail: 'Gmail no es el envío de correo',
    gmailMessage: 'Gmail con OAuth2 no es el envío de correo',
    outbox: 'Correo saliente',
    search: 'Busca por destinatario o asunto',
    status: 'Estado',
    held: 'Retenido',
    hidden: '[one-time link hidden]',
    queuesTable: 'Trabajos por cola',
    inline: 'En este proceso',
    emails: 'Correos',
    failures: 'Últimos fallos',
    heldReason: 'held: No mail transport is configured',
  },
} as const;

type Section = 'services' | 'mail' | 'queues';

async function openSection(
  page: Page,
  section: Section,
  language: Language,
  theme: 'light' | 'dark' = 'light',
): Promise<void> {
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  await page.goto(`/admin?section=${section}`);
  await hydrated(page);
  const text = TEXT[language];
  await expect(
    page
      .getByRole('navigation', { name: text.sections })
      .getByRole('link', { name: text[section] }),
  ).toHaveAttribute('aria-current', 'page');
}

/** A new account, registered from elsewhere: its verification message is held in the outbox. */
async function registerElsewhere(request: APIRequestContext): Promise<string> {
  const account = newAccount('Renata');
  const res = await request.post('/api/register', {
    data: { ...account, language: 'en' },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(201);
  return account.email;
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`the services section shows each provider's status (${language})`, async ({ page }) => {
    await openSection(page, 'services', language);
    const card = (title: string) =>
      page.locator('[data-service]').filter({ has: page.getByRole('heading', { name: title }) });
    const mail = card(text.mailCard);
    await expect(mail.getByText(text.notReady, { exact: true })).toBeVisible();
    await expect(mail).toContainText(text.noTransport);
    await expect(mail).toContainText(text.mailMessage);
    const stripe = card(text.stripeCard);
    await expect(stripe.getByText(text.ready, { exact: true })).toBeVisible();
    await expect(stripe).toContainText(text.testMode);
    await expect(stripe).toContainText(text.stripeMessage);
    await expect(card(text.paypalCard).getByText(text.notReady, { exact: true })).toBeVisible();
    // No secret on the page.
    await expect(page.locator('body')).not.toContainText('sk_test_');
    await expect(page.locator('body')).not.toContainText('whsec_');
  });

  test(`the mail section tests the transport, Gmail, and finds held mail (${language})`, async ({
    page,
    request,
  }) => {
    const email = await registerElsewhere(request);
    await openSection(page, 'mail', language);

    await expect(page.getByRole('heading', { name: text.testTitle })).toBeVisible();
    await page.getByLabel(text.sendTo).fill('ops-check@example.com');
    await page.getByRole('button', { name: text.send }).click();
    const refused = page.getByRole('alert').filter({ hasText: text.refused });
    await expect(refused).toContainText(text.refusedMessage);

    await page.getByRole('button', { name: text.gmail }).click();
    const gmail = page.getByTestId('gmail-result');
    await expect(gmail).toContainText(text.notGmail);
    await expect(gmail).toContainText(text.gmailMessage);

    await page.getByLabel(text.status).selectOption('held');
    await page.getByRole('searchbox', { name: text.search }).fill(email);
    const outbox = page.getByRole('table', { name: text.outbox });
    const row = outbox.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(text.held, { exact: true })).toBeVisible();
    await row.locator('summary').click();
    await expect(row).toContainText(text.hidden);
    await expect(row).not.toContainText('token=');
  });

  test(`the queues section counts jobs and shows the latest failures (${language})`, async ({
    page,
    request,
  }) => {
    await registerElsewhere(request);
    await openSection(page, 'queues', language);
    await expect(page.getByText(text.inline, { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: text.queuesTable });
    // A header and the six queues: emails, ai, pdfs, billing, payments and webhooks.
    await expect(table.getByRole('row')).toHaveCount(7);
    const emails = table.locator('[data-queue="emails"]');
    await expect(emails.getByRole('rowheader')).toContainText(text.emails);
    // Held mail ends its job failed: the count and the reason show.
    await expect(emails.locator('[data-count="failed"]')).not.toHaveText('0');
    await expect(page.getByRole('heading', { name: text.failures })).toBeVisible();
    await expect(page.getByText(text.heldReason).first()).toBeVisible();
    const answer = await page.request.get('/api/admin/queues');
    const { dashboardPath } = (await answer.json()) as { dashboardPath: string | null };
    const link = page.locator(`a[href="${dashboardPath ?? '/admin/queues'}"]`);
    await expect(link).toHaveCount(dashboardPath ? 1 : 0);
  });
}

for (const language of ['en', 'es'] as const)
  for (const theme of ['light', 'dark'] as const)
    test(`the three sections have no accessibility violations (${language}, ${theme})`, async ({
      page,
      request,
    }) => {
      test.slow();
      await registerElsewhere(request);
      const text = TEXT[language];
      await openSection(page, 'services', language, theme);
      await expect(page.locator('[data-service]')).toHaveCount(3);
      await expectNoAxeViolations(page);

      const sections = page.getByRole('navigation', { name: text.sections });
      await sections.getByRole('link', { name: text.mail, exact: true }).click();
      await page.getByLabel(text.sendTo).fill('ops-check@example.com');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.refused })).toBeVisible();
      await expect(page.getByRole('table', { name: text.outbox })).toBeVisible();
      await expectNoAxeViolations(page);

      await sections.getByRole('link', { name: text.queues, exact: true }).click();
      await expect(page.getByRole('table', { name: text.queuesTable })).toBeVisible();
      await expectNoAxeViolations(page);
    });
