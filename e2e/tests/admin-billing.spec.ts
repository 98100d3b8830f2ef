import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO, adminApi, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The Billing section's texts, and the amounts of the invoice the walk creates, per language. */
const TEXT = {
  en: {
    billing: 'Billing',
    adminSections: 'Admin sections',
    views: 'Billing views',
    invoicesTab: 'Invoices',
    paymentsTab: 'Payments',
    eventsTab: 'Payment events',
    newInvoice: 'New invoice',
    createTitle: 'New invoice',
    findClient: 'Find a client',
    client: 'Client',
    description: 'Description',
    descriptionEs: 'Spanish description',
    quantity: 'Quantity',
    unitPrice: 'Unit price (US$)',
    addLine: 'Add a line',
    taxRate: 'Tax rate (%)',
    dueDate: 'Due date',
    dueDateRequired: 'Due date is required',
    issue: 'Issue invoice',
    issueConfirmTitle: 'Issue and mail this invoice?',
    issueAndMail: 'Issue and mail',
    tax: 'Tax (8%)',
    taxRate825: 'Tax (8.25%)',
    payerReference: 'Payer’s reference: BROU 0042',
    // 2 × $1,250.00 + 1.5 × $33.33 ($49.995, half up) = $2,550.00; 8% tax $204.00.
    totals: 'Subtotal$2,550.00Discount$0.00Tax$204.00Total$2,754.00',
    invoiceTitle: /^Invoice (INV-\d{4}|Draft)$/,
    viewInvoice: /^View invoice /,
    recordPayment: 'Record payment',
    method: 'Method',
    bankTransfer: 'Bank transfer',
    amount: 'Amount (US$)',
    reference: 'Reference',
    partlyPaid: 'Partly paid',
    balance: 'Balance$1,754.00',
    close: 'Close',
    search: 'Search by number, client name or email',
    exportCsv: 'Export CSV',
    invoicesTable: 'Invoices',
    paymentsTable: 'Payments',
    eventsTable: 'Payment events',
    portalSections: 'Dashboard sections',
    portalInvoices: 'Invoices',
    portalAmounts: 'Total$2,754.00Paid so far$1,000.00Balance$1,754.00',
  },
  es: {
    billing: 'Facturación',
    adminSections: 'Secciones de administración',
    views: 'Vistas de facturación',
    invoicesTab: 'Facturas',
    paymentsTab: 'Pagos',
    eventsTab: 'Eventos de pago',
    newInvoice: 'Nueva factura',
    createTitle: 'Nueva factura',
    findClient: 'Busca un cliente',
    client: 'Cliente',
    description: 'Descripción',
    descriptionEs: 'Descripción en español',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario (US$)',
    addLine: 'Agregar una línea',
    taxRate: 'Impuesto (%)',
    dueDate: 'Fecha de vencimiento',
    dueDateRequired: 'La fecha de vencimiento es obligatoria',
    issue: 'Emitir factura',
    issueConfirmTitle: '¿Emitir y enviar esta factura?',
    issueAndMail: 'Emitir y enviar',
    tax: 'Impuesto (8 %)',
    taxRate825: 'Impuesto (8,25 %)',
    payerReference: 'Referencia del pagador: BROU 0042',
    totals:
      'SubtotalUS$\u00a02.550,00DescuentoUS$\u00a00,00ImpuestoUS$\u00a0204,00TotalUS$\u00a02.754,00',
    invoiceTitle: /^Factura (INV-\d{4}|Borrador)$/,
    viewInvoice: /^Ver factura /,
    recordPayment: 'Registrar pago',
    method: 'Medio',
    bankTransfer: 'Transferencia bancaria',
    amount: 'Monto (US$)',
    reference: 'Referencia',
    partlyPaid: 'Pago parcial',
    balance: 'SaldoUS$\u00a01.754,00',
    close: 'Cerrar',
    search: 'Busca por número, nombre o email del cliente',
    exportCsv: 'Exportar CSV',
    invoicesTable: 'Facturas',
    paymentsTable: 'Pagos',
    eventsTable: 'Eventos de pago',
    portalSections: 'Secciones del panel',
    portalInvoices: 'Facturas',
    portalAmounts:
      'TotalUS$\u00a02.754,00Pagado hasta ahoraUS$\u00a01.000,00SaldoUS$\u00a01.754,00',
  },
} as const;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A calendar day as the admin panel writes it: 'Nov 30, 2026', '30 nov 2026'. */
const calendarDay = (day: string, language: Language) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * How far a dialog scrolls sideways: nothing, on any screen. (The list behind it is a wide table
 * that scrolls in its own box.)
 */
const overflow = (dialog: Locator) => dialog.evaluate((box) => box.scrollWidth - box.clientWidth);

/** The admin on the panel's Billing section, in the language and theme. */
async function openBilling(page: Page, language: Language, theme: 'light' | 'dark' = 'light') {
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  await page.goto('/admin?section=billing');
  await hydrated(page);
  const text = TEXT[language];
  await expect(
    page.getByRole('tablist', { name: text.views }).getByRole('tab', { name: text.invoicesTab }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: text.invoicesTable })).toBeVisible();
}

/**
 * A client of the agency, in a browser of their own. A new account rather than the demo client:
 * the walk leaves an invoice behind, and other tests count the demo client's invoices.
 */
async function newClient(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = newAccount('Renata');
  await storePreferences(page, { language });
  const registered = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: { Origin: baseUrl() },
  });
  expect(registered.status()).toBe(201);
  return { page, account, name: `${account.firstName} ${account.lastName}` };
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`an admin issues an invoice of two lines, records a payment and exports it; the client sees it (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const client = await newClient(browser, language);
    await openBilling(page, language);

    await page.getByRole('button', { name: text.newInvoice }).click();
    const dialog = page.getByRole('dialog', { name: text.createTitle });
    await dialog.getByLabel(text.findClient).fill(client.account.email);
    const clientSelect = dialog.getByLabel(text.client, { exact: true });
    const option = `${client.name} — ${client.account.email}`;
    await expect(clientSelect.getByRole('option', { name: option })).toBeAttached();
    await clientSelect.selectOption({ label: option });

    const descriptions = dialog.getByLabel(text.description, { exact: true });
    await descriptions.nth(0).fill('Online store, milestone 1');
    await dialog
      .getByLabel(new RegExp(`^${text.descriptionEs}`))
      .nth(0)
      .fill('Tienda en línea, hito 1');
    await dialog.getByLabel(text.quantity).nth(0).fill('2');
    await dialog.getByLabel(text.unitPrice).nth(0).fill('1250');
    await dialog.getByRole('button', { name: text.addLine }).click();
    await descriptions.nth(1).fill('Support hours');
    await dialog.getByLabel(text.quantity).nth(1).fill('1.5');
    await dialog.getByLabel(text.unitPrice).nth(1).fill('33.33');
    await dialog.getByLabel(text.taxRate).fill('8');
    await expect(dialog.getByTestId('invoice-totals')).toHaveText(text.totals);

    // The due date is required before anything is sent.
    await dialog.getByRole('button', { name: text.issue }).click();
    await expect(dialog.getByText(text.dueDateRequired)).toBeVisible();
    await dialog.getByLabel(text.dueDate).fill(inDays(20));
    await dialog.getByRole('button', { name: text.issue }).click();
    // Issuing mails the client at once: asked first, naming whom and how much.
    const confirm = page.getByRole('dialog', { name: text.issueConfirmTitle });
    await expect(confirm).toContainText(client.account.email);
    await expect(confirm).toContainText(language === 'en' ? '$2,754.00' : 'US$\u00a02.754,00');
    await confirm.getByRole('button', { name: text.issueAndMail }).click();

    // Issued: numbered, and its detail opens.
    const detail = page.getByRole('dialog', { name: text.invoiceTitle });
    await expect(detail).toBeVisible();
    const number = ((await detail.getByRole('heading', { level: 2 }).textContent()) ?? '')
      .split(' ')
      .pop()!;
    expect(number).toMatch(/^INV-\d{4}$/);

    // A bank transfer of $1,000 received today.
    await detail.getByRole('button', { name: text.recordPayment }).click();
    await detail.getByLabel(text.method).selectOption({ label: text.bankTransfer });
    await detail.getByLabel(text.amount).fill('1000');
    await detail.getByLabel(new RegExp(`^${text.reference}`)).fill('BROU 0042');
    await detail.getByRole('button', { name: text.recordPayment }).click();
    await expect(detail.getByText(text.partlyPaid, { exact: true })).toBeVisible();
    await expect(detail).toContainText(text.balance);
    await expect(detail).toContainText(text.tax);
    // What the payer wrote, and the day received as a date, with no invented time.
    await expect(detail.getByText(text.payerReference)).toBeVisible();
    const received = detail.getByText(/ · TB-[A-Z0-9]{9}$/);
    await expect(received).toHaveText(
      new RegExp(`^${calendarDay(inDays(0), language)} · TB-[A-Z0-9]{9}$`),
    );
    await detail.getByRole('button', { name: text.close }).click();

    // In the list, found by the client's email.
    await page.getByRole('searchbox', { name: text.search }).fill(client.account.email);
    const table = page.getByRole('table', { name: text.invoicesTable });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(number);
    await expect(row).toContainText(client.name);
    await expect(row).toContainText(text.partlyPaid);

    // The CSV holds what the list shows.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: text.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'number,status,client,email,project,issue_date,due_date,subtotal,discount,tax_rate,tax,total,paid,balance,currency',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(
      new RegExp(
        `^${number},partial,${client.name},${client.account.email.replace(/\./g, '\\.')},,\\d{4}-\\d{2}-\\d{2},${inDays(20)},2550\\.00,0\\.00,8\\.00,204\\.00,2754\\.00,1000\\.00,1754\\.00,USD$`,
      ),
    );

    // The client reads it in the portal's Billing tab.
    await client.page.goto('/dashboard?tab=billing');
    await hydrated(client.page);
    const card = client.page.getByRole('article', { name: number, exact: true });
    await expect(card).toBeVisible();
    await expect(card).toContainText(text.partlyPaid);
    await expect(card).toContainText(text.portalAmounts);
    await client.page.context().close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the Billing section, each view and the new-invoice form have no axe violations (${language}, ${theme})`, async ({
      page,
    }) => {
      test.slow();
      await openBilling(page, language, theme);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: text.newInvoice }).click();
      const dialog = page.getByRole('dialog', { name: text.createTitle });
      await expect(dialog.getByLabel(text.client, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: text.issue }).click();
      await expect(dialog.getByText(text.dueDateRequired)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // An invoice's detail, with the form of a manual payment open when it is payable.
      await page.getByRole('button', { name: text.viewInvoice }).first().click();
      const detail = page.getByRole('dialog', { name: text.invoiceTitle });
      await expect(detail.getByRole('heading', { level: 3 }).first()).toBeVisible();
      const record = detail.getByRole('button', { name: text.recordPayment });
      if (await record.isVisible()) await record.click();
      await expectNoAxeViolations(page);
      await detail.getByRole('button', { name: text.close }).click();
      await expect(detail).toHaveCount(0);

      const views = page.getByRole('tablist', { name: text.views });
      await views.getByRole('tab', { name: text.paymentsTab }).click();
      await expect(
        page
          .getByRole('table', { name: text.paymentsTable })
          .or(page.getByText(/No payments|Ningún pago/)),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await views.getByRole('tab', { name: text.eventsTab }).click();
      await expect(
        page
          .getByRole('table', { name: text.eventsTable })
          .or(page.getByText(/No events|Ningún evento/)),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`on a 390 px phone an invoice with a manual payment and the issue confirmation fit, with no axe violations (es, ${theme})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const text = TEXT.es;
    await page.setViewportSize({ width: 390, height: 844 });
    const client = await newClient(browser, 'es');
    await client.page.context().close();
    const admin = await adminApi();
    const found = (await (
      await admin.get(`/api/admin/invoices/clients?q=${encodeURIComponent(client.account.email)}`)
    ).json()) as { items: Array<{ id: number }> };
    const invoiceFor = async (status: 'pending' | 'draft') => {
      const created = await admin.post('/api/invoices', {
        data: {
          userId: found.items[0].id,
          items: [{ description: 'Consulting', quantity: 1, unitPriceCents: 200_000 }],
          taxRate: 8.25,
          dueDate: inDays(20),
          status,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as { id: number; number: string | null };
    };
    const issued = await invoiceFor('pending');
    const paid = await admin.post(`/api/admin/invoices/${issued.id}/payments`, {
      data: { amountCents: 50_000, method: 'bank_transfer', reference: 'BROU 0042' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await invoiceFor('draft');
    await admin.dispose();

    await openBilling(page, 'es', theme);
    await page.getByRole('searchbox', { name: text.search }).fill(client.account.email);
    const table = page.getByRole('table', { name: text.invoicesTable });
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: `Ver factura ${issued.number}` }).click();
    const detail = page.getByRole('dialog', { name: `Factura ${issued.number}` });
    await expect(detail.getByText(text.payerReference)).toBeVisible();
    await expect(detail).toContainText(text.taxRate825);
    expect(await overflow(detail)).toBe(0);
    await expectNoAxeViolations(page);
    await detail.getByRole('button', { name: text.close }).click();

    await page.getByRole('button', { name: 'Ver factura Borrador' }).click();
    const draft = page.getByRole('dialog', { name: 'Factura Borrador' });
    await draft.getByRole('button', { name: 'Emitir', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: text.issueConfirmTitle });
    await expect(confirm).toContainText(client.account.email);
    expect(await overflow(confirm)).toBe(0);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(draft.getByText('Borrador', { exact: true })).toBeVisible();
  });
}
