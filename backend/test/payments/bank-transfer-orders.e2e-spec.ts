import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { Order } from '../../src/modules/billing/entities/order.entity';
import { readPdf } from '../../src/modules/billing/pdf/testing/read-pdf';
import { ServiceType } from '../../src/modules/content/entities/service-type.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { register, withSession } from '../support/accounts';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  type Account,
  billingAccounts,
  createInvoice,
  inDays,
  sentMails,
} from '../billing/invoice-support';

interface OrderBody {
  id: number;
  reference: string;
  state: string;
  serviceName: string;
  serviceNameEs: string | null;
  totalCents: number;
  transferSentAt: string | null;
  bankTransfer: { accountNumber: string; swift: string };
  client?: { name: string; email: string };
  paidOn?: string | null;
  payerReference?: string | null;
}

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('paying without a card provider: bank transfers', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Account;
  let spanishAdmin: Account;
  let lucia: Account;
  let tom: Account;
  let serviceId: number;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const as = (who: Account) => ({
    post: (path: string, body: Record<string, unknown> = {}) =>
      http().post(path).set(withSession(who.cookie)).send(body),
    get: (path: string) => http().get(path).set(withSession(who.cookie)),
  });

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    // No Stripe or PayPal keys at all: the install as it comes.
    t = await startTestApp({ SMTP_URL: sink.url });
    ({ admin, lucia, tom } = await billingAccounts(t));
    const made = await register(t.app.getHttpServer(), {
      language: 'es',
      firstName: 'Carmen',
      lastName: 'Rodó',
    });
    await em().nativeUpdate(User, { id: made.user.id }, { role: 'admin' });
    spanishAdmin = { cookie: made.cookie, id: made.user.id, email: made.account.email };
    const fork = em();
    // 2,500.50 + 8% = 2,700.54
    const service = fork.create(ServiceType, {
      slug: 'transfer-test-service',
      name: 'Web design',
      nameEs: 'Diseño web',
      description: 'Sites',
      priceCents: 250_050,
    });
    await fork.flush();
    serviceId = service.id;
  });

  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('orders a service by transfer, tells the team once, and the admin confirms it with the receipt', async () => {
    const config = await http().get('/api/payments/config').expect(200);
    expect(config.body.card.available).toBe(false);
    expect(config.body.wallet.available).toBe(false);

    const wrong = await as(lucia)
      .post('/api/orders/bank-transfer?lang=es', { serviceId, amount: 2500.5 })
      .expect(409);
    expect(wrong.body.message).toBe(
      'El monto no coincide con lo adeudado (2700.54); recarga para ver las cifras actuales',
    );
    await as(lucia).post('/api/orders/bank-transfer', { serviceId: 999_999 }).expect(404);
    await as(lucia).post('/api/orders/bank-transfer', { amount: 10 }).expect(400);
    await http().post('/api/orders/bank-transfer').send({ serviceId }).expect(401);

    const placed = (
      await as(lucia).post('/api/orders/bank-transfer', { serviceId, amount: 2700.54 }).expect(200)
    ).body as OrderBody;
    expect(placed).toMatchObject({
      state: 'awaiting',
      serviceName: 'Web design',
      serviceNameEs: 'Diseño web',
      totalCents: 270_054,
      transferSentAt: null,
    });
    expect(placed.reference).toMatch(/^TB-[A-Z0-9]{9}$/);
    expect(placed.bankTransfer.accountNumber).toBeTruthy();
    expect(placed.bankTransfer.swift).toBeTruthy();
    // Asked again (a second click, a reload): the same order and reference.
    const again = (
      await as(lucia).post('/api/orders/bank-transfer', { serviceId, amount: 2700.54 }).expect(200)
    ).body as OrderBody;
    expect([again.id, again.reference]).toEqual([placed.id, placed.reference]);
    expect(await em().count(Order, { user: lucia.id })).toBe(1);

    // Only its client reads it or says it was sent.
    await as(tom).get(`/api/orders/${placed.id}`).expect(404);
    await as(tom).post(`/api/orders/${placed.id}/transfer-sent`).expect(404);
    expect((await as(lucia).get(`/api/orders/${placed.id}`).expect(200)).body.reference).toBe(
      placed.reference,
    );

    const sent = (await as(lucia).post(`/api/orders/${placed.id}/transfer-sent`).expect(200))
      .body as OrderBody;
    expect(sent.state).toBe('sent');
    expect(sent.transferSentAt).not.toBeNull();
    await as(lucia).post(`/api/orders/${placed.id}/transfer-sent`).expect(200);

    // Each admin is mailed once, in their own language, with the link to confirm it.
    const link = `${t.config.http.publicUrl}/admin?section=billing&order=${placed.id}`;
    const [english] = await sentMails(t, sink, 'payments.transfer-sent', admin.email, 1);
    expect(nbsp(english.subject!)).toBe(
      `Bank transfer sent: ${placed.reference} for $2,700.54 from Lucía Ibáñez`,
    );
    expect(english.text).toContain(link);
    expect(english.text).toContain(lucia.email);
    expect(english.replyTo?.text).toContain(lucia.email);
    const [spanish] = await sentMails(t, sink, 'payments.transfer-sent', spanishAdmin.email, 1);
    expect(nbsp(spanish.subject!)).toBe(
      `Transferencia enviada: ${placed.reference} por US$ 2.700,54 de Lucía Ibáñez`,
    );
    expect(spanish.text).toContain(`confírmalo aquí: ${link}`);
    expect(await em().count(MailOutbox, { kind: 'payments.transfer-sent' })).toBe(2);

    // The admins' list shows it, sent, with its client; clients cannot confirm.
    const listed = (await as(admin).get('/api/admin/orders').expect(200)).body.items as OrderBody[];
    expect(listed.find((order) => order.id === placed.id)).toMatchObject({
      state: 'sent',
      reference: placed.reference,
      client: { name: 'Lucía Ibáñez', email: lucia.email },
      paidOn: null,
    });
    await as(lucia).get('/api/admin/orders').expect(403);
    await as(lucia).post(`/api/admin/orders/${placed.id}/confirm-transfer`).expect(403);

    const future = await as(admin)
      .post(`/api/admin/orders/${placed.id}/confirm-transfer`, { paidOn: inDays(3) })
      .expect(400);
    expect(future.body.message).toBe('A payment cannot be dated in the future');
    const paidOn = inDays(-1);
    const confirmed = (
      await as(admin)
        .post(`/api/admin/orders/${placed.id}/confirm-transfer`, {
          paidOn,
          reference: 'BROU 00777',
        })
        .expect(200)
    ).body as OrderBody;
    expect(confirmed).toMatchObject({ state: 'paid', paidOn, payerReference: 'BROU 00777' });
    const twice = await as(admin)
      .post(`/api/admin/orders/${placed.id}/confirm-transfer`)
      .expect(409);
    expect(twice.body.message).toBe(`Order ${placed.reference} is no longer awaiting its transfer`);
    await as(lucia).post(`/api/orders/${placed.id}/transfer-sent`).expect(409);

    const records = await em().find(PaymentRecord, { order: placed.id });
    expect(
      records.map((r) => [r.amountCents, r.paymentMethod, r.reference, r.payerReference]),
    ).toEqual([[270_054, 'bank_transfer', placed.reference, 'BROU 00777']]);
    expect((await em().findOneOrFail(Order, placed.id)).status).toBe('completed');

    const [receipt] = await sentMails(t, sink, 'payments.order-receipt', lucia.email, 1);
    expect(receipt.subject).toBe(`Recibimos tu pago: Diseño web (${placed.reference})`);
    expect(receipt.text).toContain('Tu referencia: BROU 00777');
    expect(receipt.text).toContain(`Referencia: ${placed.reference}`);
    // A new order for the same service is a new one: the last one is paid.
    const next = (
      await as(lucia).post('/api/orders/bank-transfer', { serviceId, amount: 2700.54 }).expect(200)
    ).body as OrderBody;
    expect(next.id).not.toBe(placed.id);
    expect(next.reference).not.toBe(placed.reference);
  });

  it("lists a client's own orders for the Billing tab: open ones first, then the paid, never another's", async () => {
    const made = await register(t.app.getHttpServer(), { firstName: 'Ana' });
    const ana: Account = { cookie: made.cookie, id: made.user.id, email: made.account.email };
    await http().get('/api/orders').expect(401);
    expect((await as(ana).get('/api/orders').expect(200)).body).toEqual({ items: [] });

    const fork = em();
    const [logo, audit, hosting] = ['Logo', 'SEO audit', 'Hosting'].map((name, index) =>
      fork.create(ServiceType, {
        slug: `listed-order-${index}`,
        name,
        nameEs: `${name} (es)`,
        description: name,
        priceCents: 10_000 * (index + 1),
      }),
    );
    await fork.flush();
    const place = async (service: ServiceType) =>
      (await as(ana).post('/api/orders/bank-transfer', { serviceId: service.id }).expect(200))
        .body as OrderBody;
    const paid = await place(logo);
    const sent = await place(audit);
    const awaiting = await place(hosting);
    await as(ana).post(`/api/orders/${sent.id}/transfer-sent`).expect(200);
    await as(admin).post(`/api/admin/orders/${paid.id}/confirm-transfer`).expect(200);
    // A cancelled order is nothing to do and no receipt: it is not listed.
    const cancelled = await place(logo);
    await em().nativeUpdate(Order, { id: cancelled.id }, { status: 'cancelled' });

    const listed = (await as(ana).get('/api/orders').expect(200)).body.items as OrderBody[];
    expect(listed.map((order) => [order.id, order.state])).toEqual([
      [sent.id, 'sent'],
      [awaiting.id, 'awaiting'],
      [paid.id, 'paid'],
    ]);
    expect(listed[0]).toMatchObject({
      reference: sent.reference,
      serviceName: 'SEO audit',
      serviceNameEs: 'SEO audit (es)',
      // 200.00 + 8% tax
      totalCents: 21_600,
    });
    expect(listed[0].bankTransfer.accountNumber).toBeTruthy();
    expect(listed[0].client).toBeUndefined();

    // Another client lists only their own, and cannot read Ana's.
    const others = (await as(tom).get('/api/orders').expect(200)).body.items as OrderBody[];
    expect(others.filter((order) => listed.some((mine) => mine.id === order.id))).toEqual([]);
    await as(tom).get(`/api/orders/${awaiting.id}`).expect(404);
  });

  it('keeps what the payer wrote on a manual payment: the admin invoice, the receipt and the PDF, with the day it was paid', async () => {
    const invoice = (await createInvoice(t, admin, { userId: tom.id, amount: 500 }).expect(201))
      .body as { id: number; number: string };
    const paidOn = inDays(-2);
    const detail = (
      await as(admin)
        .post(`/api/admin/invoices/${invoice.id}/payments`, {
          amountCents: 20_000,
          method: 'check',
          reference: 'Check No. 4471',
          paidOn,
        })
        .expect(200)
    ).body as {
      payments: Array<{ paidOn: string; payerReference: string | null; reference: string }>;
      taxRate: number;
    };
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ paidOn, payerReference: 'Check No. 4471' });
    expect(detail.payments[0].reference).toMatch(/^TB-[A-Z0-9]{9}$/);
    const own = await as(tom).get(`/api/invoices/${invoice.id}`).expect(200);
    expect(own.body.payments[0]).toMatchObject({ paidOn, payerReference: 'Check No. 4471' });

    const [receipt] = await sentMails(t, sink, 'invoices.receipt', tom.email, 1, invoice.number);
    expect(receipt.text).toContain('Your reference: Check No. 4471');
    const [attached] = receipt.attachments;
    const mailed = (await readPdf(attached.content)).map((page) => page.text).join(' ');
    expect(mailed).toContain('Check No. 4471');
    const pdf = await as(tom)
      .get(`/api/invoices/${invoice.id}/pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = (await readPdf(pdf.body as Buffer)).map((page) => page.text).join(' ');
    expect(text).toContain('Check No. 4471');
  });
});
