import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';

import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';

import { ContactSubmission } from '../../src/modules/contact/entities/contact-submission.entity';
import { ServiceType } from '../../src/modules/content/entities/service-type.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { newIp } from '../support/accounts';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

const SALES = 'sales@terrabridge.test';

/** Words of the mail server or of our configuration, which a visitor's answer never carries. */
const INTERNALS = /550|450|refused|ECONNREFUSED|transport|configur|127\.0\.0\.1|mail server/i;

/** A visitor address of its own for each submission, to find its emails among the others. */
const visitor = () => `visitor.${randomBytes(4).toString('hex')}@example.com`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'María Rodríguez',
  email: visitor(),
  message: 'We would like a bilingual website for our bakery in Montevideo.',
  ...overrides,
});

/** A header of a raw message, unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function contactApi(t: TestApp) {
  const em = () => t.app.get(EntityManager).fork();
  return {
    post: (body: unknown, { ip = newIp(), language }: { ip?: string; language?: string } = {}) => {
      const req = request(t.app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', ip);
      if (language) req.set('Accept-Language', language);
      return req.send(body as object);
    },
    submission: (id: number) =>
      em().findOneOrFail(ContactSubmission, id, { populate: ['service'] }),
    submissions: () => em().count(ContactSubmission),
    outboxCount: () => em().count(MailOutbox),
    /** The notification (reply-to the visitor) and the confirmation (to the visitor). */
    async mailsOf(address: string) {
      const rows = await em().find(
        MailOutbox,
        { $or: [{ to: address }, { replyTo: address }] },
        { orderBy: { id: 'asc' } },
      );
      return {
        rows,
        notification: rows.find((row) => row.kind === 'contact.notification'),
        autoReply: rows.find((row) => row.kind === 'contact.auto-reply'),
      };
    },
  };
}

describe('POST /api/contact with a mail server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let api: ReturnType<typeof contactApi>;
  let service: ServiceType;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({
      SMTP_URL: sink.url,
      SALES_EMAIL: SALES,
      QUEUE_ATTEMPTS: '5',
      QUEUE_RETRY_DELAY_MS: '200',
      // Long enough for the emails of a loaded machine; the answer comes as soon as both are tried.
      CONTACT_MAIL_WAIT_MS: '20000',
    });
    api = contactApi(t);
    const em = t.app.get(EntityManager).fork();
    service = em.create(ServiceType, {
      slug: 'web-design',
      name: 'Web Design & Development',
      nameEs: 'Diseño y Desarrollo Web',
      description: 'Websites',
      priceCents: 149900,
    });
    await em.flush();
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  afterEach(() => sink.acceptAll());

  describe('success', () => {
    it('saves the message, then sends the notification and an English confirmation', async () => {
      const email = visitor();
      const res = await api
        .post({
          name: '  María Rodríguez ',
          email: `  ${email.toUpperCase()} `,
          message: '  We would like a bilingual website.\nBudget: flexible.  ',
          serviceId: service.id,
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        emailStatus: { notification: 'sent', autoReply: 'sent' },
      });

      const saved = await api.submission(res.body.id);
      expect(saved).toMatchObject({
        name: 'María Rodríguez',
        email,
        message: 'We would like a bilingual website.\nBudget: flexible.',
        serviceType: null,
        language: 'en',
        resolved: false,
      });
      expect(saved.service?.id).toBe(service.id);

      const { rows, notification, autoReply } = await api.mailsOf(email);
      expect(rows).toHaveLength(2);
      expect(notification).toMatchObject({
        to: SALES,
        replyTo: email,
        language: 'en',
        state: 'sent',
        attempts: 1,
        subject: 'New contact message from María Rodríguez',
      });
      for (const fact of [
        'Name: María Rodríguez',
        `Email: ${email}`,
        'Service: Web Design & Development',
        'Language: English',
        `Submission: #${res.body.id}`,
        'We would like a bilingual website.\nBudget: flexible.',
      ]) {
        expect(notification?.text).toContain(fact);
      }
      expect(autoReply).toMatchObject({
        to: email,
        replyTo: SALES,
        language: 'en',
        state: 'sent',
        subject: 'We received your message - TerraBridge Digital',
      });
      expect(autoReply?.text).toMatch(/^Hello María Rodríguez,\n/);
      expect(autoReply?.text).toContain('Thank you for contacting TerraBridge Digital');
      expect(autoReply?.text).toContain('within one business day');
      expect(autoReply?.text).toContain('Your enquiry about: Web Design & Development.');
      // The visitor's text is never echoed to the address they typed.
      expect(autoReply?.text).not.toContain('bilingual website');

      const [toSales] = sink.to(SALES).filter((m) => header(m.raw, 'Reply-To') === email);
      expect(toSales).toBeDefined();
      const [toVisitor] = sink.to(email);
      expect(header(toVisitor.raw, 'Subject')).toBe(
        'We received your message - TerraBridge Digital',
      );
      expect(toVisitor.from).toBe('hello@terrabridge.example');
    });

    it('writes the confirmation in Spanish when the form asks for it', async () => {
      const email = visitor();
      const res = await api
        .post(form({ email, serviceId: service.id, language: 'es' }), { language: 'en' })
        .expect(201);
      expect(res.body.emailStatus).toEqual({ notification: 'sent', autoReply: 'sent' });
      expect((await api.submission(res.body.id)).language).toBe('es');
      const { notification, autoReply } = await api.mailsOf(email);
      expect(notification).toMatchObject({ language: 'en', state: 'sent' });
      expect(notification?.text).toContain('Language: Spanish');
      expect(autoReply).toMatchObject({
        language: 'es',
        state: 'sent',
        subject: 'Recibimos tu mensaje - TerraBridge Digital',
      });
      expect(autoReply?.text).toMatch(/^Hola María Rodríguez:\n/);
      expect(autoReply?.text).toContain('Gracias por escribir a TerraBridge Digital');
      expect(autoReply?.text).toContain('dentro de un día hábil');
      expect(autoReply?.text).toContain('Tu consulta sobre: Diseño y Desarrollo Web.');
      const [toVisitor] = sink.to(email);
      expect(header(toVisitor.raw, 'Subject')).toBe('Recibimos tu mensaje - TerraBridge Digital');
    });

    it('takes the language from Accept-Language when the form does not say', async () => {
      const spanish = visitor();
      const es = await api
        .post(form({ email: spanish }), { language: 'es-UY,es;q=0.9,en;q=0.5' })
        .expect(201);
      expect((await api.submission(es.body.id)).language).toBe('es');
      expect((await api.mailsOf(spanish)).autoReply?.language).toBe('es');

      const english = visitor();
      const en = await api.post(form({ email: english })).expect(201);
      expect((await api.submission(en.body.id)).language).toBe('en');
      expect((await api.mailsOf(english)).autoReply?.language).toBe('en');
    });

    it('accepts a form-encoded body like a JSON one', async () => {
      const email = visitor();
      const res = await request(t.app.getHttpServer())
        .post('/api/contact')
        .set('X-Forwarded-For', newIp())
        .type('form')
        .send({ name: 'Ana', email, message: 'Hola', serviceId: String(service.id) })
        .expect(201);
      expect((await api.submission(res.body.id)).service?.id).toBe(service.id);
    });
  });

  describe('when an email cannot be sent', () => {
    it('answers that the email is queued, keeps the message and retries the email until it goes out', async () => {
      sink.refuse(SALES);
      const email = visitor();
      const res = await api.post(form({ email })).expect(201);
      expect(res.body.emailStatus).toEqual({ notification: 'queued', autoReply: 'sent' });
      expect(res.text).not.toMatch(INTERNALS);

      expect(await api.submission(res.body.id)).toMatchObject({ email, name: 'María Rodríguez' });
      const { notification, autoReply } = await api.mailsOf(email);
      expect(autoReply?.state).toBe('sent');
      // Kept in the outbox with its error (its next try may already be under way).
      expect(notification?.state).not.toBe('sent');
      expect(notification?.lastError).toMatch(/450/);

      // The mail server takes it again: a later try of the same outbox message delivers it.
      sink.acceptAll();
      const delivered = await eventually(async () => {
        const { notification: row } = await api.mailsOf(email);
        return row?.state === 'sent' && row;
      });
      expect(delivered.attempts).toBeGreaterThanOrEqual(2);
      expect(sink.to(SALES).filter((mail) => header(mail.raw, 'Reply-To') === email)).toHaveLength(
        1,
      );
    });

    it("tells a Spanish visitor the same, and nothing of the mail server's reply", async () => {
      const email = visitor();
      sink.refuse(email);
      const res = await api.post(form({ email, language: 'es' })).expect(201);
      expect(res.body.emailStatus).toEqual({ notification: 'sent', autoReply: 'queued' });
      expect(res.text).not.toMatch(INTERNALS);
      // The reason is kept for our team in the outbox.
      expect((await api.mailsOf(email)).autoReply?.lastError).toMatch(/450/);
    });
  });

  describe('the service asked about', () => {
    const saved = async (body: Record<string, unknown>) => {
      const res = await api.post(form(body)).expect(201);
      const submission = await api.submission(res.body.id);
      return { service: submission.service?.id ?? null, serviceType: submission.serviceType };
    };

    it('takes a number or a numeric string', async () => {
      expect(await saved({ serviceId: service.id })).toEqual({
        service: service.id,
        serviceType: null,
      });
      expect(await saved({ serviceId: String(service.id) })).toEqual({
        service: service.id,
        serviceType: null,
      });
      expect(await saved({ serviceId: ` ${service.id} ` })).toEqual({
        service: service.id,
        serviceType: null,
      });
    });

    it('drops an empty choice', async () => {
      for (const serviceId of ['', '   ', null]) {
        expect(await saved({ serviceId })).toEqual({ service: null, serviceType: null });
      }
      expect(await saved({ serviceType: '' })).toEqual({ service: null, serviceType: null });
    });

    it("drops the service id when the choice is 'other'", async () => {
      const email = visitor();
      const res = await api
        .post(form({ email, serviceType: 'other', serviceId: service.id }))
        .expect(201);
      expect(await api.submission(res.body.id)).toMatchObject({
        service: null,
        serviceType: 'other',
      });
      const { notification, autoReply } = await api.mailsOf(email);
      expect(notification?.text).toContain('Service: Other');
      expect(autoReply?.text).not.toContain('Your enquiry about');
      expect(await saved({ serviceType: 'other', serviceId: 'not-a-number' })).toEqual({
        service: null,
        serviceType: 'other',
      });
    });

    it('refuses a service that does not exist, saving nothing', async () => {
      const before = await api.submissions();
      for (const serviceId of [999999, '999999']) {
        const res = await api.post(form({ serviceId })).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: 'The selected service does not exist',
          error: 'Bad Request',
        });
      }
      const spanish = await api.post(form({ serviceId: 999999, language: 'es' })).expect(400);
      expect(spanish.body.message).toBe('El servicio seleccionado no existe');
      expect(await api.submissions()).toBe(before);
    });

    it('refuses ids that are not whole positive numbers, and other service types', async () => {
      for (const serviceId of ['abc', '12abc', '1e3', 1.5, 0, -3, '-3', true, [1], { id: 1 }]) {
        const res = await api.post(form({ serviceId })).expect(400);
        expect(res.body.message).toEqual([
          'serviceId must be the id of one of the listed services',
        ]);
      }
      const es = await api.post(form({ serviceId: 'abc', language: 'es' })).expect(400);
      expect(es.body.message).toEqual([
        'serviceId debe ser el id de uno de los servicios listados',
      ]);
      const type = await api.post(form({ serviceType: 'web-design' })).expect(400);
      expect(type.body.message).toEqual(["serviceType may only be 'other'"]);
    });
  });

  describe('validation', () => {
    let before: { submissions: number; outbox: number };
    beforeEach(async () => {
      before = { submissions: await api.submissions(), outbox: await api.outboxCount() };
    });
    afterEach(async () => {
      // Nothing refused is saved or sent.
      expect(await api.submissions()).toBe(before.submissions);
      expect(await api.outboxCount()).toBe(before.outbox);
    });

    it('names every missing field, in English or Spanish', async () => {
      const en = await api.post({}).expect(400);
      expect(en.body).toEqual({
        statusCode: 400,
        message: ['Name is required', 'Valid email is required', 'Message is required'],
        error: 'Bad Request',
      });
      const es = {
        message: [
          'El nombre es obligatorio',
          'Se requiere un correo electrónico válido',
          'El mensaje es obligatorio',
        ],
      };
      expect((await api.post({ language: 'es' }).expect(400)).body).toMatchObject(es);
      expect((await api.post({}, { language: 'es-ES' }).expect(400)).body).toMatchObject(es);
    });

    it.each([
      ['a blank name', { name: '   ' }, 'Name is required'],
      ['a name of another type', { name: 42 }, 'Name is required'],
      [
        'a name over 100 characters',
        { name: 'n'.repeat(101) },
        'Name must be at most 100 characters',
      ],
      ['an invalid email', { email: 'not-an-email' }, 'Valid email is required'],
      ['an email of another type', { email: ['a@example.com'] }, 'Valid email is required'],
      [
        'an email over 255 characters',
        { email: `${'a'.repeat(250)}@example.com` },
        'Valid email is required',
      ],
      ['a blank message', { message: ' \n ' }, 'Message is required'],
      ['a message of another type', { message: { text: 'hi' } }, 'Message is required'],
      [
        'a message over 5000 characters',
        { message: 'm'.repeat(5001) },
        'Message must be at most 5000 characters',
      ],
      ['an unknown field', { phone: '+598 99 123 456' }, 'property phone should not exist'],
      ['an unknown language', { language: 'fr' }, "Language must be 'en' or 'es'"],
    ])('refuses %s', async (_case, override, message) => {
      const res = await api.post(form(override)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    });

    it('refuses bodies that are not a JSON object or a form', async () => {
      const malformed = await request(t.app.getHttpServer())
        .post('/api/contact')
        .set('X-Forwarded-For', newIp())
        .set('Content-Type', 'application/json')
        .send('{"name": "unterminated')
        .expect(400);
      expect(malformed.body.message).toBe('Malformed JSON in request body');
      await api.post([form()]).expect(400);
      const text = await request(t.app.getHttpServer())
        .post('/api/contact')
        .set('X-Forwarded-For', newIp())
        .set('Content-Type', 'text/plain')
        .send('name=Ana')
        .expect(400);
      expect(text.body.message).toEqual([
        'Name is required',
        'Valid email is required',
        'Message is required',
      ]);
    });

    it('refuses a huge body with 413', async () => {
      const res = await api.post(form({ message: 'x'.repeat(400 * 1024) })).expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        message: 'Request body is too large',
        error: 'Payload Too Large',
      });
    });

    it('refuses a submission sent from another site', async () => {
      await request(t.app.getHttpServer())
        .post('/api/contact')
        .set('X-Forwarded-For', newIp())
        .set('Origin', 'https://evil.example')
        .send(form())
        .expect(403);
    });
  });

  describe('the hidden field', () => {
    it('answers like a success but saves and sends nothing when it is filled', async () => {
      const real = await api.post(form()).expect(201);
      for (const website of ['https://spam.example', 'x', 1]) {
        const before = { submissions: await api.submissions(), outbox: await api.outboxCount() };
        const email = visitor();
        const res = await api.post(form({ email, website })).expect(201);
        expect(res.body).toEqual({
          id: expect.any(Number),
          emailStatus: { notification: 'sent', autoReply: 'sent' },
        });
        expect(Object.keys(res.body)).toEqual(Object.keys(real.body));
        expect(res.body.id).toBeGreaterThan(real.body.id);
        expect(await api.submissions()).toBe(before.submissions);
        expect(await api.outboxCount()).toBe(before.outbox);
        expect(sink.to(email)).toHaveLength(0);
      }
    });

    it('lets people through when it is left empty', async () => {
      for (const website of ['', '   ', null]) {
        const email = visitor();
        const res = await api.post(form({ email, website })).expect(201);
        expect((await api.submission(res.body.id)).email).toBe(email);
      }
    });
  });

  describe('rate limit', () => {
    it('takes five messages per address every ten minutes, then 429 with Retry-After', async () => {
      const ip = newIp();
      for (let i = 0; i < 5; i++) await api.post({ name: 'Ana' }, { ip }).expect(400);
      const before = await api.submissions();
      const limited = await api.post(form(), { ip }).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds$/);
      const spanish = await api.post(form({ language: 'es' }), { ip }).expect(429);
      expect(spanish.body.message).toMatch(/^Demasiados intentos\./);
      expect(await api.submissions()).toBe(before);
      // Other visitors are not affected.
      await api.post(form()).expect(201);
    });
  });
});

describe('POST /api/contact without a mail transport', () => {
  let t: TestApp;
  let api: ReturnType<typeof contactApi>;

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: '', CONTACT_MAIL_WAIT_MS: '20000' });
    api = contactApi(t);
  });
  afterAll(() => t.close());

  it('saves the message, keeps both emails in the outbox and calls them queued', async () => {
    const email = visitor();
    const res = await api.post(form({ email })).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      emailStatus: { notification: 'queued', autoReply: 'queued' },
    });
    expect(res.text).not.toMatch(INTERNALS);
    expect(await api.submission(res.body.id)).toMatchObject({ email, language: 'en' });
    const { notification, autoReply } = await api.mailsOf(email);
    expect(notification).toMatchObject({
      state: 'held',
      language: 'en',
      to: 'hello@terrabridge.example',
    });
    expect(autoReply).toMatchObject({ state: 'held', language: 'en', to: email });
  });

  it('answers a Spanish visitor the same', async () => {
    const email = visitor();
    const res = await api.post(form({ email, language: 'es' })).expect(201);
    expect(res.body.emailStatus).toEqual({ notification: 'queued', autoReply: 'queued' });
    const { autoReply } = await api.mailsOf(email);
    expect(autoReply).toMatchObject({ state: 'held', language: 'es' });
  });

  it('answers a filled hidden field the same way', async () => {
    const before = await api.submissions();
    const res = await api.post(form({ website: 'https://spam.example' })).expect(201);
    expect(res.body.emailStatus).toEqual({ notification: 'queued', autoReply: 'queued' });
    expect(await api.submissions()).toBe(before);
  });
});

describe('POST /api/contact when the mail server cannot be reached', () => {
  let t: TestApp;
  let api: ReturnType<typeof contactApi>;

  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      QUEUE_ATTEMPTS: '3',
      // The next try is far away: the messages stay scheduled for it during the test.
      QUEUE_RETRY_DELAY_MS: '600000',
      CONTACT_MAIL_WAIT_MS: '20000',
    });
    api = contactApi(t);
  });
  afterAll(() => t.close());

  it('saves the message, calls both emails queued and schedules their next try', async () => {
    const email = visitor();
    const res = await api.post(form({ email })).expect(201);
    expect(res.body.emailStatus).toEqual({ notification: 'queued', autoReply: 'queued' });
    // The visitor is not told what went wrong, nor where our infrastructure lives.
    expect(res.text).not.toMatch(INTERNALS);
    expect(res.text).not.toMatch(/:\d{4,5}\b/);

    expect(await api.submission(res.body.id)).toMatchObject({ email });
    const { notification, autoReply } = await api.mailsOf(email);
    for (const row of [notification, autoReply]) {
      expect(row).toMatchObject({ state: 'retrying', attempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
    }
    const emails = t.app.get<Queue>(getQueueToken('emails'), { strict: false });
    expect(await emails.getDelayedCount()).toBe(2);
  });
});

describe('POST /api/contact while no worker processes the emails', () => {
  let t: TestApp;
  let api: ReturnType<typeof contactApi>;

  beforeAll(async () => {
    t = await startTestApp({ RUN_WORKERS: 'false', CONTACT_MAIL_WAIT_MS: '300' });
    api = contactApi(t);
  });
  afterAll(() => t.close());

  it('does not call a queued email sent', async () => {
    const email = visitor();
    const res = await api.post(form({ email, language: 'es' })).expect(201);
    expect(res.body.emailStatus).toEqual({ notification: 'queued', autoReply: 'queued' });
    const { notification, autoReply } = await api.mailsOf(email);
    expect(notification?.state).toBe('pending');
    expect(autoReply?.state).toBe('pending');
    expect(await api.submission(res.body.id)).toMatchObject({ email, language: 'es' });
  });
});

describe('POST /api/contact when the mail server refuses an email for good', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let api: ReturnType<typeof contactApi>;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    // A permanent refusal (5xx) fails the email at once, whatever retries the queue has left.
    t = await startTestApp({
      SMTP_URL: sink.url,
      SALES_EMAIL: SALES,
      CONTACT_MAIL_WAIT_MS: '20000',
    });
    api = contactApi(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('says which email failed, without the reason, and keeps the reason for our team', async () => {
    sink.reject(SALES);
    const email = visitor();
    const res = await api.post(form({ email })).expect(201);
    expect(res.body.emailStatus).toEqual({ notification: 'failed', autoReply: 'sent' });
    expect(res.text).not.toMatch(INTERNALS);
    expect(await api.submission(res.body.id)).toMatchObject({ email });
    const { notification } = await api.mailsOf(email);
    expect(notification).toMatchObject({ state: 'failed' });
    expect(notification?.lastError).toMatch(/550/);
  });
});

describe('POST /api/contact/form (the contact form without JavaScript)', () => {
  let t: TestApp;
  let api: ReturnType<typeof contactApi>;
  let service: ServiceType;

  const post = (body: Record<string, string>, ip = newIp()) =>
    request(t.app.getHttpServer())
      .post('/api/contact/form')
      .set('X-Forwarded-For', ip)
      .type('form')
      .send(body);

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: '', CONTACT_MAIL_WAIT_MS: '20000' });
    api = contactApi(t);
    const em = t.app.get(EntityManager).fork();
    service = em.create(ServiceType, {
      slug: 'branding',
      name: 'Branding',
      nameEs: 'Identidad de marca',
      description: 'Brands',
      priceCents: 99900,
    });
    await em.flush();
  });
  afterAll(() => t.close());

  it('saves the message and sends the visitor to the contact page that confirms it, with nothing personal in the address', async () => {
    const email = visitor();
    const res = await post({
      name: 'María Rodríguez',
      email,
      service: String(service.id),
      message: 'A bilingual website, please.',
      language: 'en',
      website: '',
    }).expect(303);
    expect(res.headers.location).toBe('/contact?sent=1&lang=en#contact');
    const saved = await eventually(async () => {
      const { autoReply } = await api.mailsOf(email);
      return autoReply;
    });
    expect(saved).toMatchObject({ state: 'held', language: 'en' });
    const submissions = await t.app
      .get(EntityManager)
      .fork()
      .find(ContactSubmission, { email }, { populate: ['service'] });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ name: 'María Rodríguez', language: 'en' });
    expect(submissions[0].service?.id).toBe(service.id);
  });

  it('answers a Spanish form in Spanish, and takes other as the service', async () => {
    const email = visitor();
    const res = await post({
      name: 'Lucía',
      email,
      service: 'other',
      message: 'Hola',
      language: 'es',
      website: '',
    }).expect(303);
    expect(res.headers.location).toBe('/contact?sent=1&lang=es#contact');
    const [saved] = await t.app.get(EntityManager).fork().find(ContactSubmission, { email });
    expect(saved).toMatchObject({ serviceType: 'other', language: 'es' });
  });

  it('refuses broken fields with a page in the form language that names them and keeps what was typed', async () => {
    const before = await api.submissions();
    const res = await post({
      name: '<script>alert(1)</script>',
      email: 'not-an-email',
      service: String(service.id),
      message: '   ',
      language: 'es',
    }).expect(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain('<h1>No se envió el mensaje</h1>');
    expect(res.text).toContain(
      '<p class="error" id="contact-email-error">Se requiere un correo electrónico válido</p>',
    );
    expect(res.text).toContain(
      '<p class="error" id="contact-message-error">El mensaje es obligatorio</p>',
    );
    expect(res.text).not.toContain('id="contact-name-error"');
    // What was typed is kept, as text.
    expect(res.text).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('value="not-an-email"');
    expect(res.text).toContain(
      `<option value="${service.id}" selected>Identidad de marca</option>`,
    );
    expect(res.text).toContain('<form method="post" action="/api/contact/form">');
    expect(await api.submissions()).toBe(before);

    const english = await post({ name: '', email: 'a@example.com', message: 'Hi' }).expect(400);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<p class="error" id="contact-name-error">Name is required</p>');
  });

  it('refuses a service that does not exist on the same page', async () => {
    const res = await post({
      name: 'Ana',
      email: visitor(),
      service: '999999',
      message: 'Hi',
      language: 'en',
    }).expect(400);
    expect(res.text).toContain('The selected service does not exist');
    expect(res.text).toContain('value="Ana"');
  });

  it('keeps to the contact rate limit, answering with the page and Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) await post({ name: 'Ana', language: 'es' }, ip).expect(400);
    const before = await api.submissions();
    const limited = await post(
      { name: 'Ana', email: visitor(), message: 'Hola', language: 'es' },
      ip,
    ).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.text).toMatch(/<p class="problem" role="alert">Demasiados intentos\./);
    expect(limited.text).toContain('value="Ana"');
    expect(await api.submissions()).toBe(before);
  });

  it('refuses a form posted from another site', async () => {
    const before = await api.submissions();
    await post({ name: 'Ana', email: visitor(), message: 'Hi' })
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(await api.submissions()).toBe(before);
  });
});
