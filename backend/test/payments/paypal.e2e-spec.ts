import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { providerIdempotencyKey } from '../../src/modules/payments/providers/payment-provider';
import { PaypalProvider } from '../../src/modules/payments/providers/paypal.provider';
import { type Account, billingAccounts, createInvoice, inDays } from '../billing/invoice-support';
import { FakePaypal, PAYPAL_SANDBOX, PAYPAL_TEST_ENV } from '../support/fake-paypal';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { withSession } from '../support/accounts';

interface StatusBody {
  state: string;
  provider: string;
  purpose: string;
  amountCents: number;
  reference: string | null;
  transactionId: string | null;
  invoiceNumbers: string[];
}

describe('wallet payments (PayPal)', () => {
  let paypal: FakePaypal;

  beforeAll(() => {
    paypal = new FakePaypal().start();
  });

  afterAll(() => paypal?.stop());

  describe('with sandbox credentials', () => {
    let t: TestApp;
    let admin: Account;
    let lucia: Account;
    let tom: Account;
    const http = () => request(t.app.getHttpServer());
    const em = () => t.app.get(EntityManager).fork();
    const invoiceOf = (id: number) => em().findOneOrFail(Invoice, id);
    const newInvoice = async (who: Account, amount: number, dueDate = inDays(20)) =>
      (await createInvoice(t, admin, { userId: who.id, amount, dueDate }).expect(201)).body as {
        id: number;
        number: string;
      };
    const createOrder = (who: Account | null, body: Record<string, unknown>) => {
      const req = http().post('/api/create-paypal-order');
      return (who ? req.set(withSession(who.cookie)) : req).send(body);
    };
    const capture = (who: Account | null, orderId: string) => {
      const req = http().post('/api/capture-paypal-order');
      return (who ? req.set(withSession(who.cookie)) : req).send({ orderId });
    };
    const webhook = (event: unknown, headers = FakePaypal.transmissionHeaders()) =>
      http()
        .post('/api/webhooks/paypal')
        .set('Content-Type', 'application/json')
        .set(headers)
        .send(JSON.stringify(event));
    /** An order for the invoices, approved by the buyer in PayPal's window. */
    const approvedOrder = async (who: Account, invoiceIds: number[], amount: number) => {
      const { id } = (await createOrder(who, { invoiceIds, amount }).expect(200)).body as {
        id: string;
      };
      paypal.approve(id);
      return id;
    };

    beforeAll(async () => {
      t = await startTestApp(PAYPAL_TEST_ENV);
      ({ admin, lucia, tom } = await billingAccounts(t));
    });

    afterAll(async () => {
      await t?.close();
    });

    it('reports the wallet ready, asking PayPal for a token once a minute at most, and never shows a secret', async () => {
      const before = paypal.tokenRequests;
      const res = await http().get('/api/check-paypal-status').expect(200);
      expect(res.body).toEqual({
        initialized: true,
        clientIdConfigured: true,
        clientSecretConfigured: true,
        environment: 'sandbox',
        apiEndpoint: PAYPAL_SANDBOX,
        message: 'PayPal is configured and accepted our credentials (sandbox)',
      });
      const es = await http()
        .get('/api/check-paypal-status')
        .set('Accept-Language', 'es')
        .expect(200);
      expect(es.body.message).toBe(
        'PayPal está configurado y aceptó nuestras credenciales (sandbox)',
      );
      expect(paypal.tokenRequests - before).toBe(1);
      const text = JSON.stringify([res.body, es.body]);
      expect(text).not.toContain(PAYPAL_TEST_ENV.PAYPAL_CLIENT_SECRET);
      expect(text).not.toContain(PAYPAL_TEST_ENV.PAYPAL_CLIENT_ID);
      const config = await http().get('/api/payments/config').expect(200);
      expect(config.body.wallet).toEqual({
        available: true,
        clientId: PAYPAL_TEST_ENV.PAYPAL_CLIENT_ID,
        environment: 'sandbox',
      });
    });

    it('orders the open balances of two invoices from the database, once for a double submit, and captures them once', async () => {
      const first = await newInvoice(lucia, 1000, inDays(5));
      const second = await newInvoice(lucia, 580.7, inDays(15));
      await http()
        .post(`/api/admin/invoices/${first.id}/payments`)
        .set(withSession(admin.cookie))
        .send({ amountCents: 20_000, method: 'bank_transfer' })
        .expect(200);
      expect((await invoiceOf(first.id)).status).toBe('partial');

      // 800.00 + 580.70 is owed; the browser's figure is checked to the cent.
      const ordersBefore = paypal.orders.size;
      const tampered = await createOrder(lucia, {
        invoiceIds: [first.id, second.id],
        amount: 1,
      }).expect(409);
      expect(tampered.body.message).toBe(
        'The amount does not match what is owed (1380.70); reload to see the current figures',
      );
      await createOrder(null, { invoiceIds: [first.id], amount: 800 }).expect(401);
      await createOrder(tom, { invoiceIds: [first.id], amount: 800 }).expect(404);
      expect(paypal.orders.size).toBe(ordersBefore);

      // A double submit: two requests at once, one order at PayPal.
      const createsBefore = paypal.creates.length;
      const [a, b] = await Promise.all([
        createOrder(lucia, { invoiceIds: [first.id, second.id], amount: 1380.7 }).expect(200),
        createOrder(lucia, { invoiceIds: [second.id, first.id], amount: 1380.7 }).expect(200),
      ]);
      const orderId = (a.body as { id: string }).id;
      expect(b.body).toEqual({ id: orderId });
      expect(paypal.orders.size).toBe(ordersBefore + 1);
      const payment = await em().findOneOrFail(Payment, {
        provider: 'paypal',
        providerId: orderId,
      });
      const sent = paypal.creates.slice(createsBefore);
      expect(sent.map((c) => c.requestId)).toEqual([
        providerIdempotencyKey(payment),
        providerIdempotencyKey(payment),
      ]);
      expect(sent[0].requestId).toContain(payment.reference);
      expect(sent[0].body).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: { currency_code: 'USD', value: '1380.70' },
            custom_id: payment.reference,
            invoice_id: payment.reference,
          },
        ],
      });
      expect(payment).toMatchObject({ amountCents: 138_070, state: 'processing' });

      // Another client cannot capture it; a capture before the buyer approved is PayPal's refusal.
      await capture(tom, orderId).expect(404);
      await capture(lucia, 'NOTANORDEROFOURS').expect(404);
      await capture(lucia, orderId).expect(502);
      expect((await invoiceOf(second.id)).status).toBe('pending');

      paypal.approve(orderId);
      // Two captures at once (a double click): PayPal sees one request id, the ledger one effect.
      const [captured, twice] = await Promise.all([
        capture(lucia, orderId).expect(200),
        capture(lucia, orderId).expect(200),
      ]);
      const body = captured.body as StatusBody;
      expect(body).toMatchObject({
        state: 'succeeded',
        provider: 'paypal',
        purpose: 'invoices',
        amountCents: 138_070,
        reference: payment.reference,
        transactionId: paypal.orders.get(orderId)!.captures[0].id,
        invoiceNumbers: [first.number, second.number],
      });
      expect(body.reference).toMatch(/^TB-[A-Z0-9]{9}$/);
      expect(twice.body).toEqual(body);
      const captureIds = paypal.captureRequests
        .filter((r) => r.orderId === orderId)
        .map((r) => r.requestId);
      expect(new Set(captureIds)).toEqual(new Set([`${providerIdempotencyKey(payment)}:capture`]));
      expect(paypal.orders.get(orderId)!.captures).toHaveLength(1);

      expect((await invoiceOf(first.id)).status).toBe('paid');
      expect((await invoiceOf(second.id)).status).toBe('paid');
      const records = await em().find(
        PaymentRecord,
        { payment: payment.id },
        { orderBy: { id: 'asc' } },
      );
      expect(records.map((r) => [r.amountCents, r.paymentMethod, r.status, r.reference])).toEqual([
        [80_000, 'paypal', 'completed', payment.reference],
        [58_070, 'paypal', 'completed', null],
      ]);
      const detail = await http()
        .get(`/api/invoices/${second.id}`)
        .set(withSession(lucia.cookie))
        .expect(200);
      expect(detail.body).toMatchObject({ status: 'paid', balanceCents: 0 });

      // Captured again later, and PayPal's webhook for the same capture: nothing more.
      const capturesBefore = paypal.captureRequests.length;
      expect((await capture(lucia, orderId).expect(200)).body).toEqual(body);
      expect(paypal.captureRequests.length).toBe(capturesBefore);
      const event = paypal.captureCompletedEvent(orderId);
      await webhook(event).expect(200);
      await webhook(event).expect(200); // PayPal sends it again
      const stored = await eventually(async () => {
        const row = await em().findOne(PaymentEvent, { provider: 'paypal', eventId: event.id });
        return row?.state === 'ignored' && row;
      });
      expect(stored.fact).toMatchObject({
        kind: 'succeeded',
        providerId: orderId,
        amountCents: 138_070,
        reference: payment.reference,
      });
      expect(await em().count(PaymentEvent, { provider: 'paypal', eventId: event.id })).toBe(1);
      expect(await em().count(PaymentRecord, { payment: payment.id })).toBe(2);

      // PayPal was asked to verify the event as it was sent, with our webhook's id.
      const verification = paypal.verifications.at(-1)!;
      expect(verification).toMatchObject({
        webhook_id: PAYPAL_TEST_ENV.PAYPAL_WEBHOOK_ID,
        auth_algo: 'SHA256withRSA',
        webhook_event: event,
      });
    });

    it('reads an order captured elsewhere instead of capturing it twice, and its webhook then changes nothing', async () => {
      const invoice = await newInvoice(tom, 120);
      const orderId = await approvedOrder(tom, [invoice.id], 120);
      // Captured at PayPal by another tab, whose answer never reached us.
      await t.app.get(PaypalProvider).confirm(orderId, 'another-tab');
      expect((await invoiceOf(invoice.id)).status).toBe('pending');
      const captured = await capture(tom, orderId).expect(200);
      expect(captured.body).toMatchObject({ state: 'succeeded', amountCents: 12_000 });
      expect(paypal.orders.get(orderId)!.captures).toHaveLength(1);
      expect((await invoiceOf(invoice.id)).status).toBe('paid');
      const event = paypal.captureCompletedEvent(orderId);
      await webhook(event).expect(200);
      await eventually(
        async () => (await em().findOne(PaymentEvent, { eventId: event.id }))?.state === 'ignored',
      );
      expect(await em().count(PaymentRecord, { invoice: invoice.id })).toBe(1);
    });

    it('refuses a capture of another amount than our order, and credits nothing', async () => {
      const invoice = await newInvoice(tom, 2345);
      const orderId = await approvedOrder(tom, [invoice.id], 2345);
      paypal.settleAt(orderId, '1.00');
      const res = await capture(tom, orderId).expect(409);
      expect(res.body.message).toBe('The captured payment does not match the order we created');
      const es = await http()
        .post('/api/capture-paypal-order')
        .set(withSession(tom.cookie))
        .set('Accept-Language', 'es')
        .send({ orderId })
        .expect(409);
      expect(es.body.message).toBe('El pago capturado no coincide con la orden que creamos');
      const payment = await em().findOneOrFail(Payment, { providerId: orderId });
      expect(payment.state).toBe('processing');
      expect(await em().count(PaymentRecord, { payment: payment.id })).toBe(0);
      expect((await invoiceOf(invoice.id)).status).toBe('pending');

      // Its webhook does not credit it either: the event is kept failed for an admin to see.
      const event = paypal.captureCompletedEvent(orderId);
      await webhook(event).expect(200);
      const failed = await eventually(async () => {
        const row = await em().findOne(PaymentEvent, { eventId: event.id });
        return row?.state === 'failed' && row;
      });
      expect(failed.lastError).toContain('we asked for 234500');
      expect((await invoiceOf(invoice.id)).status).toBe('pending');
    });

    it('answers 400 to an event PayPal does not verify, and stores nothing', async () => {
      const invoice = await newInvoice(lucia, 64);
      const orderId = await approvedOrder(lucia, [invoice.id], 64);
      await t.app
        .get(PaypalProvider)
        .confirm(
          orderId,
          providerIdempotencyKey(await em().findOneOrFail(Payment, { providerId: orderId })),
        );
      const event = paypal.captureCompletedEvent(orderId);
      paypal.verificationStatus = 'FAILURE';
      try {
        const res = await webhook(event).expect(400);
        expect(res.body.message).toBe('The event signature does not verify');
      } finally {
        paypal.verificationStatus = 'SUCCESS';
      }
      // Without PayPal's headers it is not even asked.
      const asked = paypal.verifications.length;
      await http()
        .post('/api/webhooks/paypal')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(event))
        .expect(400);
      await webhook('not json').expect(400);
      expect(paypal.verifications.length).toBe(asked);
      expect(await em().count(PaymentEvent, { eventId: event.id })).toBe(0);
      expect((await invoiceOf(invoice.id)).status).toBe('pending');
    });

    it('gives a refund back to the invoices: the last one paid goes back to partial', async () => {
      const first = await newInvoice(lucia, 300, inDays(3));
      const second = await newInvoice(lucia, 200, inDays(9));
      const orderId = await approvedOrder(lucia, [first.id, second.id], 500);
      await capture(lucia, orderId).expect(200);
      expect((await invoiceOf(second.id)).status).toBe('paid');

      const refund = paypal.refundEvent(orderId, 5_000);
      await webhook(refund).expect(200);
      await eventually(async () => (await invoiceOf(second.id)).status === 'partial');
      const detail = await http()
        .get(`/api/invoices/${second.id}`)
        .set(withSession(lucia.cookie))
        .expect(200);
      expect(detail.body).toMatchObject({ paidCents: 15_000, balanceCents: 5_000 });
      expect((await invoiceOf(first.id)).status).toBe('paid');
      const payment = await em().findOneOrFail(Payment, { providerId: orderId });
      expect(payment).toMatchObject({ state: 'succeeded', refundedCents: 5_000 });
      // The same refund again changes nothing.
      await webhook({ ...refund, id: `${refund.id}-again` }).expect(200);
      await eventually(
        async () =>
          (await em().findOne(PaymentEvent, { eventId: `${refund.id}-again` }))?.state ===
          'ignored',
      );
      expect((await em().findOneOrFail(Payment, payment.id)).refundedCents).toBe(5_000);
    });

    it('refunds a capture through PayPal with its own request id', async () => {
      const invoice = await newInvoice(tom, 90);
      const orderId = await approvedOrder(tom, [invoice.id], 90);
      await capture(tom, orderId).expect(200);
      const { refundId } = await t.app.get(PaypalProvider).refund(orderId, 4_000, 'refund-key-1');
      const order = paypal.orders.get(orderId)!;
      expect(order.refunds.map((r) => [r.id, r.amount.value])).toEqual([[refundId, '40.00']]);
      expect(paypal.refundRequests.at(-1)).toMatchObject({
        captureId: order.captures[0].id,
        requestId: 'refund-key-1',
      });
    });

    it('takes a 1.00 USD test order from a guest in the sandbox', async () => {
      const created = await createOrder(null, { isTestPayment: true, amount: 1 }).expect(200);
      const orderId = (created.body as { id: string }).id;
      expect(paypal.orders.get(orderId)!.purchase_units[0].amount).toEqual({
        currency_code: 'USD',
        value: '1.00',
      });
      paypal.approve(orderId);
      const captured = await capture(null, orderId).expect(200);
      expect(captured.body).toMatchObject({
        state: 'succeeded',
        purpose: 'test',
        amountCents: 100,
        reference: expect.stringMatching(/^TB-[A-Z0-9]{9}$/),
      });
    });
  });

  describe('with credentials PayPal refuses', () => {
    let t: TestApp;
    const env = {
      ...PAYPAL_TEST_ENV,
      PAYPAL_CLIENT_ID: 'AZrevoked-client-id',
      PAYPAL_CLIENT_SECRET: 'EKmistyped-secret',
    };

    beforeAll(async () => {
      t = await startTestApp(env);
    });

    afterAll(async () => {
      await t?.close();
    });

    it('reports the wallet not initialized, answers 401 PAYPAL_AUTH_FAILED, and recovers once PayPal accepts them', async () => {
      const http = () => request(t.app.getHttpServer());
      const status = await http().get('/api/check-paypal-status').expect(200);
      expect(status.body).toEqual({
        initialized: false,
        clientIdConfigured: true,
        clientSecretConfigured: true,
        environment: 'sandbox',
        apiEndpoint: PAYPAL_SANDBOX,
        message:
          'PayPal did not accept the credentials: check the client id, the secret and the environment (sandbox)',
      });
      const refused = await http()
        .post('/api/create-paypal-order')
        .send({ isTestPayment: true })
        .expect(401);
      expect(refused.body).toMatchObject({
        code: 'PAYPAL_AUTH_FAILED',
        message: 'PayPal is not available right now; please choose another way to pay',
      });
      const es = await http()
        .post('/api/create-paypal-order')
        .set('Accept-Language', 'es')
        .send({ isTestPayment: true })
        .expect(401);
      expect(es.body).toMatchObject({
        code: 'PAYPAL_AUTH_FAILED',
        message: 'PayPal no está disponible en este momento; elige otra forma de pago',
      });

      // The credentials are fixed at PayPal's end: the next order goes through, no restart.
      paypal.accept(env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET);
      const created = await http()
        .post('/api/create-paypal-order')
        .send({ isTestPayment: true })
        .expect(200);
      expect(paypal.orders.has(created.body.id)).toBe(true);
    });
  });

  describe('without credentials', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp();
    });

    afterAll(async () => {
      await t?.close();
    });

    it('says what is missing, answers 503 PAYPAL_NOT_INITIALIZED, and never calls PayPal', async () => {
      const http = () => request(t.app.getHttpServer());
      const tokensBefore = paypal.tokenRequests;
      const status = await http().get('/api/check-paypal-status').expect(200);
      expect(status.body).toEqual({
        initialized: false,
        clientIdConfigured: false,
        clientSecretConfigured: false,
        environment: 'sandbox',
        apiEndpoint: PAYPAL_SANDBOX,
        message:
          'PayPal payments are off: set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID. Clients can still pay by bank transfer.',
      });
      const unavailable = {
        code: 'PAYPAL_NOT_INITIALIZED',
        message: 'PayPal is not available right now; please choose another way to pay',
      };
      const created = await http()
        .post('/api/create-paypal-order')
        .send({ isTestPayment: true })
        .expect(503);
      expect(created.body).toMatchObject(unavailable);
      // Who asks comes before whether PayPal is set up: a visitor paying for anything but the test
      // is told to sign in.
      for (const body of [{}, { serviceId: 1 }, { invoiceIds: [1], amount: 10 }]) {
        const anonymous = await http().post('/api/create-paypal-order').send(body);
        expect({ body, status: anonymous.status }).toEqual({ body, status: 401 });
      }
      const captured = await http()
        .post('/api/capture-paypal-order')
        .send({ orderId: '5O190127TN364715T' })
        .expect(503);
      expect(captured.body).toMatchObject(unavailable);
      // No event can be verified without PayPal set up: refused like a forged one.
      await http()
        .post('/api/webhooks/paypal')
        .set(FakePaypal.transmissionHeaders())
        .send('{}')
        .expect(400);
      expect(paypal.tokenRequests).toBe(tokensBefore);
    });
  });
});
