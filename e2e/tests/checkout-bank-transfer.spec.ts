import { type Browser, type Page, expect, test } from '@playwright/test';
import { DEMO, baseUrl, mailedMatch, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/*
 * These run on the server with a mailbox (see playwright.config.ts): it has no Stripe or PayPal
 * keys, the way the product comes, and its mailbox shows what the team and the client are sent.
 */

const TEXT = {
  en: {
    methods: 'Payment method',
    card: 'Card',
    paypal: 'PayPal',
    bank: 'Bank transfer',
    note: 'Pay by bank transfer',
    place: 'Place order and pay by transfer',
    sent: 'I’ve sent the transfer',
    thanks: 'Thank you! Our team has been told',
    reference: 'Reference',
    views: 'Billing views',
    ordersTab: 'Bank transfer orders',
    confirmTitle: (reference: string) => `Confirm transfer ${reference}`,
    payerReference: 'Payer’s reference',
    save: 'Confirm and send the receipt',
    paid: 'Paid',
    receipt: (reference: string) => `Your reference: ${reference}`,
    toSet: 'Still to set',
    stripe: 'Card payments (Stripe)',
    wallet: 'Wallet (PayPal)',
  },
  es: {
    methods: 'Método de pago',
    card: 'Tarjeta',
    paypal: 'PayPal',
    bank: 'Transferencia',
    note: 'Paga por transferencia bancaria',
    place: 'Pedir y pagar por transferencia',
    sent: 'Ya hice la transferencia',
    thanks: '¡Gracias! Ya avisamos a nuestro equipo',
    reference: 'Referencia',
    views: 'Vistas de facturación',
    ordersTab: 'Pedidos por transferencia',
    confirmTitle: (reference: string) => `Confirmar la transferencia ${reference}`,
    payerReference: 'Referencia del pagador',
    save: 'Confirmar y enviar el recibo',
    paid: 'Pagado',
    receipt: (reference: string) => `Tu referencia: ${reference}`,
    toSet: 'Falta configurar',
    stripe: 'Pagos con tarjeta (Stripe)',
    wallet: 'Billetera (PayPal)',
  },
} as const;

/** Words that would tell a client why a provider is off: for the admins' eyes only. */
const PROVIDER_INTERNALS =
  /configur|credential|credencial|client id|client secret|STRIPE_|PAYPAL_|authentication|autenticación/i;

/** How far the page scrolls sideways: nothing, on any screen. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A new client, signed in in the page, at the checkout of the web design service. */
async function atCheckout(page: Page, language: Language, theme: 'light' | 'dark' = 'light') {
  await storePreferences(page, { language, theme });
  const account = newAccount('Renata');
  const registered = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: { Origin: baseUrl() },
  });
  expect(registered.status()).toBe(201);
  const services = (await (await page.request.get('/api/services')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/checkout?serviceId=${services.find((s) => s.slug === 'web-design')!.id}`);
  await hydrated(page);
  const text = TEXT[language];
  const methods = page.getByRole('tablist', { name: text.methods });
  return {
    account,
    asked,
    tab: (name: string) => methods.getByRole('tab', { name, exact: true }),
    panel: page.getByRole('tabpanel'),
  };
}

/** The demo admin in a browser of their own, in the language and theme. */
async function adminPage(browser: Browser, language: Language, theme: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  return page;
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`without card or PayPal keys a service is bought by bank transfer, the team is told, and an admin confirms it (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const checkout = await atCheckout(page, language);

    // It opens on the way that works, says so plainly, and nothing of the providers shows.
    await expect(checkout.tab(text.bank)).toHaveAttribute('aria-selected', 'true');
    await expect(checkout.tab(text.card)).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout.tab(text.paypal)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText(text.note, { exact: true })).toBeVisible();
    await expect(checkout.panel).toContainText('First Citizens Bank');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(PROVIDER_INTERNALS);
    await expectNoAxeViolations(page);

    await checkout.panel.getByRole('button', { name: text.place }).click();
    const reference = checkout.panel.getByText(/^TB-[A-Z0-9]{9}$/);
    await expect(reference).toBeVisible();
    const code = (await reference.textContent())!;
    await checkout.panel.getByRole('button', { name: text.sent }).click();
    await expect(checkout.panel.getByText(text.thanks)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(
      checkout.asked.filter((path) => /payment-intent|paypal/.test(path)),
      'no provider was asked',
    ).toEqual([]);

    // The team is mailed, in the admin's language, with the link that opens the order.
    const [, path] = await mailedMatch(
      DEMO.admin.email,
      new RegExp(`${code}[\\s\\S]*https?://[^/\\s]+(/admin\\?section=billing&order=\\d+)`),
    );
    const admin = await adminPage(browser, language, 'light');
    await admin.goto(path);
    await hydrated(admin);
    await expect(
      admin.getByRole('tablist', { name: text.views }).getByRole('tab', { name: text.ordersTab }),
    ).toHaveAttribute('aria-selected', 'true');
    const dialog = admin.getByRole('dialog', { name: text.confirmTitle(code) });
    await expect(dialog).toContainText(
      `${checkout.account.firstName} ${checkout.account.lastName}`,
    );
    await dialog.getByLabel(new RegExp(`^${text.payerReference}`)).fill('BROU 0042');
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toHaveCount(0);
    const row = admin.getByRole('listitem', { name: code });
    await expect(row.getByText(text.paid, { exact: true })).toBeVisible();
    await expect(row).toContainText('BROU 0042');

    // The client's receipt keeps what the payer wrote.
    await mailedMatch(checkout.account.email, new RegExp(`${text.receipt('BROU 0042')}`));

    // The admins' services view names what is missing to take cards and PayPal.
    await admin.goto('/admin?section=services');
    await hydrated(admin);
    for (const [name, variable] of [
      [text.stripe, 'STRIPE_SECRET_KEY'],
      [text.wallet, 'PAYPAL_CLIENT_ID'],
    ] as const) {
      const card = admin.getByRole('heading', { name }).locator('xpath=ancestor::*[@data-service]');
      await expect(card).toContainText(text.toSet);
      await expect(card).toContainText(variable);
    }
    await admin.context().close();
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`on a 390 px phone the bank transfer checkout and the orders to confirm fit, with no axe violations (es, ${theme})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const text = TEXT.es;
    await page.setViewportSize({ width: 390, height: 844 });
    const checkout = await atCheckout(page, 'es', theme);
    await expect(checkout.tab(text.bank)).toHaveAttribute('aria-selected', 'true');
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await checkout.panel.getByRole('button', { name: text.place }).click();
    await expect(checkout.panel.getByText(/^TB-[A-Z0-9]{9}$/)).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const admin = await adminPage(browser, 'es', theme);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto('/admin?section=billing');
    await hydrated(admin);
    await admin
      .getByRole('tablist', { name: text.views })
      .getByRole('tab', { name: text.ordersTab })
      .click();
    await expect(admin.getByRole('listitem').filter({ hasText: /TB-/ }).first()).toBeVisible();
    expect(await overflow(admin)).toBe(0);
    await expectNoAxeViolations(admin);
    await admin.context().close();
  });
}
