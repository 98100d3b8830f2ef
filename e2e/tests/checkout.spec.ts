import { type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import {
  CARDS,
  PAYPAL_AUTH_REFUSED,
  PAYPAL_NOT_CONFIGURED,
  PAYPAL_READY,
  answerPaypalEndpoints,
  fillCard,
  serveProviderLibraries,
} from './support/payments';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The checkout's and the payment pages' texts, as the client reads them. */
const TEXT = {
  en: {
    title: 'Checkout',
    methods: 'Payment method',
    card: 'Card',
    paypal: 'PayPal',
    bank: 'Bank transfer',
    summary: 'Order summary',
    guarantee: '30-day money-back guarantee',
    invoices: (count: number) => `Invoices to pay${count} invoices`,
    pay: (amount: string) => `Pay ${amount}`,
    money: (dollars: string) => `$${dollars}`,
    noService: 'No Service Selected',
    browseServices: 'Browse services',
    noInvoices: 'No Invoices Selected',
    toDashboard: 'Go to your dashboard',
    cardOff: 'Card payments are not available right now',
    paypalOff: 'PayPal is not available right now',
    declined: 'Your card was declined.',
    failed: 'Payment failed',
    processing: 'Confirming your payment…',
    success: 'Payment successful!',
    emailSent: 'A receipt for each invoice is on its way to your email.',
    reference: 'Reference',
    history: 'Payment history',
    paid: 'Paid',
    byCard: 'Card · Ref.',
    retry: 'Try PayPal again',
  },
  es: {
    title: 'Pago',
    methods: 'Método de pago',
    card: 'Tarjeta',
    paypal: 'PayPal',
    bank: 'Transferencia',
    summary: 'Resumen del pedido',
    guarantee: 'Garantía de devolución de 30 días',
    invoices: (count: number) => `Facturas a pagar${count} facturas`,
    pay: (amount: string) => `Pagar ${amount}`,
    money: (dollars: string) => `US$\u00a0${dollars}`,
    noService: 'Ningún servicio seleccionado',
    browseServices: 'Ver servicios',
    noInvoices: 'Ninguna factura seleccionada',
    toDashboard: 'Ir a tu panel',
    cardOff: 'Los pagos con tarjeta no están disponibles en este momento',
    paypalOff: 'PayPal no está disponible en este momento',
    declined: 'Your card was declined.',
    failed: 'El pago falló',
    processing: 'Confirmando tu pago…',
    success: '¡Pago exitoso!',
    emailSent: 'Te enviamos por correo un recibo de cada factura.',
    reference: 'Referencia',
    history: 'Historial de pagos',
    paid: 'Pagada',
    byCard: 'Tarjeta · Ref.',
    retry: 'Intentar con PayPal de nuevo',
  },
} as const;

/** Why a provider is off is the admins' business: none of it reaches the client's page. */
const PROVIDER_INTERNALS =
  /configur|credential|credencial|client id|client secret|Client Authentication|STRIPE_|PAYPAL_/i;

/** The plain panel a client reads when PayPal cannot be used now. */
const walletOff = (page: Page, language: Language) =>
  page.getByRole('tabpanel').getByRole('status').filter({ hasText: TEXT[language].paypalOff });

interface CreatedInvoice {
  id: number;
  number: string;
}

/** A new client (registered, so signed in, in the page) with invoices an admin issued to them. */
async function clientWithInvoices(
  page: Page,
  language: Language,
  amounts: number[],
): Promise<CreatedInvoice[]> {
  const account = newAccount('Renata');
  const registered = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: { Origin: baseUrl() },
  });
  expect(registered.status()).toBe(201);
  const { id: userId } = (await registered.json()) as { id: number };
  const admin = await adminApi();
  const invoices: CreatedInvoice[] = [];
  for (const [index, amount] of amounts.entries()) {
    const created = await admin.post('/api/invoices', {
      data: {
        userId,
        amount,
        description: `Website work, part ${index + 1}`,
        dueDate: new Date(Date.now() + (10 + index) * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    invoices.push((await created.json()) as CreatedInvoice);
  }
  await admin.dispose();
  return invoices;
}

/** The id of the web design service, as the services page links it. */
async function webDesignId(page: Page): Promise<number> {
  const services = (await (await page.request.get('/api/services')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  return services.find((service) => service.slug === 'web-design')!.id;
}

function checkout(page: Page, language: Language) {
  const text = TEXT[language];
  const methods = page.getByRole('tablist', { name: text.methods });
  return {
    heading: page.getByRole('heading', { level: 1, name: text.title }),
    methods,
    tab: (name: string) => methods.getByRole('tab', { name, exact: true }),
    summary: page
      .getByRole('heading', { name: text.summary })
      .locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]'),
    panel: page.getByRole('tabpanel'),
  };
}

/** How far the page scrolls sideways: nothing, on any screen. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('paying invoices from the Billing tab', () => {
  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];

    test(`two invoices paid by card end to end, then paid in the history (${language})`, async ({
      page,
    }) => {
      await serveProviderLibraries(page);
      await storePreferences(page, { language });
      const [first, second] = await clientWithInvoices(page, language, [120.5, 300]);
      await page.goto('/dashboard?tab=billing');
      await hydrated(page);
      await expect(page.getByRole('article')).toHaveCount(2);
      await page
        .getByRole('checkbox', { name: language === 'en' ? 'Select all' : 'Seleccionar todas' })
        .check();
      await page
        .getByRole('link', { name: language === 'en' ? 'Pay' : 'Pagar', exact: true })
        .click();

      const ids = [first.id, second.id].join(',');
      await expect(page).toHaveURL(`/checkout?type=invoice&invoiceIds=${ids}&amount=420.50`);
      const view = checkout(page, language);
      await expect(view.heading).toBeVisible();
      await expect(view.summary).toContainText(text.invoices(2));
      await expect(view.summary).toContainText(first.number);
      await expect(view.summary).toContainText(second.number);
      await expect(view.summary).toContainText(text.money(language === 'en' ? '420.50' : '420,50'));
      await expect(view.tab(text.card)).toHaveAttribute('aria-selected', 'true');

      // A declined card keeps the client here; another card pays the same payment.
      const pay = page.getByRole('button', {
        name: text.pay(text.money(language === 'en' ? '420.50' : '420,50')),
      });
      await fillCard(page, CARDS.declined);
      await pay.click();
      const alert = page.getByRole('alert').filter({ hasText: text.failed });
      await expect(alert).toContainText(text.declined);
      await expect(page).toHaveURL(/\/checkout\?/);
      await fillCard(page, CARDS.succeeds);
      await pay.click();

      await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_\w+$/);
      await expect(page.getByRole('heading', { name: text.success })).toBeVisible();
      const details = page.getByText(text.reference, { exact: true }).locator('xpath=ancestor::dl');
      await expect(details).toContainText(/TB-[A-Z0-9]{9}/);
      await expect(details).toContainText(`${first.number}, ${second.number}`);
      await expect(page.getByText(text.emailSent)).toBeVisible();
      const reference = /TB-[A-Z0-9]{9}/.exec((await details.textContent()) ?? '')![0];

      await page.getByRole('link', { name: text.toDashboard }).click();
      await expect(page).toHaveURL('/dashboard?tab=billing');
      await page.getByRole('tab', { name: text.history }).click();
      for (const invoice of [first, second]) {
        const card = page.getByRole('article', { name: invoice.number, exact: true });
        await expect(card.getByText(text.paid, { exact: true })).toBeVisible();
      }
      // The charge's reference is on the first invoice it paid, as the receipt says it.
      await expect(page.getByRole('main')).toContainText(`${text.byCard} ${reference}`);
    });
  }

  test('the server refuses an amount that is not what is owed, and says the right figure', async ({
    page,
  }) => {
    await serveProviderLibraries(page);
    const [invoice] = await clientWithInvoices(page, 'en', [75]);
    await page.goto(`/checkout?type=invoice&invoiceIds=${invoice.id}&amount=70.00`);
    await hydrated(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Error creating payment' });
    await expect(alert).toContainText('(75.00)');
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });
});

test.describe('buying a service', () => {
  test('the summary, the card payment processing a moment, then the reference (en)', async ({
    page,
  }) => {
    const libraries = await serveProviderLibraries(page);
    await clientWithInvoices(page, 'en', []);
    const id = await webDesignId(page);
    await page.goto(`/checkout?serviceId=${id}`);
    await hydrated(page);
    const view = checkout(page, 'en');
    await expect(view.summary).toContainText('Web Design & Development');
    await expect(view.summary).toContainText('Subtotal$2,500.00');
    await expect(view.summary).toContainText('Tax (8%)$200.00');
    await expect(view.summary).toContainText('Total$2,700.00');
    await expect(view.summary).toContainText(TEXT.en.guarantee);
    await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    expect(libraries.stripe).toHaveLength(1);
    expect(libraries.stripe[0]).toMatch(/^https:\/\/js\.stripe\.com\/\w+\/stripe\.js/);

    await fillCard(page, CARDS.settlesLater);
    await page.getByRole('button', { name: 'Pay $2,700.00' }).click();
    // The bank takes a moment: the page says so, asks again, then shows the server's reference.
    await expect(page.getByRole('heading', { name: TEXT.en.processing })).toBeVisible();
    await expect(page.getByText(/This page updates by itself/)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible({
      timeout: 15_000,
    });
    const details = page.getByText('Reference', { exact: true }).locator('xpath=ancestor::dl');
    await expect(details).toContainText(/ReferenceTB-[A-Z0-9]{9}/);
    await expect(details).toContainText(/Transaction IDch_\w+/);
    await expect(details).toContainText('Amount$2,700.00');
    await expect(details).toContainText(/Paid forOrder #\d+/);
  });

  test('the summary in Spanish, from the services page, after signing in', async ({ page }) => {
    await serveProviderLibraries(page);
    await storePreferences(page, { language: 'es' });
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('link', { name: /^Comenzar con Diseño y Desarrollo Web/ }).click();
    // Signed out: sign in first, then back to the same checkout.
    await expect(page).toHaveURL(/\/auth\?next=\/checkout%3FserviceId%3D\d+$/);
    await page
      .getByLabel('Usuario o correo electrónico', { exact: true })
      .fill(DEMO.client.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.client.password);
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: 'Iniciar sesión', exact: true })
      .click();
    await expect(page).toHaveURL(/\/checkout\?serviceId=\d+$/);
    const view = checkout(page, 'es');
    await expect(view.summary).toContainText('Diseño y Desarrollo Web');
    await expect(view.summary).toContainText('SubtotalUS$\u00a02.500,00');
    await expect(view.summary).toContainText('Impuestos (8 %)US$\u00a0200,00');
    await expect(view.summary).toContainText('TotalUS$\u00a02.700,00');
    await expect(view.summary).toContainText(TEXT.es.guarantee);
    await expect(page.getByRole('button', { name: 'Pagar US$\u00a02.700,00' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('nothing to pay', () => {
  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];
    test(`the spec's notices, with their links (${language})`, async ({ page }) => {
      await storePreferences(page, { language });
      await signIn(page, DEMO.client);
      await page.goto('/checkout');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: text.noService })).toBeVisible();
      await expect(page.getByRole('link', { name: text.browseServices })).toHaveAttribute(
        'href',
        '/services',
      );
      await page.goto('/checkout?type=invoice&invoiceIds=2,4');
      await expect(page.getByRole('heading', { name: text.noInvoices })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: text.toDashboard }).click();
      await expect(page).toHaveURL('/dashboard?tab=billing');
    });
  }
});

test.describe('when a provider cannot be used', () => {
  test('without card keys it opens on PayPal with a plain note, and a PayPal that is off says so plainly', async ({
    page,
  }) => {
    const libraries = await serveProviderLibraries(page);
    await page.route('**/api/payments/config', async (route) => {
      const served = await (await route.fetch()).json();
      return route.fulfill({
        json: {
          ...served,
          card: { available: false, publishableKey: null, testMode: false },
          wallet: { ...served.wallet, available: true, clientId: 'sb-e2e-client' },
        },
      });
    });
    await answerPaypalEndpoints(page, { statuses: [PAYPAL_NOT_CONFIGURED] });
    await signIn(page, DEMO.client);
    await page.goto(`/checkout?serviceId=${await webDesignId(page)}`);
    await hydrated(page);
    const view = checkout(page, 'en');
    await expect(view.tab('Card')).toHaveAttribute('aria-disabled', 'true');
    await expect(view.tab('PayPal')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(TEXT.en.cardOff)).toBeVisible();
    await expect(view.tab('Card')).toBeDisabled();
    // Clicked all the same, it stays unselected.
    await view.tab('Card').click({ force: true });
    await expect(view.tab('Card')).toHaveAttribute('aria-selected', 'false');
    // PayPal without credentials: a plain panel, and the bank transfer is there.
    await expect(walletOff(page, 'en')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(PROVIDER_INTERNALS);
    await view.tab(TEXT.en.bank).click();
    await expect(view.panel).toContainText('First Citizens Bank');
    expect(libraries.stripe).toEqual([]);
    expect(libraries.paypal).toEqual([]);
  });

  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];
    test(`PayPal's credentials refused: a plain panel, and a retry that gets the buttons (${language})`, async ({
      page,
    }) => {
      const libraries = await serveProviderLibraries(page);
      const paypal = await answerPaypalEndpoints(page, {
        statuses: [PAYPAL_AUTH_REFUSED, PAYPAL_READY],
        clientId: 'sb-e2e-client',
      });
      await storePreferences(page, { language });
      await signIn(page, DEMO.client);
      await page.goto('/checkout?type=invoice&invoiceIds=2,4&amount=1580.70');
      await hydrated(page);
      const view = checkout(page, language);
      await view.tab(text.paypal).click();
      await expect(walletOff(page, language)).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(PROVIDER_INTERNALS);
      await expect(view.panel.getByRole('listitem')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await view.panel.getByRole('button', { name: text.retry }).click();
      await expect(view.panel.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();
      expect(paypal.status).toBe(2);
      expect(libraries.paypal).toHaveLength(1);
      const sdk = new URL(libraries.paypal[0]);
      expect(Object.fromEntries(sdk.searchParams)).toEqual({
        'client-id': 'sb-e2e-client',
        currency: 'USD',
        intent: 'capture',
        'enable-funding': 'venmo,card',
        'disable-funding': 'credit',
        components: 'buttons',
      });
      expect(
        JSON.parse(
          (await page.locator('[data-stand-in="paypal-buttons"]').getAttribute('data-style')) ?? '',
        ),
      ).toEqual({ layout: 'vertical', shape: 'rect', color: 'blue', label: 'paypal' });
    });
  }

  test('PayPal refusing us while creating the order checks again and shows the panel', async ({
    page,
  }) => {
    await serveProviderLibraries(page);
    await answerPaypalEndpoints(page, {
      statuses: [PAYPAL_READY, PAYPAL_AUTH_REFUSED],
      clientId: 'sb-e2e-client',
      createOrder: () => ({
        status: 401,
        json: {
          statusCode: 401,
          message: 'PayPal did not accept our credentials (Client Authentication failed)',
          error: 'Unauthorized',
          code: 'PAYPAL_AUTH_FAILED',
        },
      }),
    });
    await signIn(page, DEMO.client);
    await page.goto('/checkout?type=invoice&invoiceIds=2,4&amount=1580.70');
    await hydrated(page);
    const view = checkout(page, 'en');
    await view.tab('PayPal').click();
    await view.panel.getByRole('button', { name: 'PayPal', exact: true }).click();
    await expect(walletOff(page, 'en')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(PROVIDER_INTERNALS);
    await expect(page.getByRole('region', { name: /^Notifications/ }).locator('li')).toHaveCount(0);
  });

  test('a PayPal payment approved and captured goes to the success page', async ({ page }) => {
    await serveProviderLibraries(page);
    const paypal = await answerPaypalEndpoints(page, {
      statuses: [PAYPAL_READY],
      clientId: 'sb-e2e-client',
      createOrder: () => ({ status: 200, json: { id: '5O190127TN364715T' } }),
    });
    // The payment as the server would know it after the capture (PayPal's host is unreachable).
    await page.route('**/api/payments/status?provider=paypal&id=5O190127TN364715T', (route) =>
      route.fulfill({
        json: {
          state: 'succeeded',
          provider: 'paypal',
          purpose: 'invoices',
          amountCents: 158070,
          reference: 'TB-PAYPAL001',
          transactionId: '3C679366HH908993F',
          invoiceNumbers: ['INV-0002', 'INV-0004'],
          orderId: null,
        },
      }),
    );
    await signIn(page, DEMO.client);
    await page.goto('/checkout?type=invoice&invoiceIds=2,4&amount=1580.70');
    await hydrated(page);
    const view = checkout(page, 'en');
    await view.tab('PayPal').click();
    await view.panel.getByRole('button', { name: 'PayPal', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'PayPal approval' })
      .getByRole('button', { name: 'Approve payment' })
      .click();
    await expect(page).toHaveURL('/payment-success?provider=paypal&id=5O190127TN364715T');
    await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
    await expect(page.getByText('TB-PAYPAL001')).toBeVisible();
    expect(paypal.create).toEqual([{ amount: 1580.7, invoiceIds: [2, 4] }]);
    expect(paypal.capture).toEqual(['5O190127TN364715T']);
  });
});

test.describe('the providers’ libraries', () => {
  test('Stripe.js loads on the card form only, not on other pages', async ({ page }) => {
    const libraries = await serveProviderLibraries(page);
    await signIn(page, DEMO.client);
    for (const path of ['/', '/services', '/dashboard', '/dashboard?tab=billing']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
    }
    expect(libraries.stripe).toEqual([]);
    await page.goto('/checkout?type=invoice&invoiceIds=2,4&amount=1580.70');
    await expect(page.locator('[data-stand-in="stripe-payment-element"]')).toBeVisible();
    expect(libraries.stripe).toHaveLength(1);
  });
});

test.describe('windows the checkout opens', () => {
  test("a window it opens on another site can answer it, as PayPal's approval window does", async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.client);
    await page.goto(`/checkout?serviceId=${await webDesignId(page)}`);
    await hydrated(page);
    await page.evaluate(() => {
      const heard: unknown[] = ((window as unknown as { heard: unknown[] }).heard = []);
      window.addEventListener('message', (event) => heard.push(event.data));
    });
    // localhost is another site than 127.0.0.1: it stands for PayPal's own pages.
    const otherSite = new URL('/services', baseUrl().replace('127.0.0.1', 'localhost')).href;
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url, 'approval'), otherSite),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).hostname).toBe('localhost');
    // Under `Cross-Origin-Opener-Policy: same-origin` the window has no opener to answer.
    await popup.evaluate(() => window.opener.postMessage('approved', '*'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
      .toEqual(['approved']);
  });
});

test.describe('looks', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const language of ['en', 'es'] as const) {
      test(`the checkout in both modes and the success page have no axe violations (${language}, ${theme})`, async ({
        page,
      }) => {
        // Several pages scanned whole, each after a payment step: longer than 30 s when loaded.
        test.slow();
        await serveProviderLibraries(page);
        await answerPaypalEndpoints(page, { statuses: [PAYPAL_NOT_CONFIGURED] });
        await storePreferences(page, { language, theme });
        await clientWithInvoices(page, language, [980.25]);
        const view = checkout(page, language);

        await page.goto(`/checkout?serviceId=${await webDesignId(page)}`);
        await hydrated(page);
        await expect(page.locator('[data-stand-in="stripe-payment-element"]')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `../test-results/checkout-service-${language}-${theme}.png`,
          fullPage: true,
        });

        await page.goto('/dashboard?tab=billing');
        await hydrated(page);
        await page
          .getByRole('checkbox', { name: language === 'en' ? 'Select all' : 'Seleccionar todas' })
          .check();
        await page
          .getByRole('link', { name: language === 'en' ? 'Pay' : 'Pagar', exact: true })
          .click();
        await expect(page.locator('[data-stand-in="stripe-payment-element"]')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `../test-results/checkout-invoices-${language}-${theme}.png`,
          fullPage: true,
        });

        await view.tab(TEXT[language].bank).click();
        await expect(view.panel).toContainText('First Citizens Bank');
        await expectNoAxeViolations(page);

        // PayPal is off here: its tab is disabled, and one plain note says so.
        await expect(view.tab(TEXT[language].paypal)).toHaveAttribute('aria-disabled', 'true');
        await expect(page.getByText(TEXT[language].paypalOff)).toBeVisible();
        await expect(page.getByRole('main')).not.toContainText(PROVIDER_INTERNALS);
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `../test-results/checkout-wallet-config-error-${language}-${theme}.png`,
        });

        await view.tab(TEXT[language].card).click();
        await fillCard(page, CARDS.succeeds);
        await page.getByRole('button', { name: /^(Pay|Pagar) / }).click();
        await expect(page.getByRole('heading', { name: TEXT[language].success })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `../test-results/payment-success-${language}-${theme}.png`,
          fullPage: true,
        });
      });
    }

    test(`on a 390 px phone the checkout, the wallet panel and the success page fit (${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await serveProviderLibraries(page);
      await answerPaypalEndpoints(page, {
        statuses: [PAYPAL_AUTH_REFUSED],
        clientId: 'sb-e2e-client',
      });
      await storePreferences(page, { language: 'es', theme });
      const [invoice] = await clientWithInvoices(page, 'es', [1234.56]);
      const view = checkout(page, 'es');

      await page.goto(`/checkout?type=invoice&invoiceIds=${invoice.id}&amount=1234.56`);
      await hydrated(page);
      await expect(page.locator('[data-stand-in="stripe-payment-element"]')).toBeVisible();
      expect(await overflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/checkout-390-es-${theme}.png`,
        fullPage: true,
      });

      await view.tab('PayPal').click();
      await expect(walletOff(page, 'es')).toBeVisible();
      expect(await overflow(page)).toBe(0);
      await page.screenshot({
        path: `../test-results/checkout-390-wallet-auth-error-es-${theme}.png`,
        fullPage: true,
      });

      await view.tab('Tarjeta').click();
      await fillCard(page, CARDS.succeeds);
      await page.getByRole('button', { name: 'Pagar US$\u00a01.234,56' }).click();
      await expect(page.getByRole('heading', { name: TEXT.es.success })).toBeVisible();
      expect(await overflow(page)).toBe(0);
      await page.screenshot({
        path: `../test-results/payment-success-390-es-${theme}.png`,
        fullPage: true,
      });
    });
  }
});
