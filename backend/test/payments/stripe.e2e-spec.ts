import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { Order } from '../../src/modules/billing/entities/order.entity';
import { ServiceType } from '../../src/modules/content/entities/service-type.entity';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { PaymentSweeper } from '../../src/modules/payments/payment-sweeper.service';
import {
  type Account,
  billingAccounts,
  createInvoice,
  inDays,
  sentMails,
} from '../billing/invoice-support';
import { FakeStripe, signedEvent, STRIPE_TEST_KEYS } from '../support/fake-stripe';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { withSession } from '../support/accounts';

interface IntentBody {
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
}

describe('card payments (Stripe)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let sink: SmtpSink;
  let admin: Account;
  let lucia: Account;
  let tom: Account;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();

  const webhook = (event: unknown, signature?: string) => {
    const signed = signedEvent(event);
    return http()
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature ?? signed.signature)
      .send(signed.payload);
  };
  const invoiceOf = (id: number) => em().findOneOrFail(Invoice, id);
  const payInvoices = (who: Account, invoiceIds: number[], amount: number) =>
    http()
      .post('/api/create-invoice-payment-intent')
      .set(withSession(who.cookie))
      .send({ invoiceIds, amount });
  const newInvoice = async (who: Account, amount: number, dueDate = inDays(20)) =>
    (await createInvoice(t, admin, { userId: who.id, amount, dueDate }).expect(201)).body as {
      id: number;
      number: string;
    };
  const applied = (intentId: string) =>
    eventually(async () => {
      const payment = await em().findOne(Payment, { providerId: intentId });
      return payment?.state === 'succeeded' && payment;
    });

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    sink = await new SmtpSink().start();
    t = await startTestApp({ ...STRIPE_TEST_KEYS, STRIPE_API_URL: stripe.url, SMTP_URL: sink.url });
    ({ admin, lucia, tom } = await billingAccounts(t));
  });

  afterAll(async () => {
    await t?.close();
    await stripe?.stop();
    await sink?.stop();
  });

  it('tells the browser what it may offer, and never a secret', async () => {
    const res = await http().get('/api/payments/config').expect(200);
    expect(res.body).toEqual({
      card: {
        available: true,
        publishableKey: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY,
        testMode: true,
      },
      wallet: { available: false, clientId: null, environment: 'sandbox' },
      serviceTaxRate: 8,
    });
    expect(JSON.stringify(res.body)).not.toContain('sk_test');
  });

  it('charges the open balances of two invoices, paid once however often anything is repeated', async () => {
    const first = await newInvoice(lucia, 1000, inDays(5));
    const second = await newInvoice(lucia, 580.7, inDays(15));
    await http()
      .post(`/api/admin/invoices/${first.id}/payments`)
      .set(withSession(admin.cookie))
      .send({ amountCents: 20_000, method: 'bank_transfer' })
      .expect(200);
    // 800.00 + 580.70 is owed; the browser's figure is checked to the cent.
    const tampered = await payInvoices(lucia, [first.id, second.id], 1.0).expect(409);
    expect(tampered.body.message).toBe(
      'The amount does not match what is owed (1380.70); reload to see the current figures',
    );
    // A double click: two requests at once, one PaymentIntent.
    const [a, b] = await Promise.all([
      payInvoices(lucia, [first.id, second.id], 1380.7).expect(200),
      payInvoices(lucia, [second.id, first.id], 1380.7).expect(200),
    ]);
    const intent = a.body as IntentBody;
    expect(b.body).toEqual(intent);
    expect(intent).toMatchObject({
      amountCents: 138_070,
      clientSecret: expect.stringContaining('_secret_'),
    });
    expect(stripe.intents.get(intent.paymentIntentId)!.amount).toBe(138_070);
    expect(new Set(stripe.creates.map((c) => c.key)).size).toBe(stripe.intents.size);

    // Before Stripe's word, the success page reads 'processing'.
    const processing = await http()
      .get(`/api/payments/status?provider=stripe&id=${intent.paymentIntentId}`)
      .set(withSession(lucia.cookie))
      .expect(200);
    expect(processing.body).toMatchObject({
      state: 'processing',
      reference: null,
      purpose: 'invoices',
    });

    const event = stripe.succeed(intent.paymentIntentId);
    await webhook(event).expect(200);
    await webhook(event).expect(200); // a replay
    await applied(intent.paymentIntentId);
    expect((await invoiceOf(first.id)).status).toBe('paid');
    expect((await invoiceOf(second.id)).status).toBe('paid');
    const records = await em().find(PaymentRecord, {
      payment: { providerId: intent.paymentIntentId },
    });
    expect(records.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([58_070, 80_000]);
    expect(await em().count(PaymentEvent, { provider: 'stripe' })).toBeGreaterThanOrEqual(1);

    // The same success under another event id (Stripe may send it twice): still one effect.
    await webhook({ ...event, id: `${event.id}_again` }).expect(200);
    await eventually(
      async () =>
        (await em().findOne(PaymentEvent, { eventId: `${event.id}_again` }))?.state === 'ignored',
    );
    expect(
      await em().count(PaymentRecord, { payment: { providerId: intent.paymentIntentId } }),
    ).toBe(2);

    const done = await http()
      .get(`/api/payments/status?provider=stripe&id=${intent.paymentIntentId}`)
      .set(withSession(lucia.cookie))
      .expect(200);
    expect(done.body).toMatchObject({
      state: 'succeeded',
      reference: expect.stringMatching(/^TB-[A-Z0-9]{9}$/),
      transactionId: expect.stringMatching(/^ch_/),
      invoiceNumbers: [first.number, second.number],
    });
    await http()
      .get(`/api/payments/status?reference=${done.body.reference}`)
      .set(withSession(tom.cookie))
      .expect(404);
    const receipts = await sentMails(t, sink, 'invoices.receipt', lucia.email, 1, second.number);
    expect(receipts[0].subject).toContain(second.number);

    // Paid invoices cannot be paid again.
    const again = await payInvoices(lucia, [first.id], 800).expect(409);
    expect(again.body.message).toBe(`Invoice ${first.number} cannot be paid now: it is paid`);
  });

  it("refuses another client's invoice and a bad signature, and stores nothing for it", async () => {
    const theirs = await newInvoice(tom, 50);
    await payInvoices(lucia, [theirs.id], 50).expect(404);
    const mine = await newInvoice(tom, 50);
    const intent = (await payInvoices(tom, [mine.id], 50).expect(200)).body as IntentBody;
    const event = stripe.succeed(intent.paymentIntentId);
    const forged = signedEvent(event, 'whsec_someoneelse').signature;
    const res = await webhook(event, forged).expect(400);
    expect(res.body.message).toBe('The event signature does not verify');
    expect(await em().count(PaymentEvent, { eventId: event.id })).toBe(0);
    expect((await invoiceOf(mine.id)).status).toBe('pending');
  });

  it('confirms a payment from the status page when the webhook is late, and the webhook then changes nothing', async () => {
    const invoice = await newInvoice(tom, 120);
    const intent = (await payInvoices(tom, [invoice.id], 120).expect(200)).body as IntentBody;
    const event = stripe.succeed(intent.paymentIntentId);
    const status = await http()
      .get(`/api/payments/status?provider=stripe&id=${intent.paymentIntentId}`)
      .set(withSession(tom.cookie))
      .expect(200);
    expect(status.body).toMatchObject({ state: 'succeeded', amountCents: 12_000 });
    await webhook(event).expect(200);
    await eventually(
      async () => (await em().findOne(PaymentEvent, { eventId: event.id }))?.state === 'ignored',
    );
    expect(await em().count(PaymentRecord, { invoice: invoice.id, status: 'completed' })).toBe(1);
  });

  it('refuses a success for another amount than we asked for, keeping the event as failed', async () => {
    const invoice = await newInvoice(tom, 70);
    const intent = (await payInvoices(tom, [invoice.id], 70).expect(200)).body as IntentBody;
    const event = stripe.succeed(intent.paymentIntentId, 100);
    await webhook(event).expect(200);
    const failed = await eventually(async () => {
      const row = await em().findOne(PaymentEvent, { eventId: event.id });
      return row?.state === 'failed' && row;
    });
    expect(failed.lastError).toContain('we asked for 7000');
    expect((await invoiceOf(invoice.id)).status).toBe('pending');
    // Admins see it among the failed events, and may retry it (here it fails again, for good).
    const list = await http()
      .get('/api/admin/payment-events?state=failed')
      .set(withSession(admin.cookie))
      .expect(200);
    expect(list.body.items.map((e: { eventId: string }) => e.eventId)).toContain(event.id);
    await http().get('/api/admin/payment-events').set(withSession(tom.cookie)).expect(403);
    // Filtered by provider as well: a Stripe event is not among PayPal's.
    const eventIds = async (query: string) =>
      (
        await http()
          .get(`/api/admin/payment-events?${query}`)
          .set(withSession(admin.cookie))
          .expect(200)
      ).body.items.map((e: { eventId: string }) => e.eventId);
    expect(await eventIds('state=failed&provider=stripe&limit=100')).toContain(event.id);
    expect(await eventIds('state=failed&provider=paypal&limit=100')).not.toContain(event.id);
    const charge = await em().findOneOrFail(Payment, { providerId: intent.paymentIntentId });
    const payments = async (query: string) =>
      (await http().get(`/api/admin/payments?${query}`).set(withSession(admin.cookie)).expect(200))
        .body.items as Array<{ id: number; provider: string; state: string }>;
    const stripePayments = await payments(`provider=stripe&state=${charge.state}&limit=100`);
    expect(stripePayments.map((p) => p.id)).toContain(charge.id);
    expect(stripePayments.every((p) => p.provider === 'stripe' && p.state === charge.state)).toBe(
      true,
    );
    expect((await payments('provider=paypal&limit=100')).map((p) => p.id)).not.toContain(charge.id);
    // Searched by the reference, the provider's ids, the event id or type.
    expect((await payments(`q=${charge.reference}`)).map((p) => p.id)).toEqual([charge.id]);
    expect((await payments(`q=${intent.paymentIntentId}`)).map((p) => p.id)).toEqual([charge.id]);
    expect(await eventIds(`q=${event.id}`)).toEqual([event.id]);
    expect(await eventIds(`q=${encodeURIComponent(`${event.id} no-such-type`)}`)).toEqual([]);
    const refusedFilter = await http()
      .get('/api/admin/payments?provider=visa&lang=es')
      .set(withSession(admin.cookie))
      .expect(400);
    expect(refusedFilter.body.message).toEqual(['provider debe ser stripe o paypal']);
    await http()
      .get('/api/admin/payment-events?provider=visa')
      .set(withSession(admin.cookie))
      .expect(400);
    await http().get('/api/admin/payments?provider=stripe').expect(401);
    await http()
      .get('/api/admin/payments?provider=stripe')
      .set(withSession(tom.cookie))
      .expect(403);
    await http()
      .post(`/api/admin/payment-events/${failed.id}/retry`)
      .set(withSession(admin.cookie))
      .expect(200);
    await eventually(async () => (await em().findOne(PaymentEvent, failed.id))?.state === 'failed');
    const applied = await http()
      .get('/api/admin/payment-events?state=applied&limit=1')
      .set(withSession(admin.cookie))
      .expect(200);
    const done = applied.body.items[0] as { id: number };
    const refused = await http()
      .post(`/api/admin/payment-events/${done.id}/retry`)
      .set(withSession(admin.cookie))
      .expect(409);
    expect(refused.body.message).toBe('Only a failed event can be retried');
  });

  it('takes refunds back from the invoices, a part and then the rest', async () => {
    const invoice = await newInvoice(lucia, 300);
    const intent = (await payInvoices(lucia, [invoice.id], 300).expect(200)).body as IntentBody;
    await webhook(stripe.succeed(intent.paymentIntentId)).expect(200);
    await applied(intent.paymentIntentId);
    // An admin asks Stripe for a part back; a repeated click asks with the same key.
    const payment = await em().findOneOrFail(Payment, { providerId: intent.paymentIntentId });
    const refundPart = () =>
      http()
        .post(`/api/admin/payments/${payment.id}/refund`)
        .set(withSession(admin.cookie))
        .send({ amountCents: 10_000 });
    await refundPart().expect(200);
    await refundPart().expect(200);
    const asked = stripe.refundRequests.filter((r) => r.paymentIntent === intent.paymentIntentId);
    expect(asked.map((r) => r.amount)).toEqual([10_000, 10_000]);
    expect(new Set(asked.map((r) => r.key)).size).toBe(1);
    const tooMuch = await http()
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set(withSession(admin.cookie))
      .send({ amountCents: 30_001 })
      .expect(409);
    expect(tooMuch.body.message).toBe('The refund is more than is left to give back (300.00)');
    await http()
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set(withSession(lucia.cookie))
      .expect(403);
    // Balances follow Stripe's event, not the ask.
    expect((await invoiceOf(invoice.id)).status).toBe('paid');
    await webhook(stripe.refund(intent.paymentIntentId, 10_000)).expect(200);
    await eventually(async () => (await invoiceOf(invoice.id)).status === 'partial');
    const detail = await http()
      .get(`/api/invoices/${invoice.id}`)
      .set(withSession(lucia.cookie))
      .expect(200);
    expect(detail.body).toMatchObject({ paidCents: 20_000, balanceCents: 10_000 });
    const refundAll = stripe.refund(intent.paymentIntentId, 20_000);
    await webhook(refundAll).expect(200);
    await webhook(refundAll).expect(200);
    await eventually(async () => (await invoiceOf(invoice.id)).status === 'pending');
    await em().refresh(payment);
    expect(await em().findOneOrFail(Payment, payment.id)).toMatchObject({
      state: 'refunded',
      refundedCents: 30_000,
    });
    const after = await http()
      .get(`/api/invoices/${invoice.id}`)
      .set(withSession(lucia.cookie))
      .expect(200);
    expect(after.body).toMatchObject({ paidCents: 0, balanceCents: 30_000 });
  });

  it('sells a service at its price plus 8% tax, as an order with its item', async () => {
    const fork = em();
    // 2,500.50 + 8% = 2,700.54 (200.04 of tax, half up)
    const svc = fork.create(ServiceType, {
      slug: 'checkout-test-service',
      name: 'Web design',
      description: 'Sites',
      priceCents: 250_050,
    });
    await fork.flush();
    await http()
      .post('/api/create-payment-intent')
      .set(withSession(tom.cookie))
      .send({ serviceId: svc.id, amount: 2500.5 })
      .expect(409);
    const intent = (
      await http()
        .post('/api/create-payment-intent')
        .set(withSession(tom.cookie))
        .send({ serviceId: svc.id, amount: 2700.54 })
        .expect(200)
    ).body as IntentBody;
    expect(intent.amountCents).toBe(270_054);
    const payment = await em().findOneOrFail(
      Payment,
      { providerId: intent.paymentIntentId },
      { populate: ['order'] },
    );
    expect(payment.order).toMatchObject({
      status: 'pending',
      subtotalCents: 250_050,
      taxCents: 20_004,
      totalCents: 270_054,
    });
    await webhook(stripe.succeed(intent.paymentIntentId)).expect(200);
    await eventually(
      async () => (await em().findOneOrFail(Order, payment.order!.id)).status === 'completed',
    );
    const record = await em().findOneOrFail(PaymentRecord, { order: payment.order!.id });
    expect(record).toMatchObject({
      amountCents: 270_054,
      paymentMethod: 'stripe',
      reference: payment.reference,
    });
  });

  it('makes a 1.00 USD test payment for a guest in test mode', async () => {
    const res = await http().post('/api/test-payment').send({ isTestPayment: true }).expect(200);
    expect(res.body.amountCents).toBe(100);
    await webhook(stripe.succeed(res.body.paymentIntentId)).expect(200);
    await applied(res.body.paymentIntentId);
    const status = await http()
      .get(`/api/payments/status?provider=stripe&id=${res.body.paymentIntentId}`)
      .expect(200);
    expect(status.body).toMatchObject({ state: 'succeeded', purpose: 'test', amountCents: 100 });
  });

  it('keys each charge with our payment reference: another database on the same Stripe account never gets our intent', async () => {
    // A second copy of the product (its own database) on the same Stripe account: a guest's test
    // payment in each, in the same minute, is the same ask in each.
    const other = await startTestApp({ ...STRIPE_TEST_KEYS, STRIPE_API_URL: stripe.url });
    try {
      const createsBefore = stripe.creates.length;
      const ours = await http().post('/api/test-payment').send({ isTestPayment: true }).expect(200);
      const theirs = await request(other.app.getHttpServer())
        .post('/api/test-payment')
        .send({ isTestPayment: true })
        .expect(200);
      expect(theirs.body.paymentIntentId).not.toBe(ours.body.paymentIntentId);
      const sent = stripe.creates.slice(createsBefore);
      expect(sent.map((create) => create.created)).toEqual([true, true]);
      const payment = await em().findOneOrFail(Payment, { providerId: ours.body.paymentIntentId });
      expect(sent[0].key).toContain(payment.reference);
    } finally {
      await other.close();
    }
  });

  it('refuses an event that names no object, and never applies it to a payment without a provider id', async () => {
    // A payment whose intent Stripe did not create (Stripe was down): it has no provider id.
    const invoice = await newInvoice(tom, 31);
    stripe.failWith = 500;
    try {
      await payInvoices(tom, [invoice.id], 31).expect(502);
    } finally {
      stripe.failWith = null;
    }
    const waiting = await em().findOneOrFail(
      Payment,
      { user: tom.id, providerId: null, state: 'creating' },
      { orderBy: { id: 'desc' } },
    );
    const event = {
      id: `evt_noobject${Date.now()}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: 'payment_intent.succeeded',
      data: {
        object: {
          object: 'payment_intent',
          amount: 3_100,
          amount_received: 3_100,
          currency: 'usd',
          status: 'succeeded',
          metadata: {},
          latest_charge: 'ch_noobject',
        },
      },
    };
    const refused = await webhook(event).expect(400);
    expect(refused.body.message).toBeDefined();
    expect(await em().count(PaymentEvent, { eventId: event.id })).toBe(0);
    expect(await em().findOneOrFail(Payment, waiting.id)).toMatchObject({
      state: 'creating',
      providerId: null,
    });
    expect((await invoiceOf(invoice.id)).status).toBe('pending');
  });

  it('applies an event that was stored but never queued, once, when the sweeper finds it', async () => {
    const invoice = await newInvoice(tom, 44);
    const intent = (await payInvoices(tom, [invoice.id], 44).expect(200)).body as IntentBody;
    const event = stripe.succeed(intent.paymentIntentId);
    // The process stored the event and died before queueing it.
    await em().execute(
      `insert into payment_events (provider, event_id, type, payload, fact, created_at)
       values ('stripe', ?, ?, ?, ?, now() - interval '1 minute')`,
      [
        event.id,
        event.type,
        JSON.stringify(event),
        JSON.stringify({
          kind: 'succeeded',
          providerId: intent.paymentIntentId,
          transactionId: stripe.intents.get(intent.paymentIntentId)!.latest_charge,
          amountCents: 4_400,
          currency: 'usd',
          reference: null,
        }),
      ],
    );
    await webhook(event).expect(200); // Stripe retries: already stored, nothing new
    expect((await invoiceOf(invoice.id)).status).toBe('pending');
    await t.app.get(PaymentSweeper).sweep();
    await eventually(async () => (await invoiceOf(invoice.id)).status === 'paid');
    expect(await em().count(PaymentRecord, { invoice: invoice.id })).toBe(1);
  });

  it('leaves no half state when applying an event fails midway, and applies it once on the retry', async () => {
    const invoice = await newInvoice(lucia, 90);
    const intent = (await payInvoices(lucia, [invoice.id], 90).expect(200)).body as IntentBody;
    // The database refuses the event's `applied` mark once: the worker's transaction dies after
    // the payment records and the invoice's new state were written in it. (A sequence counts the
    // tries: it is the one thing a rolled-back transaction does not undo.)
    await em().execute('create sequence refused_tries');
    await em().execute(`
      create or replace function refuse_applied_once() returns trigger as $$
      begin
        if new.state = 'applied' and nextval('refused_tries') = 1 then
          raise exception 'the worker died here';
        end if;
        return new;
      end $$ language plpgsql`);
    await em().execute(
      `create trigger refuse_applied_once before update on payment_events for each row execute function refuse_applied_once()`,
    );
    try {
      await webhook(stripe.succeed(intent.paymentIntentId)).expect(200);
      await applied(intent.paymentIntentId);
      // Refused once, then let through.
      expect(await em().execute('select last_value::int as n from refused_tries')).toEqual([
        { n: 2 },
      ]);
    } finally {
      await em().execute('drop trigger refuse_applied_once on payment_events');
      await em().execute('drop function refuse_applied_once()');
      await em().execute('drop sequence refused_tries');
    }
    // The failed try left nothing behind; the retry wrote it all once.
    expect((await invoiceOf(invoice.id)).status).toBe('paid');
    expect(await em().count(PaymentRecord, { invoice: invoice.id })).toBe(1);
    const events = await em().find(PaymentEvent, {
      fact: { providerId: intent.paymentIntentId },
    } as never);
    expect(events.map((e) => [e.state, e.attempts])).toEqual([['applied', 1]]);
  });

  it('answers 503 with the card system unconfigured, and the rest of the product works on', async () => {
    const bare = await startTestApp();
    try {
      const { lucia: ana, admin: boss } = await billingAccounts(bare);
      const invoice = (await createInvoice(bare, boss, { userId: ana.id, amount: 10 }).expect(201))
        .body as { id: number };
      const res = await request(bare.app.getHttpServer())
        .post('/api/create-invoice-payment-intent')
        .set(withSession(ana.cookie))
        .send({ invoiceIds: [invoice.id], amount: 10 })
        .expect(503);
      expect(res.body).toMatchObject({
        code: 'STRIPE_NOT_CONFIGURED',
        message: 'Card payments are not available right now; please choose another way to pay',
      });
      const config = await request(bare.app.getHttpServer())
        .get('/api/payments/config')
        .expect(200);
      expect(config.body.card).toEqual({ available: false, publishableKey: null, testMode: false });
      await request(bare.app.getHttpServer()).post('/api/webhooks/stripe').send('{}').expect(400);
    } finally {
      await bare.close();
    }
  });
});
