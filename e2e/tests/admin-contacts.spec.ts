import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, baseUrl, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The Contacts and Testimonials sections' texts in each language. */
const TEXT = {
  en: {
    contacts: 'Contacts',
    testimonials: 'Testimonials',
    contactsTitle: 'Contact submissions',
    searchContacts: 'Search name, email, message or service',
    searchTestimonials: 'Search name, company or text',
    resolved: 'Resolved',
    pendingReview: 'Pending review',
    approved: 'Approved',
    open: (name: string) => `Open the message from ${name}`,
    dialog: (name: string) => `Message from ${name}`,
    reply: 'Your reply',
    send: 'Send reply',
    replySent: (email: string) => `Reply sent to ${email}.`,
    resolve: 'Mark resolved',
    reopen: (name: string) => `Reopen the message from ${name}`,
    reopenShort: 'Reopen',
    close: 'Close',
    approve: (name: string) => `Approve the testimonial of ${name}`,
    withdraw: (name: string) => `Withdraw the testimonial of ${name} from the website`,
    approvedToast: 'Approved: it now shows on the website.',
    edit: (name: string) => `Edit the testimonial of ${name}`,
    newTestimonial: 'New testimonial',
    emptyContacts: 'No messages match your search.',
    slide: 'Testimonial 1 of',
  },
  es: {
    contacts: 'Contactos',
    testimonials: 'Testimonios',
    contactsTitle: 'Mensajes de contacto',
    searchContacts: 'Busca por nombre, correo, mensaje o servicio',
    searchTestimonials: 'Busca por nombre, empresa o texto',
    resolved: 'Resueltos',
    pendingReview: 'Por revisar',
    approved: 'Aprobados',
    open: (name: string) => `Abrir el mensaje de ${name}`,
    dialog: (name: string) => `Mensaje de ${name}`,
    reply: 'Tu respuesta',
    send: 'Enviar respuesta',
    replySent: (email: string) => `Respuesta enviada a ${email}.`,
    resolve: 'Marcar resuelto',
    reopen: (name: string) => `Reabrir el mensaje de ${name}`,
    reopenShort: 'Reabrir',
    close: 'Cerrar',
    approve: (name: string) => `Aprobar el testimonio de ${name}`,
    withdraw: (name: string) => `Retirar del sitio el testimonio de ${name}`,
    approvedToast: 'Aprobado: ya se muestra en el sitio.',
    edit: (name: string) => `Editar el testimonio de ${name}`,
    newTestimonial: 'Nuevo testimonio',
    emptyContacts: 'Ningún mensaje coincide con tu búsqueda.',
    slide: 'Testimonio 1 de',
  },
} as const;

const tag = () => randomBytes(3).toString('hex');

/** A message sent through the public contact form's API, as a visitor writing in `language`. */
async function submitContact(page: Page, language: Language) {
  const name = `Visitor ${tag()}`;
  const email = `visitor.${tag()}@example.com`;
  const res = await page.request.post('/api/contact', {
    data: { name, email, message: 'We need a bilingual online store.', serviceType: 'other' },
    headers: { Origin: baseUrl(), 'Accept-Language': language },
  });
  expect(res.status()).toBe(201);
  return { name, email };
}

async function openSection(
  page: Page,
  section: 'contacts' | 'testimonials',
  language: Language,
  theme: 'light' | 'dark' = 'light',
) {
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  await page.goto(`/admin?section=${section}`);
  await hydrated(page);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: TEXT[language][section], exact: true }),
  ).toHaveAttribute('aria-current', 'page');
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`an admin replies to a contact message and resolves it (${language})`, async ({ page }) => {
    test.slow();
    const visitor = await submitContact(page, language);
    await openSection(page, 'contacts', language);
    await page.getByRole('searchbox', { name: text.searchContacts }).fill(visitor.name);
    const row = page.getByRole('row').filter({ hasText: visitor.name });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: text.open(visitor.name) }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog(visitor.name) });
    await expect(dialog).toContainText('We need a bilingual online store.');
    await dialog.getByLabel(text.reply).fill('Thanks, we will call you tomorrow.');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.replySent(visitor.email))).toBeVisible();
    await expect(dialog.getByRole('listitem')).toContainText('Thanks, we will call you tomorrow.');

    await dialog.getByRole('button', { name: text.resolve, exact: true }).click();
    await expect(dialog.getByRole('button', { name: text.reopenShort, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: text.close }).click();
    await expect(dialog).toBeHidden();
    // Gone from the pending messages, listed with the resolved ones.
    await expect(page.getByText(text.emptyContacts)).toBeVisible();
    await page.getByRole('button', { name: text.resolved, exact: true }).click();
    await expect(row.getByRole('button', { name: text.reopen(visitor.name) })).toBeVisible();

    const api = await adminApi();
    const listed = await api.get(`/api/admin/contacts?q=${encodeURIComponent(visitor.email)}`);
    const [saved] = (await listed.json()).items as Array<{
      resolved: boolean;
      language: string;
      replies: Array<{ body: string; mailId: number }>;
    }>;
    expect(saved).toMatchObject({ resolved: true, language });
    expect(saved.replies.map((reply) => reply.body)).toEqual([
      'Thanks, we will call you tomorrow.',
    ]);
    await api.dispose();
  });

  test(`an approved testimonial shows on the home page (${language})`, async ({ page }) => {
    test.slow();
    const api = await adminApi();
    const name = `Client ${tag()}`;
    const created = await api.post('/api/admin/testimonials', {
      data: {
        name,
        company: 'Panadería Sol',
        content: `Our orders doubled, said ${name}.`,
        contentEs: `Nuestros pedidos se duplicaron, dijo ${name}.`,
        rating: 4.5,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await openSection(page, 'testimonials', language);
      await page.getByRole('searchbox', { name: text.searchTestimonials }).fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: text.approve(name) }).click();
      await expect(page.getByText(text.approvedToast)).toBeVisible();
      await page.getByRole('button', { name: text.approved, exact: true }).click();
      await expect(row.getByRole('button', { name: text.withdraw(name) })).toBeVisible();

      // The newest approved testimonial is the carousel's first.
      await page.goto('/');
      const slide = page.locator('section#testimonials').getByRole('group', {
        name: new RegExp(`^${text.slide}`),
      });
      await expect(slide).toContainText(
        language === 'es'
          ? `Nuestros pedidos se duplicaron, dijo ${name}.`
          : `Our orders doubled, said ${name}.`,
      );
    } finally {
      // Other tests count the approved testimonials.
      await api.patch(`/api/admin/testimonials/${id}`, { data: { approved: false } });
      await api.dispose();
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the Contacts and Testimonials sections have no axe violations (${theme})`, async ({
    page,
  }) => {
    test.slow();
    const visitor = await submitContact(page, 'es');
    for (const language of ['en', 'es'] as const) {
      const text = TEXT[language];
      await openSection(page, 'contacts', language, theme);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('searchbox', { name: text.searchContacts }).fill(visitor.name);
      await page.getByRole('button', { name: text.open(visitor.name) }).click();
      await expect(page.getByRole('dialog', { name: text.dialog(visitor.name) })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `../test-results/admin-contacts-${language}-${theme}.png` });

      await page.goto('/admin?section=testimonials');
      await hydrated(page);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.approved, exact: true }).click();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.newTestimonial }).click();
      await expect(page.getByRole('dialog', { name: text.newTestimonial })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/admin-testimonials-${language}-${theme}.png`,
      });
      await page.context().clearCookies();
    }
  });
}

// The admin sections are for admins: a client's browser is refused the lists.
test('a client cannot read the admin lists', async ({ page }) => {
  await signIn(page, DEMO.client);
  for (const path of ['/api/admin/contacts', '/api/admin/testimonials'])
    expect((await page.request.get(path)).status()).toBe(403);
});
