import { type Page, expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { serveProviderLibraries } from './support/payments';
import { type Language, hydrated, storePreferences } from './support/shell';

/**
 * The Billing tab's texts and the demo client's invoices (see DEMO_INVOICES in the demo seed), as
 * the client reads them in each language. Spanish money is 'US$' and a no-break space.
 */
const TEXT = {
  en: {
    sections: 'Dashboard sections',
    billing: 'Billing',
    invoices: 'Invoices',
    pending: 'Pending 3',
    history: 'Payment history',
    open: [
      {
        number: 'INV-0004',
        status: 'Overdue',
        due: 'Overdue by 10 days',
        amounts: 'Total$650.00Paid so far$0.00Balance$650.00',
      },
      {
        number: 'INV-0002',
        status: 'Partly paid',
        due: 'Due in 5 days',
        amounts: 'Total$1,730.70Paid so far$800.00Balance$930.70',
      },
      {
        number: 'INV-0003',
        status: 'Pending',
        due: 'Due in 21 days',
        amounts: 'Total$1,850.00Paid so far$0.00Balance$1,850.00',
      },
    ],
    project: 'Project: Mitchell Outdoor Supply: Trail Guide AI Shopping Assistant',
    showLines: 'Show 3 line items',
    line: 'Social media templates (set of 12)12 × $45.00$540.00',
    tax: 'Tax (8%)$128.20',
    selectAll: 'Select all',
    select: (number: string) => new RegExp(`^Select ${number}, balance `),
    nothingSelected: 'Select the invoices you want to pay.',
    twoSelected: '2 selected · Total $1,580.70',
    pay: 'Pay',
    checkout: '/checkout?type=invoice&invoiceIds=2,4&amount=1580.70',
    methods: 'Payment method',
    bankTab: 'Bank transfer',
    amount: 'Amount to transfer$1,580.70',
    reference: 'ReferenceINV-0002, INV-0004',
    back: 'Back to billing',
    paid: 'Paid',
    paidAmounts: 'Total$4,800.00Paid so far$4,800.00Balance$0.00',
    payment: 'June 20, 2025 · Card · Ref. TB-7K2M9Q4XA$4,800.00',
    pdf: (number: string) => `PDF of invoice ${number} (opens in a new tab)`,
    error: 'Error fetching invoices',
    retry: 'Try again',
  },
  es: {
    sections: 'Secciones del panel',
    billing: 'Facturación',
    invoices: 'Facturas',
    pending: 'Por pagar 3',
    history: 'Historial de pagos',
    open: [
      {
        number: 'INV-0004',
        status: 'Vencida',
        due: 'Venció hace 10 días',
        amounts: 'TotalUS$\u00a0650,00Pagado hasta ahoraUS$\u00a00,00SaldoUS$\u00a0650,00',
      },
      {
        number: 'INV-0002',
        status: 'Pago parcial',
        due: 'Vence en 5 días',
        amounts: 'TotalUS$\u00a01.730,70Pagado hasta ahoraUS$\u00a0800,00SaldoUS$\u00a0930,70',
      },
      {
        number: 'INV-0003',
        status: 'Pendiente',
        due: 'Vence en 21 días',
        amounts: 'TotalUS$\u00a01.850,00Pagado hasta ahoraUS$\u00a00,00SaldoUS$\u00a01.850,00',
      },
    ],
    project: 'Proyecto: Mitchell Outdoor Supply: Trail Guide, asistente de compras con IA',
    showLines: 'Ver 3 conceptos',
    line: 'Plantillas para redes sociales (juego de 12)12 × US$\u00a045,00US$\u00a0540,00',
    tax: 'Impuestos (8 %)US$\u00a0128,20',
    selectAll: 'Seleccionar todas',
    select: (number: string) => new RegExp(`^Seleccionar ${number}, saldo `),
    nothingSelected: 'Selecciona las facturas que quieres pagar.',
    twoSelected: '2 seleccionadas · Total US$\u00a01.580,70',
    pay: 'Pagar',
    checkout: '/checkout?type=invoice&invoiceIds=2,4&amount=1580.70',
    methods: 'Método de pago',
    bankTab: 'Transferencia',
    amount: 'Importe a transferirUS$\u00a01.580,70',
    reference: 'ReferenciaINV-0002, INV-0004',
    back: 'Volver a facturación',
    paid: 'Pagada',
    paidAmounts: 'TotalUS$\u00a04.800,00Pagado hasta ahoraUS$\u00a04.800,00SaldoUS$\u00a00,00',
    payment: '20 de junio de 2025 · Tarjeta · Ref. TB-7K2M9Q4XA',
    pdf: (number: string) => `PDF de la factura ${number} (se abre en una pestaña nueva)`,
    error: 'Error al obtener las facturas',
    retry: 'Reintentar',
  },
} as const;

/** The account invoices are paid into (the site profile's bank transfer details). */
const BANK = ['First Citizens Bank', 'TerraBridge Digital LLC', '4410 2290 7731', '053100300'];

// The demo's due dates are counted from the server's (UTC) day of seeding; the page counts from
// the browser's day, so both read the same calendar.
test.use({ timezoneId: 'UTC' });

async function openBilling(
  page: Page,
  language: Language,
  theme: 'light' | 'dark' = 'light',
): Promise<void> {
  // The checkout's card form, a step away, loads Stripe.js.
  await serveProviderLibraries(page);
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.client);
  await page.goto('/dashboard?tab=billing');
  await hydrated(page);
  await expect(page.getByRole('article')).toHaveCount(3);
}

function billing(page: Page, language: Language) {
  const text = TEXT[language];
  const tabs = page.getByRole('tablist', { name: text.invoices });
  return {
    tabs,
    pendingTab: tabs.getByRole('tab', { name: text.pending, exact: true }),
    historyTab: tabs.getByRole('tab', { name: text.history, exact: true }),
    invoice: (number: string) => page.getByRole('article', { name: number, exact: true }),
    summary: page.getByRole('tabpanel', { name: text.pending }).getByRole('status').first(),
    pay: page.getByRole('button', { name: text.pay, exact: true }),
    payLink: page.getByRole('link', { name: text.pay, exact: true }),
  };
}

/** The checkout of the chosen invoices, on its bank transfer tab. */
async function openBankTransfer(page: Page, language: Language) {
  const text = TEXT[language];
  await billing(page, language).payLink.click();
  await expect(page).toHaveURL(/\/checkout\?type=invoice&invoiceIds=[\d,]+&amount=[\d.]+$/);
  const methods = page.getByRole('tablist', { name: text.methods });
  await methods.getByRole('tab', { name: text.bankTab, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: text.bankTab });
  await expect(panel).toContainText(BANK[0]);
  return panel;
}

/** How far the page scrolls sideways: nothing, on any screen. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`the demo client sees what is to pay, picks two invoices and opens their checkout (${language})`, async ({
    page,
  }) => {
    await openBilling(page, language);
    const tab = billing(page, language);
    await expect(
      page.getByRole('tablist', { name: text.sections }).getByRole('tab', { name: text.billing }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(tab.pendingTab).toHaveAttribute('aria-selected', 'true');

    // Due soonest first: the overdue one, the partly paid one, then the one due in three weeks.
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      text.open.map((invoice) => invoice.number),
    );
    for (const expected of text.open) {
      const card = tab.invoice(expected.number);
      await expect(card.getByText(expected.status, { exact: true })).toBeVisible();
      await expect(card).toContainText(expected.due);
      await expect(card).toContainText(expected.amounts);
    }
    await expect(tab.invoice('INV-0003')).toContainText(text.project);

    // The lines of an invoice, in the reader's language, on request.
    const partial = tab.invoice('INV-0002');
    await partial.getByRole('button', { name: text.showLines }).click();
    await expect(partial).toContainText(text.line);
    await expect(partial).toContainText(text.tax);

    // Two invoices picked: their balances add up.
    await expect(tab.pay).toBeDisabled();
    await expect(tab.summary).toHaveText(text.nothingSelected);
    await page.getByRole('checkbox', { name: text.select('INV-0002') }).check();
    await page.getByRole('checkbox', { name: text.select('INV-0004') }).check();
    await expect(tab.summary).toHaveText(text.twoSelected);
    await expect(page.getByRole('checkbox', { name: text.selectAll })).not.toBeChecked();

    // Paying opens their checkout, where the bank transfer is one way, with the amount and the
    // reference to write.
    const transfer = await openBankTransfer(page, language);
    await expect(page).toHaveURL(text.checkout);
    await expect(transfer).toContainText(text.amount);
    await expect(transfer).toContainText(text.reference);
    for (const detail of BANK) await expect(transfer).toContainText(detail);
    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL('/dashboard?tab=billing');

    // The payment history: the invoice paid by card in June 2025.
    await tab.historyTab.click();
    await expect(page).toHaveURL(/[?&]invoices=history/);
    const paid = tab.invoice('INV-0001');
    await expect(paid.getByText(text.paid, { exact: true })).toBeVisible();
    await expect(paid).toContainText(text.paidAmounts);
    await expect(paid).toContainText(text.payment);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // Reload keeps the sub-tab.
    await page.reload();
    await hydrated(page);
    await expect(tab.historyTab).toHaveAttribute('aria-selected', 'true');
    await expect(tab.invoice('INV-0001')).toBeVisible();
  });

  test(`an invoice's PDF opens in a new tab (${language})`, async ({ page }) => {
    await openBilling(page, language);
    const link = billing(page, language)
      .invoice('INV-0002')
      .getByRole('link', { name: text.pdf('INV-0002'), exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const pdf = page
      .context()
      .waitForEvent('response', (response) => /\/api\/invoices\/\d+\/pdf$/.test(response.url()));
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    const response = await pdf;
    expect(response.frame().page()).toBe(tab);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  test(`a failed load says 'Error fetching invoices' and loads again on retry (${language})`, async ({
    page,
  }) => {
    let failures = 1;
    await page.route('**/api/invoices?view=open', (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 500,
            json: { statusCode: 500, message: 'Internal server error', error: 'Error' },
          })
        : route.continue(),
    );
    await storePreferences(page, { language });
    await signIn(page, DEMO.client);
    await page.goto('/dashboard?tab=billing');
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText(text.error);
    await page.getByRole('button', { name: text.retry }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(billing(page, language).pendingTab).toBeVisible();
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the Billing tab, the bank transfer of its checkout and its history have no axe violations (${theme})`, async ({
    page,
  }) => {
    // Six pages scanned in two languages.
    test.slow();
    for (const language of ['en', 'es'] as const) {
      const text = TEXT[language];
      const tab = billing(page, language);
      await openBilling(page, language, theme);
      await tab.invoice('INV-0002').getByRole('button', { name: text.showLines }).click();
      await page.getByRole('checkbox', { name: text.select('INV-0002') }).check();
      await page.getByRole('checkbox', { name: text.select('INV-0004') }).check();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/portal-billing-${language}-${theme}.png`,
        fullPage: true,
      });

      await openBankTransfer(page, language);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/portal-billing-bank-transfer-${language}-${theme}.png`,
        fullPage: true,
      });
      await page.getByRole('link', { name: text.back }).click();

      await tab.historyTab.click();
      await expect(tab.invoice('INV-0001')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/portal-billing-history-${language}-${theme}.png`,
        fullPage: true,
      });
    }
  });

  test(`on a 390 px phone the Billing tab fits the screen (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const text = TEXT.es;
    const tab = billing(page, 'es');
    await openBilling(page, 'es', theme);
    await tab.invoice('INV-0002').getByRole('button', { name: text.showLines }).click();
    await page.getByRole('checkbox', { name: text.selectAll }).check();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({
      path: `../test-results/portal-billing-390-es-${theme}.png`,
      fullPage: true,
    });

    await openBankTransfer(page, 'es');
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `../test-results/portal-billing-390-bank-transfer-es-${theme}.png`,
      fullPage: true,
    });
    await page.getByRole('link', { name: text.back }).click();

    await tab.historyTab.click();
    await expect(tab.invoice('INV-0001')).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({
      path: `../test-results/portal-billing-390-history-es-${theme}.png`,
      fullPage: true,
    });
  });
}
