import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_terrabridge0000000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_terrabridge0000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_terrabridgetestsecret000000000',
};

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  cancellation_reason: string | null;
  last_payment_error: { message: string } | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Reads a form-encoded body as Stripe's SDK sends it (`metadata[reference]=…` kept flat). */
async function formBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * Stripe's API as far as the product uses it (PaymentIntents, refunds), honouring Idempotency-Key
 * like Stripe: the same key gives back the same object. Tests move intents (`succeed`, `fail`,
 * `refund`) and get the event Stripe would send, signed by `deliver`.
 */
export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  /** Every create request: its idempotency key, and whether it made a new intent. */
  readonly creates: Array<{ key: string | undefined; created: boolean }> = [];
  private readonly byKey = new Map<string, FakeIntent>();
  private readonly refunds = new Map<string, number>();
  /** Every refund asked for: its idempotency key, intent and amount. */
  readonly refundRequests: Array<{
    key: string | undefined;
    paymentIntent: string;
    amount: number;
  }> = [];
  private server!: Server;
  port = 0;
  /** Answers every request with this status while set (Stripe down). */
  failWith: number | null = null;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (this.failWith)
      return send(this.failWith, { error: { type: 'api_error', message: 'down' } });
    const path = new URL(req.url!, 'http://x').pathname;
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const form = await formBody(req);
      const key = req.headers['idempotency-key'] as string | undefined;
      const known = key ? this.byKey.get(key) : undefined;
      this.creates.push({ key, created: !known });
      if (known) return send(200, known);
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency,
        description: form.description ?? null,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: { reference: form['metadata[reference]'] },
        latest_charge: null,
        cancellation_reason: null,
        last_payment_error: null,
      };
      this.intents.set(intentId, intent);
      if (key) this.byKey.set(key, intent);
      return send(200, intent);
    }
    const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (req.method === 'GET' && intent) {
      const found = this.intents.get(intent[1]);
      return found
        ? send(200, found)
        : send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = await formBody(req);
      this.refundRequests.push({
        key: req.headers['idempotency-key'] as string | undefined,
        paymentIntent: form.payment_intent,
        amount: Number(form.amount),
      });
      return send(200, {
        id: id('re'),
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } });
  }

  private event(type: string, object: unknown) {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    };
  }

  /** The card went through: the intent succeeds, and the event Stripe would send. */
  succeed(intentId: string, amount?: number) {
    const intent = this.intents.get(intentId)!;
    intent.status = 'succeeded';
    intent.amount_received = amount ?? intent.amount;
    intent.latest_charge ??= id('ch');
    return this.event('payment_intent.succeeded', { ...intent });
  }

  fail(intentId: string, message = 'Your card was declined.') {
    const intent = this.intents.get(intentId)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message };
    return this.event('payment_intent.payment_failed', { ...intent });
  }

  /** A refund of `cents` more; the event carries the charge's running refunded total. */
  refund(intentId: string, cents: number) {
    const intent = this.intents.get(intentId)!;
    const total = (this.refunds.get(intentId) ?? 0) + cents;
    this.refunds.set(intentId, total);
    return this.event('charge.refunded', {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: total,
      payment_intent: intent.id,
    });
  }
}

/** An event's body and the Stripe-Signature header Stripe would send with it. */
export function signedEvent(event: unknown, secret = STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = new Stripe(
    STRIPE_TEST_KEYS.STRIPE_SECRET_KEY,
  ).webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  return { payload, signature };
}
