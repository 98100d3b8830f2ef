import { type Page, expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, shell, storePreferences } from './support/shell';

/*
 * The back-office: an admin lands on the home of what needs the team today (the figures the API
 * counts, as money and counts), moves by the side navigation with the section in the address,
 * and has no marketing footer; on a phone the sections are one menu away and a list's row
 * actions stay on screen. axe finds nothing in light and dark, in both languages, at 390 px.
 */

const TEXT = {
  en: {
    nav: 'Admin sections',
    home: 'Home',
    today: 'Today',
    invoices: 'Invoices to follow up',
    approvals: 'Waiting for client approval',
    messages: 'Unread client messages',
    contacts: 'New contact requests',
    failures: 'Failed mail and jobs',
    openBilling: 'Open billing',
    billing: 'Billing',
    contactsLink: 'Contacts',
    contactsHeading: 'Contact submissions',
    owed: (count: number, amount: string) =>
      `${count} ${count === 1 ? 'invoice' : 'invoices'} · ${amount} owed`,
    approvalsSummary: (count: number) =>
      count === 1 ? '1 post waits for its client' : `${count} posts wait for their clients`,
    menu: (section: string) => `Section: ${section}`,
    contactsList: 'Contact submissions',
  },
  es: {
    nav: 'Secciones de administración',
    home: 'Inicio',
    today: 'Hoy',
    invoices: 'Facturas a seguir',
    approvals: 'Esperan la aprobación del cliente',
    messages: 'Mensajes de clientes sin leer',
    contacts: 'Nuevas solicitudes de contacto',
    failures: 'Correos y tareas fallidos',
    openBilling: 'Abrir facturación',
    billing: 'Facturación',
    contactsLink: 'Contactos',
    contactsHeading: 'Mensajes de contacto',
    owed: (count: number, amount: string) =>
      `${count} ${count === 1 ? 'factura' : 'facturas'} · ${amount} pendientes`,
    approvalsSummary: (count: number) =>
      count === 1
        ? '1 publicación espera a su cliente'
        : `${count} publicaciones esperan a sus clientes`,
    menu: (section: string) => `Sección: ${section}`,
    contactsList: 'Mensajes de contacto',
  },
} as const;

interface Home {
  invoices: { overdue: { count: number; balanceCents: number } };
  approvals: { count: number };
}

/** US cents as the page writes them in each language (formatMoney). */
function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-UY' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}

async function openHome(page: Page, language: Language, theme: 'light' | 'dark' = 'light') {
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: TEXT[language].today })).toBeVisible();
  await expect(page.getByRole('region', { name: TEXT[language].invoices })).toBeVisible();
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`an admin lands on today's figures and moves by the side navigation (${language})`, async ({
    page,
  }) => {
    const answer = await page.request.get('/api/admin/home');
    expect(answer.status()).toBe(401);
    await openHome(page, language);
    const home = (await (await page.request.get('/api/admin/home')).json()) as Home;

    const nav = page.getByRole('navigation', { name: text.nav });
    await expect(nav.getByRole('link', { name: text.home })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const card of [text.invoices, text.approvals, text.messages, text.contacts, text.failures])
      await expect(page.getByRole('region', { name: card })).toBeVisible();
    const invoices = page.getByRole('region', { name: text.invoices });
    const owed = text.owed(
      home.invoices.overdue.count,
      money(home.invoices.overdue.balanceCents, language),
    );
    await expect(invoices).toContainText(owed.replace(/\u00a0/g, ' '));
    await expect(page.getByRole('region', { name: text.approvals })).toContainText(
      text.approvalsSummary(home.approvals.count),
    );
    // No marketing footer in the back-office.
    await expect(shell(page).footer).toHaveCount(0);

    await invoices.getByRole('link', { name: text.openBilling }).click();
    await expect(page).toHaveURL('/admin?section=billing');
    await expect(nav.getByRole('link', { name: text.billing })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: text.billing })).toBeVisible();
    // The address keeps the section: a reload opens it again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: text.billing })).toBeVisible();
    await nav.getByRole('link', { name: text.home }).click();
    await expect(page).toHaveURL('/admin');
  });

  test(`the home has no accessibility violations in light and dark (${language})`, async ({
    page,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      await openHome(page, language, theme);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page);
    }
  });
}

test.describe('the back-office on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];

    test(`the sections are one menu away and row actions stay on screen (${language})`, async ({
      page,
    }) => {
      await openHome(page, language, language === 'en' ? 'light' : 'dark');
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      const nav = page.getByRole('navigation', { name: text.nav });
      await expect(nav.getByRole('link', { name: text.contactsLink })).toBeHidden();
      const menu = nav.getByRole('button', { name: text.menu(text.home) });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await nav.getByRole('link', { name: text.contactsLink }).click();
      await expect(page).toHaveURL('/admin?section=contacts');
      await expect(nav.getByRole('button', { name: text.menu(text.contactsLink) })).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      // The list scrolls sideways on a phone; each row's actions stay pinned in view.
      const table = page.getByRole('table', { name: text.contactsList });
      const firstAction = table
        .locator('tbody tr')
        .first()
        .locator('td')
        .last()
        .getByRole('button');
      await expect(firstAction.first()).toBeInViewport();
      await expectNoAxeViolations(page);
    });
  }
});
