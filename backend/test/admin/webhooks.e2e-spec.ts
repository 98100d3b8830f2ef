import { EntityManager } from '@mikro-orm/postgresql';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { WebhookDeliveries } from '../../src/modules/webhooks/webhook-deliveries.service';
import { AuditEntry } from '../../src/platform/audit/audit-entry.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, newIp, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { startReceiver } from '../support/webhook-receiver';

/*
 * Outgoing webhooks against a local receiver, on both queue drivers: signatures checked with the
 * `standardwebhooks` package, retries on a short schedule, an endpoint disabled after repeated
 * failures (with the admins' mail), redelivery with the same webhook-id.
 */
describe.each([
  ['BullMQ', {}],
  ['the in-process queue', { REDIS_URL: '' }],
])('webhooks on %s', (_driver, driverEnv) => {
  let t: TestApp;
  let admin: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const asAdmin = <T extends request.Test>(req: T) =>
    req.set(withSession(admin)).set('X-Forwarded-For', newIp());

  const createEndpoint = async (events = ['contact.created']) => {
    const res = await asAdmin(http().post('/api/admin/webhooks'))
      .send({ url: receiver.url, events, description: 'Accounting' })
      .expect(201);
    return res.body as { id: number; secret: string; enabled: boolean };
  };
  const emit = (data: Record<string, unknown> = { id: 1 }) =>
    t.app.get(WebhookDeliveries).emit('contact.created', data);
  const deliveries = async (id: number) =>
    (await asAdmin(http().get(`/api/admin/webhooks/${id}/deliveries`)).expect(200)).body.items as {
      id: number;
      state: string;
      attempts: number;
      lastStatusCode: number | null;
      lastDurationMs: number | null;
      messageId: string;
      eventType: string;
    }[];
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    t = await startTestApp({
      ...driverEnv,
      WEBHOOK_RETRY_SCHEDULE_MS: '100,200',
      WEBHOOK_DISABLE_AFTER_FAILURES: '5',
      CONTACT_MAIL_WAIT_MS: '0',
    });
    await ensureAdmin(em(), {
      username: 'hooks_admin',
      email: 'hooks.admin@agency.example',
      password: 'Admin#Password2026',
    });
    admin = (await login(t.app.getHttpServer(), 'hooks_admin', 'Admin#Password2026')).cookie;
  });

  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    // One endpoint at a time: each test's events go to its own receiver only.
    const list = (await asAdmin(http().get('/api/admin/webhooks')).expect(200)).body as {
      id: number;
    }[];
    for (const { id } of list)
      await asAdmin(http().delete(`/api/admin/webhooks/${id}`)).expect(204);
    await receiver.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs each event as Standard Webhooks says, from the change that made it', async () => {
    const endpoint = await createEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await asAdmin(http().get('/api/admin/webhooks')).expect(200);
    expect(listed.body[0]).toMatchObject({ id: endpoint.id, enabled: true, url: receiver.url });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret.slice(6));

    const contact = await http()
      .post('/api/contact')
      .set('X-Forwarded-For', newIp())
      .send({ name: 'Ana Pérez', email: 'ana@example.com', message: 'A new site, please' })
      .expect(201);
    const [hit] = await receiver.waitFor(1);
    const verified = new Webhook(endpoint.secret).verify(hit.body, {
      'webhook-id': String(hit.headers['webhook-id']),
      'webhook-timestamp': String(hit.headers['webhook-timestamp']),
      'webhook-signature': String(hit.headers['webhook-signature']),
    }) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(verified).toMatchObject({
      type: 'contact.created',
      data: { id: contact.body.id, name: 'Ana Pérez', email: 'ana@example.com' },
    });
    expect(Date.parse(verified.timestamp)).not.toBeNaN();
    // Another secret does not verify it.
    expect(() =>
      new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(hit.body, {
        'webhook-id': String(hit.headers['webhook-id']),
        'webhook-timestamp': String(hit.headers['webhook-timestamp']),
        'webhook-signature': String(hit.headers['webhook-signature']),
      }),
    ).toThrow();

    const [row] = await until(
      () => deliveries(endpoint.id),
      (rows) => rows[0]?.state === 'succeeded',
    );
    expect(row).toMatchObject({ eventType: 'contact.created', attempts: 1, lastStatusCode: 200 });
    expect(row.messageId).toBe(hit.headers['webhook-id']);
    expect(row.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('retries a failed attempt with the same webhook-id until the receiver accepts', async () => {
    const endpoint = await createEndpoint();
    receiver.answer([500, 503, 200]);
    await emit({ id: 42 });
    const hits = await receiver.waitFor(3);
    expect(new Set(hits.map((hit) => hit.headers['webhook-id'])).size).toBe(1);
    const [row] = await until(
      () => deliveries(endpoint.id),
      (rows) => rows[0]?.state === 'succeeded',
    );
    expect(row).toMatchObject({ attempts: 3, lastStatusCode: 200 });
    // Sent once per endpoint: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(3);
  });

  it('gives up after the schedule, disables the endpoint after repeated failures and mails the admins', async () => {
    const endpoint = await createEndpoint();
    receiver.answer([500]);
    await emit({ id: 1 });
    const [first] = await until(
      () => deliveries(endpoint.id),
      (rows) => rows[0]?.state === 'failed',
    );
    expect(first).toMatchObject({ attempts: 3, lastStatusCode: 500 });
    await emit({ id: 2 });
    await until(
      async () =>
        (await asAdmin(http().get(`/api/admin/webhooks/${endpoint.id}`)).expect(200)).body,
      (body) => body.enabled === false,
    );
    const detail = await asAdmin(http().get(`/api/admin/webhooks/${endpoint.id}`)).expect(200);
    expect(detail.body).toMatchObject({ enabled: false, disabledReason: 'failures' });
    expect(receiver.received).toHaveLength(5);
    const mails = await em().find(MailOutbox, { kind: 'webhook.endpoint_disabled' });
    expect(mails.map((mail) => mail.to)).toContain('hooks.admin@agency.example');
    // Nothing is sent to a disabled endpoint, and it cannot be redelivered to until enabled.
    await emit({ id: 3 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(5);
    const rows = await deliveries(endpoint.id);
    await asAdmin(
      http().post(`/api/admin/webhooks/${endpoint.id}/deliveries/${rows[0].id}/redeliver`),
    ).expect(409);
    await em().nativeDelete(MailOutbox, { kind: 'webhook.endpoint_disabled' });
  });

  it('redelivers a delivery on request with its webhook-id, and signs with a rotated secret', async () => {
    const endpoint = await createEndpoint();
    await emit({ id: 7 });
    const [row] = await until(
      () => deliveries(endpoint.id),
      (rows) => rows[0]?.state === 'succeeded',
    );
    const rotated = await asAdmin(
      http().post(`/api/admin/webhooks/${endpoint.id}/rotate-secret`),
    ).expect(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await asAdmin(
      http().post(`/api/admin/webhooks/${endpoint.id}/deliveries/${row.id}/redeliver`),
    ).expect(202);
    const [, again] = await receiver.waitFor(2);
    expect(again.headers['webhook-id']).toBe(row.messageId);
    const headers = {
      'webhook-id': String(again.headers['webhook-id']),
      'webhook-timestamp': String(again.headers['webhook-timestamp']),
      'webhook-signature': String(again.headers['webhook-signature']),
    };
    expect(new Webhook(rotated.body.secret).verify(again.body, headers)).toMatchObject({
      data: { id: 7 },
    });
    expect(() => new Webhook(endpoint.secret).verify(again.body, headers)).toThrow();
    await until(
      () => deliveries(endpoint.id),
      (rows) => rows[0]?.attempts === 2 && rows[0].state === 'succeeded',
    );
  });

  it('edits, disables and checks what it is given; the audit log keeps the changes without secrets', async () => {
    const endpoint = await createEndpoint();
    await asAdmin(http().patch(`/api/admin/webhooks/${endpoint.id}`))
      .send({ events: ['invoice.issued', 'invoice.paid'], enabled: false })
      .expect(200)
      .expect((res) =>
        expect(res.body).toMatchObject({
          events: ['invoice.issued', 'invoice.paid'],
          enabled: false,
          disabledReason: 'admin',
        }),
      );
    await asAdmin(http().post('/api/admin/webhooks'))
      .send({ url: 'ftp://example.com/x', events: ['contact.created'] })
      .expect(400);
    const unknown = await asAdmin(http().post('/api/admin/webhooks'))
      .set('Accept-Language', 'es')
      .send({ url: receiver.url, events: ['invoice.deleted'] })
      .expect(400);
    expect(JSON.stringify(unknown.body.message)).toContain('Evento desconocido');
    await asAdmin(http().get('/api/admin/webhooks/999999')).expect(404);
    const entries = await em().find(
      AuditEntry,
      { targetType: 'webhook' },
      { orderBy: { id: 'asc' } },
    );
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['webhook.create', 'webhook.update']),
    );
    expect(JSON.stringify(entries)).not.toContain(endpoint.secret.slice(6));
  });
  it('tells an invoice issued, a payment received and the invoice paid, once the change is saved', async () => {
    const endpoint = await createEndpoint(['invoice.issued', 'payment.succeeded', 'invoice.paid']);
    const client = await register(t.app.getHttpServer());
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const invoice = await asAdmin(http().post('/api/invoices'))
      .send({
        userId: client.user.id,
        dueDate: due,
        items: [{ description: 'Website', quantity: 1, unitPriceCents: 50_000 }],
      })
      .expect(201);
    await asAdmin(http().post(`/api/admin/invoices/${invoice.body.id}/payments`))
      .send({ amountCents: invoice.body.totalCents, method: 'bank_transfer', reference: 'BROU 1' })
      .expect(200);
    const hits = await receiver.waitFor(3);
    const events = hits.map(
      (hit) =>
        new Webhook(endpoint.secret).verify(hit.body, {
          'webhook-id': String(hit.headers['webhook-id']),
          'webhook-timestamp': String(hit.headers['webhook-timestamp']),
          'webhook-signature': String(hit.headers['webhook-signature']),
        }) as { type: string; data: { invoice: { id: number; status: string } } },
    );
    expect(events.map((event) => event.type).sort()).toEqual([
      'invoice.issued',
      'invoice.paid',
      'payment.succeeded',
    ]);
    for (const event of events) expect(event.data.invoice.id).toBe(invoice.body.id);
    expect(events.find((event) => event.type === 'invoice.paid')?.data.invoice.status).toBe('paid');
  });
});
