import { type Locator, type Page, expect, test } from '@playwright/test';
import { adminApi, baseUrl, newAccount } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/**
 * A client's services ordered to pay by bank transfer, in the Billing tab outside the checkout:
 * the open ones with their reference, amount, bank details and "I've sent the transfer", then
 * the paid ones.
 */
const TEXT = {
  en: {
    views: 'Invoices',
    ordersTab: 'Service orders',
    open: 'Open orders',
    paid: 'Paid orders',
    awaiting: 'Awaiting your transfer',
    sentState: 'Transfer sent',
    paidState: 'Paid',
    details: 'Bank details',
    accountNumber: 'Account number',
    sent: 'I’ve sent the transfer',
    sentNote: 'Our team has been told',
    empty: 'No service orders yet',
    browse: 'Browse services',
    money: (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
  es: {
    views: 'Facturas',
    ordersTab: 'Pedidos de servicios',
    open: 'Pedidos abiertos',
    paid: 'Pedidos pagados',
    awaiting: 'Esperando tu transferencia',
    sentState: 'Transferencia enviada',
    paidState: 'Pagado',
    details: 'Datos bancarios',
    accountNumber: 'Número de cuenta',
    sent: 'Ya hice la transferencia',
    sentNote: 'Nuestro equipo ya está avisado',
    empty: 'Todavía no hay pedidos de servicios',
    browse: 'Ver servicios',
    money: (cents: number) =>
      `US$ ${(cents / 100).toLocaleString('es-UY', { minimumFractionDigits: 2 })}`,
  },
} as const;

interface Service {
  id: number;
  slug: string;
  name: string;
  nameEs: string | null;
}
interface Order {
  id: number;
  reference: string;
  totalCents: number;
  bankTransfer: { accountNumber: string };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A new client signed in in the page, with one open order and one the team confirmed. */
async function clientWithOrders(page: Page, language: Language) {
  const account = newAccount('Renata');
  const headers = { Origin: baseUrl() };
  const registered = await page.request.post('/api/register', {
    data: { ...account, language },
    headers,
  });
  expect(registered.status()).toBe(201);
  const services = (await (await page.request.get('/api/services')).json()) as Service[];
  const [openService, paidService] = [
    services.find((service) => service.slug === 'web-design')!,
    services.find((service) => service.slug !== 'web-design')!,
  ];
  const place = async (service: Service) => {
    const res = await page.request.post('/api/orders/bank-transfer', {
      data: { serviceId: service.id },
      headers,
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as Order;
  };
  const open = await place(openService);
  const paid = await place(paidService);
  const admin = await adminApi();
  expect((await admin.post(`/api/admin/orders/${paid.id}/confirm-transfer`)).status()).toBe(200);
  await admin.dispose();
  const name = (service: Service) =>
    language === 'es' && service.nameEs ? service.nameEs : service.name;
  return {
    open: { ...open, name: name(openService) },
    paid: { ...paid, name: name(paidService) },
  };
}

/** The order's card, found by its reference. */
const card = (within: Page | Locator, reference: string) =>
  within.getByRole('article').filter({ hasText: reference });

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`the Billing tab lists the service orders, and an open one is said sent there (${language})`, async ({
    page,
  }) => {
    await storePreferences(page, { language });
    const { open, paid } = await clientWithOrders(page, language);
    await page.goto('/dashboard?tab=billing');
    await hydrated(page);
    await page
      .getByRole('tablist', { name: text.views })
      .getByRole('tab', { name: text.ordersTab })
      .click();
    await expect(page).toHaveURL(/invoices=orders/);

    const openList = page.getByRole('region', { name: text.open });
    const openCard = card(openList, open.reference);
    await expect(openCard.getByRole('heading', { name: open.name })).toBeVisible();
    await expect(openCard).toContainText(text.awaiting);
    await expect(openCard).toContainText(text.money(open.totalCents));

    await openCard.getByRole('button', { name: text.details }).click();
    await expect(openCard).toContainText(text.accountNumber);
    await expect(openCard).toContainText(open.bankTransfer.accountNumber);

    await openCard.getByRole('button', { name: text.sent }).click();
    await expect(openCard).toContainText(text.sentState);
    await expect(openCard).toContainText(text.sentNote);
    await expect(openCard.getByRole('button', { name: text.sent })).toHaveCount(0);
    // Said once: the API holds it.
    const stored = (await (await page.request.get(`/api/orders/${open.id}`)).json()) as {
      state: string;
    };
    expect(stored.state).toBe('sent');

    const paidCard = card(page.getByRole('region', { name: text.paid }), paid.reference);
    await expect(paidCard.getByRole('heading', { name: paid.name })).toBeVisible();
    await expect(paidCard).toContainText(text.paidState);
    await expect(paidCard.getByRole('button')).toHaveCount(0);
  });

  test(`a client without orders is offered the services (${language})`, async ({ page }) => {
    await storePreferences(page, { language });
    const registered = await page.request.post('/api/register', {
      data: { ...newAccount('Bruno'), language },
      headers: { Origin: baseUrl() },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/dashboard?tab=billing&invoices=orders');
    await hydrated(page);
    await expect(page.getByText(text.empty)).toBeVisible();
    await page.getByRole('link', { name: text.browse }).click();
    await expect(page).toHaveURL(/\/services/);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the service orders have no axe violations, 390 px too (${theme})`, async ({ page }) => {
    await storePreferences(page, { language: 'es', theme });
    const { open } = await clientWithOrders(page, 'es');
    await page.goto('/dashboard?tab=billing&invoices=orders');
    await hydrated(page);
    const openCard = card(page, open.reference);
    await openCard.getByRole('button', { name: TEXT.es.details }).click();
    await expect(openCard).toContainText(open.bankTransfer.accountNumber);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(openCard.getByRole('button', { name: TEXT.es.sent })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
}
