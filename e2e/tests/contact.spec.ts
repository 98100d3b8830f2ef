import { type APIRequestContext, type Page, type Route, expect, test } from '@playwright/test';
import { adminApi, toast } from './support/auth';
import { type Language, storePreferences } from './support/shell';
import { expectNoAxeViolations } from './support/checks';
import { withoutJavaScript } from './support/no-javascript';

const TEXT = {
  en: {
    title: "Let's build what your business needs next",
    documentTitle: 'Contact | TerraBridge Digital',
    sectionTitle: 'Tell us about your project',
    officesTitle: 'Our offices',
    name: 'Name',
    email: 'Email',
    service: 'Service (optional)',
    servicePlaceholder: 'Select a service',
    other: 'Other',
    message: 'Message',
    submit: 'Send message',
    submitting: 'Submitting...',
    nameRequired: 'Name is required',
    emailInvalid: 'Valid email is required',
    messageRequired: 'Message is required',
    successTitle: 'Message sent',
    emailSent:
      "Thank you for reaching out! We've emailed you a confirmation and will reply within one business day.",
    messageSaved:
      "Thank you for reaching out! Your message has been saved and we'll get back to you within one business day.",
    partialTitle: 'Partial success',
    partial: 'Your message has been saved, but there was an issue sending email notifications.',
    errorTitle: 'Message not sent',
    bookCall: 'Book a call',
    schedule: 'Schedule a free consultation',
    map: (place: string) => `Map of our office in ${place}`,
    openMap: (place: string) => `Open larger map of ${place} (opens in a new tab)`,
  },
  es: {
    title: 'Construyamos lo que tu negocio necesita',
    documentTitle: 'Contacto | TerraBridge Digital',
    sectionTitle: 'Cuéntanos sobre tu proyecto',
    officesTitle: 'Nuestras oficinas',
    name: 'Nombre',
    email: 'Correo electrónico',
    service: 'Servicio (opcional)',
    servicePlaceholder: 'Selecciona un servicio',
    other: 'Otro',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    submitting: 'Enviando...',
    nameRequired: 'El nombre es obligatorio',
    emailInvalid: 'Se requiere un correo electrónico válido',
    messageRequired: 'El mensaje es obligatorio',
    successTitle: 'Mensaje enviado',
    emailSent:
      '¡Gracias por escribirnos! Te enviamos un correo de confirmación y te responderemos en un día hábil.',
    messageSaved:
      '¡Gracias por escribirnos! Guardamos tu mensaje y te responderemos en un día hábil.',
    partialTitle: 'Éxito parcial',
    partial:
      'Tu mensaje se guardó, pero hubo un problema al enviar las notificaciones por correo electrónico.',
    errorTitle: 'No se envió el mensaje',
    bookCall: 'Reservar una llamada',
    schedule: 'Agenda una consulta gratuita',
    map: (place: string) => `Mapa de nuestra oficina en ${place}`,
    openMap: (place: string) => `Abrir mapa más grande de ${place} (se abre en una pestaña nueva)`,
  },
} as const;

const OFFICES = [
  { place: 'Charlotte, North Carolina', marker: '35.2262,-80.8459' },
  { place: 'Montevideo', marker: '-34.9055,-56.1851' },
] as const;

interface SiteConfig {
  email: string;
  phone: string;
  whatsappUrl: string;
  bookingUrl: string;
  social: Record<'facebook' | 'instagram' | 'whatsapp', string>;
  offices: { mapEmbedUrl: string; mapUrl: string }[];
}

interface Service {
  id: number;
  name: string;
  nameEs: string | null;
}

/**
 * The browser never leaves the test host: OpenStreetMap answers with a small stand-in page, so the
 * embeds load (and axe checks them) the same way on every run.
 */
async function stubMaps(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.openstreetmap.org/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>OpenStreetMap</title></head><body><main><p>Map</p></main></body></html>',
    });
  });
  return requested;
}

async function openContact(page: Page, language: Language = 'en', theme?: 'light' | 'dark') {
  await storePreferences(page, { language, theme });
  const requestedMaps = await stubMaps(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[language].title })).toBeVisible();
  return { requestedMaps, ...contactForm(page, language) };
}

function contactForm(page: Page, language: Language) {
  const text = TEXT[language];
  const section = page.locator('section#contact');
  const form = section.locator('form');
  return {
    section,
    form,
    name: form.getByLabel(text.name, { exact: true }),
    email: form.getByLabel(text.email, { exact: true }),
    service: form.getByRole('combobox', { name: text.service }),
    message: form.getByLabel(text.message, { exact: true }),
    submit: form.getByRole('button', { name: text.submit }),
    submitting: form.getByRole('button', { name: text.submitting }),
  };
}

type Form = ReturnType<typeof contactForm>;

async function fill(form: Form, values: { name: string; email: string; message: string }) {
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
}

async function expectFieldError(form: Form, field: 'name' | 'email' | 'message', text: string) {
  await expect(form[field]).toHaveAttribute('aria-invalid', 'true');
  await expect(form[field]).toHaveAccessibleDescription(text);
}

async function expectEmpty(form: Form) {
  await expect(form.name).toHaveValue('');
  await expect(form.email).toHaveValue('');
  await expect(form.message).toHaveValue('');
  await expect(form.service).toHaveValue('');
}

async function siteConfig(page: Page): Promise<SiteConfig> {
  return (await (await page.request.get('/api/site')).json()) as SiteConfig;
}

async function services(page: Page): Promise<Service[]> {
  return (await (await page.request.get('/api/services')).json()) as Service[];
}

/** A visitor's details no other test or run uses. */
function visitor(first: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `${first} ${id}`,
    email: `contact.${id}@example.com`,
    message: `Hello! We would like a bilingual website for our bakery (ref ${id}).`,
  };
}

interface OutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  state?: string;
}

/** Waits for the email of `kind` to `to` whose text mentions `mentions`, as the admin sees it. */
async function mailInOutbox(
  api: APIRequestContext,
  to: string,
  kind: string,
  mentions: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/admin/mail-outbox', { params: { to, limit: 50 } });
        expect(res.status()).toBe(200);
        const messages = (await res.json()) as OutboxMessage[];
        found = messages.find((m) => m.kind === kind && m.text.includes(mentions));
        return found !== undefined;
      },
      { message: `an email "${kind}" to ${to} mentioning ${mentions}` },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** Holds an answer of POST /api/contact until the test releases it. */
function holdContactAnswer(page: Page, answer: { status: number; body: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bodies: unknown[] = [];
  const ready = page.route('**/api/contact', async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await released;
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
  return { ready, release, bodies };
}

test.describe('contact page', () => {
  for (const language of ['en', 'es'] as const) {
    test(`/contact in ${language}: hero, form, contact values and the two office maps`, async ({
      page,
    }) => {
      const text = TEXT[language];
      const form = await openContact(page, language);
      await expect(page).toHaveTitle(text.documentTitle);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(
        form.section.getByRole('heading', { level: 2, name: text.sectionTitle }),
      ).toBeVisible();

      // The services of the API in the page's language, then Other.
      const listed = await services(page);
      await expect(form.service.locator('option')).toHaveText([
        text.servicePlaceholder,
        ...listed.map((s) => (language === 'es' ? (s.nameEs ?? s.name) : s.name)),
        text.other,
      ]);
      expect(listed.length).toBeGreaterThan(0);
      await expect(form.message).toHaveAttribute('rows', '4');

      // Every contact value comes from the site configuration.
      const site = await siteConfig(page);
      await expect(form.section.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      const phone = form.section.getByRole('link', { name: new RegExp(escape(site.phone)) });
      await expect(phone).toHaveAttribute('href', site.whatsappUrl);
      await expect(phone).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      for (const network of ['facebook', 'instagram', 'whatsapp'] as const) {
        await expect(
          form.section.locator(`a[href="${site.social[network]}"]`).first(),
        ).toBeVisible();
      }
      const schedule = form.section.getByRole('group', { name: text.schedule });
      await expect(schedule.getByRole('link', { name: new RegExp(text.bookCall) })).toHaveAttribute(
        'href',
        site.bookingUrl,
      );

      // Two lazy OpenStreetMap embeds with titles, each with a link to the larger map.
      const offices = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: text.officesTitle }),
      });
      for (const [index, office] of OFFICES.entries()) {
        const frame = offices.locator(`iframe[title="${text.map(office.place)}"]`);
        await expect(frame).toHaveAttribute('loading', 'lazy');
        await expect(frame).toHaveAttribute(
          'src',
          new RegExp(
            `^https://www\\.openstreetmap\\.org/export/embed\\.html\\?bbox=[-\\d.,]+&layer=mapnik&marker=${escape(office.marker)}$`,
          ),
        );
        expect(await frame.getAttribute('src')).toBe(site.offices[index].mapEmbedUrl);
        const link = offices.getByRole('link', { name: text.openMap(office.place) });
        await expect(link).toHaveAttribute('href', site.offices[index].mapUrl);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      await expect(offices.getByRole('article')).toHaveCount(2);
    });
  }

  test('the maps load when scrolled to, inside the content security policy', async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const { requestedMaps } = await openContact(page);
    const response = await page.request.get('/contact');
    expect(response.headers()['content-security-policy']).toContain(
      'frame-src https://www.openstreetmap.org',
    );
    await page
      .getByRole('heading', { level: 2, name: TEXT.en.officesTitle })
      .scrollIntoViewIfNeeded();
    for (const office of OFFICES) {
      const frame = page.frameLocator(`iframe[title="${TEXT.en.map(office.place)}"]`);
      await expect(frame.getByText('Map')).toBeVisible();
    }
    expect(requestedMaps).toHaveLength(2);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('contact form', () => {
  test('shows the rules on the fields in English and Spanish and sends nothing', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted++;
    });
    const form = await openContact(page, 'en');
    await form.submit.click();
    await expectFieldError(form, 'name', TEXT.en.nameRequired);
    await expectFieldError(form, 'email', TEXT.en.emailInvalid);
    await expectFieldError(form, 'message', TEXT.en.messageRequired);
    await expect(form.name).toBeFocused();

    await form.email.fill('maria@example');
    await expectFieldError(form, 'email', TEXT.en.emailInvalid);
    await form.email.fill('maria@example.com');
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');

    // The same rules, in Spanish, after switching the language on the page.
    await page.getByRole('banner').getByRole('button', { name: 'ES' }).click();
    const es = contactForm(page, 'es');
    await expectFieldError(es, 'name', TEXT.es.nameRequired);
    await expectFieldError(es, 'message', TEXT.es.messageRequired);
    await es.email.fill('');
    await es.submit.click();
    await expectFieldError(es, 'email', TEXT.es.emailInvalid);
    expect(posted).toBe(0);
  });

  test('sends a real message; the admin finds the notification and the confirmation in the outbox', async ({
    page,
  }) => {
    const form = await openContact(page, 'en');
    const listed = await services(page);
    const site = await siteConfig(page);
    const sender = visitor('María');
    await fill(form, sender);
    await form.service.selectOption(String(listed[0].id));
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST',
    );
    await form.submit.click();
    const res = await answer;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toEqual({
      ...sender,
      serviceId: listed[0].id,
      language: 'en',
      website: '',
    });

    // This server has no mail transport: the message is saved and its emails are queued in the
    // outbox, to go out once one is set. That is a sent message, told in the spec's words only.
    expect(await res.json()).toMatchObject({
      emailStatus: { notification: 'queued', autoReply: 'queued' },
    });
    await expect(toast(page)).toHaveText(TEXT.en.successTitle + TEXT.en.messageSaved);
    await expectEmpty(form);

    const admin = await adminApi();
    const notification = await mailInOutbox(
      admin,
      site.email,
      'contact.notification',
      sender.email,
    );
    expect(notification.subject).toBe(`New contact message from ${sender.name}`);
    expect(notification.text).toContain(sender.message);
    expect(notification.text).toContain(`Service: ${listed[0].name}`);
    const confirmation = await mailInOutbox(admin, sender.email, 'contact.auto-reply', sender.name);
    expect(confirmation.subject).toBe('We received your message - TerraBridge Digital');
    await admin.dispose();
  });

  test("a Spanish visitor's message about another service is confirmed in Spanish", async ({
    page,
  }) => {
    const form = await openContact(page, 'es');
    const site = await siteConfig(page);
    const sender = visitor('Lucía');
    await fill(form, sender);
    await form.service.selectOption({ label: TEXT.es.other });
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST',
    );
    await form.submit.click();
    const res = await answer;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toEqual({
      ...sender,
      serviceType: 'other',
      language: 'es',
      website: '',
    });
    await expect(toast(page)).toHaveText(TEXT.es.successTitle + TEXT.es.messageSaved);
    await expectEmpty(form);

    const admin = await adminApi();
    const notification = await mailInOutbox(
      admin,
      site.email,
      'contact.notification',
      sender.email,
    );
    expect(notification.text).toContain('Service: Other');
    expect(notification.text).toContain('Language: Spanish');
    const confirmation = await mailInOutbox(admin, sender.email, 'contact.auto-reply', sender.name);
    expect(confirmation.subject).toBe('Recibimos tu mensaje - TerraBridge Digital');
    await admin.dispose();
  });

  test('reads Submitting... and is disabled while sending; a full success resets the form', async ({
    page,
  }) => {
    const form = await openContact(page, 'en');
    const held = holdContactAnswer(page, {
      status: 201,
      body: { id: 99, emailStatus: { notification: 'sent', autoReply: 'sent' } },
    });
    await held.ready;
    await fill(form, visitor('Sam'));
    await form.submit.click();
    await expect(form.submitting).toBeDisabled();
    await expect(form.submit).toHaveCount(0);
    held.release();
    await expect(toast(page)).toContainText(TEXT.en.successTitle);
    await expect(toast(page)).toContainText(TEXT.en.emailSent);
    await expect(form.submit).toBeEnabled();
    await expectEmpty(form);
    expect(held.bodies).toHaveLength(1);
  });

  for (const language of ['en', 'es'] as const) {
    test(`an email that failed reads as the spec's short partial success (${language})`, async ({
      page,
    }) => {
      const form = await openContact(page, language);
      const held = holdContactAnswer(page, {
        status: 201,
        body: { id: 100, emailStatus: { notification: 'sent', autoReply: 'failed' } },
      });
      await held.ready;
      held.release();
      await fill(form, visitor('Ana'));
      await form.submit.click();
      await expect(toast(page)).toHaveText(TEXT[language].partialTitle + TEXT[language].partial);
      await expectEmpty(form);
    });
  }

  test("a server error shows the server's message and keeps what was typed", async ({ page }) => {
    const form = await openContact(page, 'en');
    const held = holdContactAnswer(page, {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
    });
    await held.ready;
    held.release();
    const sender = visitor('Chris');
    await fill(form, sender);
    await form.submit.click();
    await expect(toast(page)).toContainText(TEXT.en.errorTitle);
    await expect(toast(page)).toContainText('Internal server error');
    await expect(form.name).toHaveValue(sender.name);
    await expect(form.submit).toBeEnabled();
  });

  test('too many messages: the rate limit message', async ({ page }) => {
    const form = await openContact(page, 'en');
    const held = holdContactAnswer(page, {
      status: 429,
      body: {
        statusCode: 429,
        message: 'Too many attempts. Please try again in 540 seconds',
        error: 'Too Many Requests',
      },
    });
    await held.ready;
    held.release();
    await fill(form, visitor('Robin'));
    await form.submit.click();
    await expect(toast(page)).toContainText(TEXT.en.errorTitle);
    await expect(toast(page)).toContainText('Too many attempts. Please try again in 540 seconds');
  });

  test("the server's field messages are placed on their fields", async ({ page }) => {
    const form = await openContact(page, 'en');
    const held = holdContactAnswer(page, {
      status: 400,
      body: { statusCode: 400, message: ['Valid email is required'], error: 'Bad Request' },
    });
    await held.ready;
    held.release();
    await fill(form, { ...visitor('Alex'), email: 'alex@localhost.example' });
    await form.submit.click();
    await expectFieldError(form, 'email', TEXT.en.emailInvalid);
    await expect(form.email).toBeFocused();
    await expect(toast(page)).toContainText('Please correct the highlighted fields');
  });
});

test.describe('contact page accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const language of ['en', 'es'] as const) {
      test(`no axe violations in ${theme} (${language}), also with errors shown`, async ({
        page,
      }) => {
        const form = await openContact(page, language, theme);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        await expect(form.service.locator('option')).not.toHaveCount(2);
        await expectNoAxeViolations(page);
        await form.submit.click();
        await expectFieldError(form, 'name', TEXT[language].nameRequired);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe('contact page on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen and the form still works', async ({ page }) => {
    const form = await openContact(page, 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The form comes first, the contact values below it, then the maps.
    const formBox = await form.form.boundingBox();
    const infoBox = await page
      .getByRole('heading', { level: 3, name: 'Contact information' })
      .boundingBox();
    expect(formBox && infoBox && infoBox.y > formBox.y + formBox.height - 1).toBe(true);
    for (const office of OFFICES) {
      const frame = page.locator(`iframe[title="${TEXT.en.map(office.place)}"]`);
      await frame.scrollIntoViewIfNeeded();
      const box = await frame.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      expect(box?.width).toBeGreaterThan(300);
    }
    await form.submit.scrollIntoViewIfNeeded();
    await form.submit.click();
    await expectFieldError(form, 'name', TEXT.en.nameRequired);
    await expectNoAxeViolations(page);
  });
});

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('the contact form without JavaScript', () => {
  for (const language of ['en', 'es'] as const) {
    test(`posts the message for real and lands on its confirmation (${language})`, async ({
      browser,
      request,
    }) => {
      const text = TEXT[language];
      const sender = visitor('Nora');
      await withoutJavaScript(browser, async (page) => {
        await page.goto(language === 'es' ? '/contact?lang=es' : '/contact');
        const form = contactForm(page, language);
        await fill(form, sender);
        await form.service.selectOption({ label: text.other });
        const posted = page.waitForRequest((req) => req.url().endsWith('/api/contact/form'));
        await form.submit.click();
        expect((await posted).method()).toBe('POST');

        await expect(page).toHaveURL(`/contact?sent=1&lang=${language}#contact`);
        // Nothing typed is in the address (nor in the history, or a server's access log).
        const address = decodeURIComponent(page.url().replace(/\+/g, ' '));
        for (const typed of [sender.name, sender.email, sender.message]) {
          expect(address).not.toContain(typed);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('section#contact').getByRole('status')).toHaveText(
          text.successTitle + text.messageSaved,
        );
        await page.screenshot({ path: `../test-results/contact-no-js-${language}.png` });
      });

      const site = (await (await request.get('/api/site')).json()) as SiteConfig;
      const admin = await adminApi();
      const notification = await mailInOutbox(
        admin,
        site.email,
        'contact.notification',
        sender.email,
      );
      expect(notification.text).toContain(sender.message);
      expect(notification.text).toContain('Service: Other');
      expect(notification.text).toContain(`Language: ${language === 'es' ? 'Spanish' : 'English'}`);
      await admin.dispose();
    });
  }

  test('a refused message comes back with what to correct and what was typed, in Spanish', async ({
    browser,
  }) => {
    const sender = visitor('Inés');
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contact?lang=es');
      const form = contactForm(page, 'es');
      await form.name.fill(sender.name);
      await form.email.fill('not-an-email');
      await form.submit.click();

      await expect(page).toHaveURL('/api/contact/form');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.errorTitle);
      const email = page.getByLabel(TEXT.es.email, { exact: true });
      await expect(email).toHaveValue('not-an-email');
      await expect(email).toHaveAccessibleDescription(TEXT.es.emailInvalid);
      await expect(page.getByLabel(TEXT.es.message, { exact: true })).toHaveAccessibleDescription(
        TEXT.es.messageRequired,
      );
      await expect(page.getByLabel(TEXT.es.name, { exact: true })).toHaveValue(sender.name);
      await page.screenshot({ path: '../test-results/contact-no-js-refused.png' });

      // Corrected and sent again from that page.
      await email.fill(sender.email);
      await page.getByLabel(TEXT.es.message, { exact: true }).fill(sender.message);
      await page.getByRole('button', { name: TEXT.es.submit }).click();
      await expect(page).toHaveURL('/contact?sent=1&lang=es#contact');
      await expect(page.locator('section#contact').getByRole('status')).toHaveText(
        TEXT.es.successTitle + TEXT.es.messageSaved,
      );
    });
  });
});
